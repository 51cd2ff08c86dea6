// Small stroke icons drawn inline so the modal needs no icon font or extra request: the frame and
// the dialog's own buttons here, the views' in ../components/ActionIcons, which loads with them.
import type { ReactNode } from 'react'

/** A 24-unit stroke icon; views draw their own inside it. */
export function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

export function BackIcon() {
  return (
    <Icon>
      <path d="M15 18l-6-6 6-6" />
    </Icon>
  )
}

export function CloseIcon() {
  return (
    <Icon>
      <path d="M18 6L6 18M6 6l12 12" />
    </Icon>
  )
}
