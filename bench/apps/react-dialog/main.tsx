// A second reference point: plain React rendering its dialog on click (state, a portal, an id, an
// Escape listener) with the same rows Connect shows in the quickstart. No library: it is what React
// itself costs to put a small dialog on screen from a click, beside the native <dialog> baseline.
import { StrictMode, useId, useLayoutEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { createRoot } from 'react-dom/client'

/** One row of the list: icon, label and an optional tag, as a wallet row. */
function Row({ label, tag }: { label: string; tag?: string }) {
  return (
    <li>
      <button type="button" className="row">
        <span className="icon">{label[0]}</span>
        <span className="label">{label}</span>
        {tag && <span className="tag">{tag}</span>}
      </button>
    </li>
  )
}

function Modal({ onClose }: { onClose(): void }) {
  const id = useId()
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose()
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [onClose])
  return createPortal(
    <div className="root">
      <div className="overlay">
        <div className="dialog" role="dialog" aria-modal aria-labelledby={id} tabIndex={-1}>
          <header className="header">
            <span />
            <h2 id={id}>Connect Wallet</h2>
            <button type="button" aria-label="Close" onClick={onClose}>
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" />
              </svg>
            </button>
          </header>
          <div className="body">
            <ul className="list">
              <Row label="WalletConnect" tag="QR Code" />
              <Row label="All Wallets" />
            </ul>
          </div>
        </div>
      </div>
    </div>,
    document.body,
  )
}

function App() {
  const [open, setOpen] = useState(false)
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      {open && <Modal onClose={() => setOpen(false)} />}
    </main>
  )
}

// Enough CSS for the dialog to be laid out as a centred card over a backdrop.
const style = document.createElement('style')
style.textContent = `.overlay{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;background:#0006}
.dialog{width:360px;background:#fff;border-radius:24px;padding:12px}.header{display:grid;grid-template-columns:40px 1fr 40px}
.list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}.row{display:flex;gap:12px;width:100%;min-height:56px}`
document.head.appendChild(style)
const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
