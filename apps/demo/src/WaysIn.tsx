// The first screen's ways in: one card per way to connect that exists today. Each card is an entry
// in WAYS_IN; a new way (social login, another namespace) is one more entry with its own body.
import type { DevnetManifest } from '@latch/devnet'
import { useLatch, useLatchState } from '@latch/react'
import { type ReactNode, useState } from 'react'
import { DevMailbox } from './DevMailbox'
import type { DemoConfig } from './demo-config'
import { isAutoApproveOn, setAutoApprove, setDevWalletEnabled } from './dev-wallet/dev-wallet'

interface WayIn {
  id: string
  title: string
  /** Why it is missing, when this setup cannot offer it. */
  unavailable?: string
  body: ReactNode
}

export function WaysIn({
  config,
  devWallet,
  onDevWalletChange,
}: {
  config: DemoConfig
  devWallet: boolean
  onDevWalletChange(on: boolean): void
}) {
  const ways: WayIn[] = [
    {
      id: 'dev-wallet',
      title: 'Latch Dev Wallet',
      ...(config.manifest ? {} : { unavailable: 'Needs the devnet: start everything with npm start.' }),
      body: <DevWalletCard manifest={config.manifest} on={devWallet} onChange={onDevWalletChange} />,
    },
    {
      id: 'walletconnect',
      title: 'WalletConnect',
      ...(config.relayUrl ? {} : { unavailable: 'Needs the local relay: start everything with npm start.' }),
      body: <WalletConnectCard />,
    },
    {
      id: 'email',
      title: 'Email',
      ...(config.walletFrameUrl && config.servicesUrl
        ? {}
        : { unavailable: 'Needs the services server and the wallet frame.' }),
      body: config.servicesUrl ? <EmailCard servicesUrl={config.servicesUrl} /> : null,
    },
    {
      id: 'social',
      title: 'Social login',
      ...(config.walletFrameUrl && config.servicesUrl
        ? {}
        : { unavailable: 'Needs the services server and the wallet frame.' }),
      body: <SocialCard />,
    },
  ]
  return (
    <section className="ways" aria-labelledby="ways-heading">
      <h2 id="ways-heading">Ways in</h2>
      <div className="ways-grid">
        {ways.map((way) => (
          <article key={way.id} className="way" aria-labelledby={`way-${way.id}`}>
            <h3 id={`way-${way.id}`}>{way.title}</h3>
            {way.unavailable ? <p className="muted">{way.unavailable}</p> : way.body}
          </article>
        ))}
      </div>
    </section>
  )
}

function DevWalletCard({
  manifest,
  on,
  onChange,
}: {
  manifest: DevnetManifest | null
  on: boolean
  onChange(on: boolean): void
}) {
  const { open } = useLatch()
  const [auto, setAuto] = useState(isAutoApproveOn)
  return (
    <>
      <p>A devnet wallet in this page. It asks before it connects, signs or sends, in its own window.</p>
      <label className="check">
        <input
          type="checkbox"
          checked={on}
          disabled={!manifest}
          onChange={(event) => {
            setDevWalletEnabled(event.target.checked)
            onChange(event.target.checked)
          }}
        />
        Offer the Latch Dev Wallet
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={auto}
          onChange={(event) => {
            setAutoApprove(event.target.checked)
            setAuto(event.target.checked)
          }}
        />
        Approve automatically
      </label>
      <div className="row actions">
        <button type="button" className="primary" disabled={!on} onClick={() => open()}>
          Connect the dev wallet
        </button>
      </div>
      <p className="muted small">
        Keys from the public test mnemonic: devnet only. Turned off, it leaves the wallet list at the next
        reload.
      </p>
    </>
  )
}

function WalletConnectCard() {
  const { open } = useLatch()
  const uri = useLatchState((state) => state.walletConnect.uri)
  return (
    <>
      <p>Pair a wallet app over the local relay: scan the QR code, or paste the link into the wallet.</p>
      <div className="row actions">
        <button type="button" onClick={() => open('ConnectingWalletConnect')}>
          Show the pairing code
        </button>
      </div>
      {uri ? (
        <div className="pairing-link">
          <span className="muted small">Pairing link</span>
          <code data-testid="pairing-link">{uri}</code>
        </div>
      ) : (
        <p className="muted small">The pairing link appears here while the code is shown.</p>
      )}
    </>
  )
}

function SocialCard() {
  const { open } = useLatch()
  return (
    <>
      <p>
        Google, X, Discord, GitHub, Apple or Facebook, into the same embedded wallet. Here a local OpenID
        provider stands in for all six: any name and password sign in.
      </p>
      <div className="row actions">
        <button type="button" onClick={() => open('Connect')}>
          Sign in with a social account
        </button>
      </div>
    </>
  )
}

function EmailCard({ servicesUrl }: { servicesUrl: string }) {
  const { open } = useLatch()
  return (
    <>
      <p>Sign in with a one-time code; the embedded wallet keeps the key on its own origin.</p>
      <div className="row actions">
        <button type="button" onClick={() => open('Connect')}>
          Sign in with email
        </button>
      </div>
      <DevMailbox servicesUrl={servicesUrl} />
    </>
  )
}
