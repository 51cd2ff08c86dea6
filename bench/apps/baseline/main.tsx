// The reference point: a plain React page whose one button opens a native <dialog> with
// showModal() in its click handler, the fastest a React page can show a dialog.
import { StrictMode, useRef } from 'react'
import { createRoot } from 'react-dom/client'

function App() {
  const dialog = useRef<HTMLDialogElement>(null)
  return (
    <main>
      <button type="button" onClick={() => dialog.current?.showModal()}>
        Open dialog
      </button>
      <dialog ref={dialog} aria-label="Example dialog">
        <p>Hello.</p>
        <button type="button" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </dialog>
    </main>
  )
}

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
