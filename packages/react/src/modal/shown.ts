// Whether the modal is on screen. Once the visitor points at, presses or focuses a Latch button,
// the modal is rendered unseen (../provider/LatchProvider: ModalHost), so the click that follows
// only shows it; what may run only while it shows (focus moving in, key handlers, what a view asks
// of the services, a toast's time in view) waits for this.
import { createContext, useContext } from 'react'

/** True unless the modal is rendered unseen, ahead of the click that opens it. */
export const ModalShown = createContext(true)

export const useModalShown = (): boolean => useContext(ModalShown)
