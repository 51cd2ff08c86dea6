import type { ThemeMode } from '@latch/core'
import { embeddedWallet } from '@latch/embedded'
import { evmAdapter } from '@latch/evm'
import { ConnectButton, type LatchConfig, LatchProvider, NetworkButton } from '@latch/react'
import { walletConnectAdapter } from '@latch/walletconnect'
import { useEffect, useMemo, useState } from 'react'
import { AccountPanel } from './AccountPanel'
import type { DemoConfig } from './demo-config'
import { isDevWalletEnabled, setDevWalletEnabled, startDevWallet, stopDevWallet } from './dev-wallet'
import { demoNetworks } from './networks'
import { SignInPanel, signInOptions } from './SignInPanel'
import { ThemeSwitch } from './ThemeSwitch'
import { applyPageTheme, loadThemeMode, saveThemeMode } from './theme-choice'

export function App({ config }: { config: DemoConfig }) {
  const { manifest } = config
  const [devWallet, setDevWallet] = useState(isDevWalletEnabled)
  const [themeMode, setThemeMode] = useState<ThemeMode>(loadThemeMode)
  const [baseConfig] = useState<Omit<LatchConfig, 'themeMode'>>(() => {
    const networks = demoNetworks(manifest)
    // Email login joins when the wallet frame is served; its code loads when a visitor uses it.
    const email = config.walletFrameUrl ? [embeddedWallet({ frameUrl: config.walletFrameUrl })] : []
    const base = {
      projectId: config.projectId,
      metadata: {
        name: 'Latch demo',
        description: 'Connect a wallet to the Latch demo',
        url: location.origin,
        icons: [],
      },
      networks,
      // The first devnet chain, rather than the spec's fallback of chain 1.
      defaultNetwork: networks[0],
      // WalletConnect joins when a relay is known; its client code loads only when a visitor uses it.
      adapters: config.relayUrl
        ? [
            evmAdapter(),
            // The project id and metadata reach it from the options above, at setup.
            walletConnectAdapter({ relayUrl: config.relayUrl }),
          ]
        : [evmAdapter()],
      ...(config.servicesUrl ? { servicesUrl: config.servicesUrl } : {}),
      ...signInOptions(config),
    }
    return { ...base, adapters: [...base.adapters, ...email] }
  })
  // LatchProvider reads its config once, except the theme, which follows this state.
  const latchConfig = useMemo<LatchConfig>(() => ({ ...baseConfig, themeMode }), [baseConfig, themeMode])

  useEffect(() => applyPageTheme(themeMode), [themeMode])

  useEffect(() => {
    if (!manifest) return
    if (devWallet) void startDevWallet(manifest)
    else stopDevWallet()
  }, [devWallet, manifest])

  return (
    <LatchProvider config={latchConfig}>
      <header className="page">
        <h1>Latch demo</h1>
        <div className="row header-actions">
          <NetworkButton />
          <ConnectButton />
        </div>
      </header>
      <main className="page">
        <div className="row toolbar">
          <span className="muted">Theme</span>
          <ThemeSwitch
            mode={themeMode}
            onChange={(mode) => {
              saveThemeMode(mode)
              setThemeMode(mode)
            }}
          />
        </div>

        <AccountPanel recipient={manifest?.accounts[1]} />
        <SignInPanel config={config} />

        <section aria-labelledby="devnet-heading">
          <h2 id="devnet-heading">Devnet</h2>
          {manifest ? (
            <div className="table-scroll">
              <table>
                <tbody>
                  {manifest.chains.map((chain) => (
                    <tr key={chain.id}>
                      <th scope="row">{chain.name}</th>
                      <td>chain {chain.id}</td>
                      <td>
                        <code>{chain.rpcUrl}</code>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="muted">No devnet manifest found. Start everything with npm start.</p>
          )}
        </section>

        <section aria-labelledby="wallet-heading">
          <h2 id="wallet-heading">Dev wallet</h2>
          <label className="check">
            <input
              type="checkbox"
              checked={devWallet}
              disabled={!manifest}
              onChange={(event) => {
                setDevWalletEnabled(event.target.checked)
                setDevWallet(event.target.checked)
              }}
            />
            Offer the Latch Dev Wallet, a devnet wallet in this page, for trying every flow without an
            extension
          </label>
          <p className="muted">
            Its keys come from the public test mnemonic: use it on devnet only. Turned off, it leaves the
            wallet list at the next reload.
          </p>
        </section>
      </main>
    </LatchProvider>
  )
}
