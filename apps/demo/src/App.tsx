import type { ThemeMode } from '@latch/core'
import { ConnectButton, LatchProvider, NetworkButton } from '@latch/react'
import { useEffect, useMemo, useState } from 'react'
import { AccountPanel, type AccountPanelProps } from './AccountPanel'
import { DevnetPanel } from './DevnetPanel'
import type { DemoConfig } from './demo-config'
import { ApprovalWindow } from './dev-wallet/ApprovalWindow'
import { isDevWalletEnabled, startDevWallet, stopDevWallet } from './dev-wallet/dev-wallet'
import { baseLatchConfig } from './latch-config'
import { loadLocale } from './playground/language-choice'
import { Playground } from './playground/Playground'
import { applySettings, loadSettings, restartKey, saveSettings } from './playground/settings'
import { applyPageTheme, loadThemeMode, saveThemeMode } from './playground/theme-choice'
import { SignInPanel } from './SignInPanel'
import { WaysIn } from './WaysIn'

export function App({ config }: { config: DemoConfig }) {
  const { manifest } = config
  const solanaPay = useMemo(() => solanaPayTarget(config.solana), [config.solana])
  const [devWallet, setDevWallet] = useState(isDevWalletEnabled)
  const [themeMode, setThemeMode] = useState<ThemeMode>(loadThemeMode)
  const [settings, setSettings] = useState(loadSettings)
  const [base] = useState(() => baseLatchConfig(config))
  const latchConfig = useMemo(() => {
    // The provider reads `locale` on mount; the language select switches it at runtime after.
    const locale = loadLocale()
    return { ...applySettings(base, settings), themeMode, ...(locale ? { locale } : {}) }
  }, [base, settings, themeMode])

  useEffect(() => applyPageTheme(themeMode), [themeMode])

  useEffect(() => {
    if (!manifest) return
    if (devWallet) void startDevWallet(manifest, config.solana, config)
    else stopDevWallet()
  }, [devWallet, manifest, config])

  return (
    <>
      {/* Children and the embedded card are siblings in .stage, so CSS can place the card. */}
      <div className="stage">
        <LatchProvider key={restartKey(settings)} config={latchConfig}>
          <header className="page top">
            <h1 className="brand">
              Latch <span className="tag">demo</span>
            </h1>
            <div className="row header-actions">
              <NetworkButton />
              <ConnectButton />
            </div>
          </header>
          <main className="page intro">
            <div className="hero">
              <p className="hero-title">A wallet modal that loads little and opens at once.</p>
              <p className="lead">
                Latch connects a visitor&apos;s wallet to a React app, then shows their account: tokens, NFTs
                and activity, send and receive, an account name and sign-in with the wallet. Everything on
                this page runs locally: two devnet chains, the services server, a WalletConnect relay and a
                mailbox.
              </p>
            </div>
            <WaysIn config={config} devWallet={devWallet} onDevWalletChange={setDevWallet} />
            <Playground
              settings={settings}
              onChange={(next) => {
                saveSettings(next)
                setSettings(next)
              }}
              themeMode={themeMode}
              onThemeChange={(mode) => {
                saveThemeMode(mode)
                setThemeMode(mode)
              }}
              networks={base.networks}
            />
          </main>
          <div className="page more">
            <AccountPanel
              recipient={manifest?.accounts[1]}
              token={manifest?.chains[0]?.tokens[0]}
              {...(solanaPay ? { solana: solanaPay } : {})}
            />
            <SignInPanel config={config} />
            <DevnetPanel manifest={manifest} />
          </div>
        </LatchProvider>
      </div>
      <ApprovalWindow manifest={manifest} />
    </>
  )
}

/** Who the demo pays on the local Solana chain (account #1) and with which SPL token. */
function solanaPayTarget(solana: DemoConfig['solana']): AccountPanelProps['solana'] {
  const recipient = solana?.accounts[1]
  if (!solana || !recipient) return undefined
  const { mint, symbol, decimals } = solana.token
  return { recipient, token: { address: mint, symbol, decimals } }
}
