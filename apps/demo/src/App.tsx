import { useEffect, useState } from 'react'
import type { DemoConfig } from './demo-config'
import { isDevWalletEnabled, offerDevWallet, setDevWalletEnabled } from './dev-wallet'

export function App({ config }: { config: DemoConfig }) {
  const { manifest } = config
  const [devWallet, setDevWallet] = useState(isDevWalletEnabled)

  useEffect(() => {
    if (!devWallet || !manifest) return
    let stop: (() => void) | undefined
    let cancelled = false
    void offerDevWallet(manifest).then((unsubscribe) => {
      if (cancelled) unsubscribe()
      else stop = unsubscribe
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [devWallet, manifest])

  return (
    <main>
      <header>
        <h1>Latch demo</h1>
      </header>

      <section aria-labelledby="devnet-heading">
        <h2 id="devnet-heading">Devnet</h2>
        {manifest ? (
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
        ) : (
          <p className="muted">No devnet manifest found. Start everything with npm start.</p>
        )}
      </section>

      <section aria-labelledby="wallet-heading">
        <h2 id="wallet-heading">Dev wallet</h2>
        <label className="row">
          <input
            type="checkbox"
            checked={devWallet}
            disabled={!manifest}
            onChange={(event) => {
              setDevWalletEnabled(event.target.checked)
              setDevWallet(event.target.checked)
            }}
          />
          Offer the Latch Dev Wallet, a devnet wallet in this page, for trying every flow without an extension
        </label>
        <p className="muted">Its keys come from the public test mnemonic: use it on devnet only.</p>
      </section>
    </main>
  )
}
