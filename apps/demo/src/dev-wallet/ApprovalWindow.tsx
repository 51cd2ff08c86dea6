// The dev wallet's own window: it shows the oldest waiting request with Approve and Reject, apart
// from the Latch modal and styled as the wallet's (its icon and name on top), as an extension's
// popup would be. Keys pressed inside stay inside, so the modal's focus trap and Escape leave it be.
import type { DevnetManifest } from '@latch/devnet'
import { testWalletIcon } from '@latch/test-wallet/icon'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { describePrompt } from './describe-prompt'
import { devWalletApprovals } from './dev-wallet'

export function ApprovalWindow({ manifest }: { manifest: DevnetManifest | null }) {
  const queue = devWalletApprovals
  const pending = useSyncExternalStore(queue.subscribe, queue.snapshot)
  const current = pending[0]
  const windowRef = useRef<HTMLElement>(null)

  // A new request takes focus, as a wallet's popup window does; answering hands it back.
  const currentId = current?.id
  useEffect(() => {
    if (currentId === undefined) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    windowRef.current?.focus()
    return () => {
      if (previous?.isConnected) previous.focus()
    }
  }, [currentId])

  if (!current) return null
  const chainName = (id: number) => {
    const chain = manifest?.chains.find((c) => c.id === id)
    return chain ? `${chain.name} (${id})` : `Chain ${id}`
  }
  const { title, facts } = describePrompt(current.prompt, chainName)
  return (
    <section
      ref={windowRef}
      className="wallet-window"
      aria-label="Latch Dev Wallet request"
      tabIndex={-1}
      // Lets focus rest here while the modal is open (the modal keeps focus inside its own parts).
      data-latch-dialog-part=""
      onKeyDown={(event) => event.stopPropagation()}
    >
      <header className="wallet-window-bar">
        <img src={testWalletIcon} alt="" width={20} height={20} />
        <span>Latch Dev Wallet</span>
        {pending.length > 1 && <span className="wallet-window-count">1 of {pending.length}</span>}
      </header>
      <div className="wallet-window-body">
        <h2>{title}</h2>
        <dl>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{label === 'Message' || label === 'Data' ? <pre>{value}</pre> : value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="wallet-window-actions">
        <button type="button" onClick={() => queue.answer(current.id, false)}>
          Reject
        </button>
        <button type="button" className="primary" onClick={() => queue.answer(current.id, true)}>
          Approve
        </button>
      </div>
    </section>
  )
}
