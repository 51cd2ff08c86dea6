import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useScrollCue } from '../hooks/useScrollCue'
import { ENGLISH, type Translate } from '../i18n/useT'
import { afterPaint } from '../utils/afterPaint'
import { trapTab } from './focusTrap'
import { BackIcon, CloseIcon } from './icons'
import './modal.css'

/**
 * Where the dialog goes: `portal` appends it to document.body (default), `in-place` keeps the
 * overlay where the provider sits (`disableAppend`), `inline` renders a card in the page flow
 * (embedded mode) with no overlay, no focus trap and no Escape handling.
 */
export type DialogPlacement = 'portal' | 'in-place' | 'inline'

export interface DialogProps {
  title: string
  theme: 'light' | 'dark'
  /** The modal's language: its header buttons' names, and right to left mirrors the layout. */
  t?: Translate
  placement: DialogPlacement
  /** Narrow screens (<= 430 px) get a bottom sheet. */
  sheet: boolean
  /** Shakes the card, e.g. when a close was refused. */
  shake?: boolean
  /** Changes with the view; focus lost with the old view's elements returns to the dialog. */
  contentKey?: string
  onClose(): void
  /** Marks Close as unavailable; it stays focusable and a press still shakes the card. */
  closeDisabled?: boolean
  /** Shown as a back button when given. */
  onBack?: () => void
  /** Rendered above the body, e.g. alerts and toasts. */
  notices?: ReactNode
  /**
   * Rendered ahead of the click that opens it (./shown): laid out, but unseen, unheard and out of
   * reach; focus, keys and the rest wait until it shows.
   */
  hidden?: boolean
  children: ReactNode
}

/**
 * Parts of the dialog kept outside its element, e.g. the embedded wallet's frame laid over
 * ApproveTransaction (moving a frame in the page would reload it): focus may go there.
 */
const isDialogPart = (node: Node) =>
  node instanceof Element && node.closest('[data-latch-dialog-part]') !== null

/**
 * Moves focus to the dialog unless it is already inside, or in one of its parts (the frame a view
 * hands focus to may have taken it in the meantime).
 */
function focusUnlessWithin(dialog: HTMLElement | null): void {
  const active = document.activeElement
  if (!dialog || (active && (dialog.contains(active) || isDialogPart(active)))) return
  dialog.focus({ preventScroll: true })
}

export function Dialog(props: DialogProps) {
  const {
    title,
    theme,
    t = ENGLISH,
    placement,
    sheet,
    shake,
    contentKey,
    onClose,
    closeDisabled,
    onBack,
    notices,
    hidden = false,
    children,
  } = props
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  useScrollCue(bodyRef)
  const pressStartedOnBackdrop = useRef(false)
  const modal = placement !== 'inline'
  // Read through a ref so the listeners below stay attached for the dialog's whole life.
  const closeRef = useRef(onClose)
  closeRef.current = onClose

  // Focus moves in on open, stays in while open, and returns to whatever opened the dialog (the
  // button) on close. One effect so the focus guard is gone before focus is handed back.
  useLayoutEffect(() => {
    if (!modal || hidden) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current
      if (!dialog) return
      if (event.key === 'Escape') {
        event.preventDefault()
        closeRef.current()
      } else if (trapTab(dialog, event)) {
        event.preventDefault()
      }
    }
    // Focus that escapes (a script, an extension) is pulled back into the dialog.
    const onFocusIn = (event: FocusEvent) => {
      const dialog = dialogRef.current
      if (
        dialog &&
        event.target instanceof Node &&
        !dialog.contains(event.target) &&
        !isDialogPart(event.target)
      )
        dialog.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    // Focus moves in once the dialog's first frame is painted: focusing now would force a style
    // pass inside the click (most of the opening's cost), before the browser paints the dialog.
    // Keys are handled from now on (above), so Escape and Tab already work in between.
    const cancelFocus = afterPaint(() => focusUnlessWithin(dialogRef.current))
    return () => {
      cancelFocus()
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      if (opener?.isConnected) opener.focus()
    }
  }, [modal, hidden])

  // The back button leaves when history empties, possibly before the next view is shown (its
  // chunk still loading), so its leaving also hands focus back to the dialog.
  const hasBack = Boolean(onBack)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the view changes
  useEffect(
    () =>
      afterPaint(() => {
        if (modal && !hidden) focusUnlessWithin(dialogRef.current)
      }),
    [modal, contentKey, hasBack, hidden],
  )

  const dialog = (
    <div
      ref={dialogRef}
      className={shake ? 'latch-dialog latch-shake' : 'latch-dialog'}
      role="dialog"
      aria-modal={modal ? true : undefined}
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      {/* A div, not <header>: a header outside a sectioning element is a page banner, and the host
          page has its own; the dialog's title bar is no landmark of the page. */}
      <div className="latch-header">
        {onBack ? (
          <button type="button" className="latch-icon-button" aria-label={t('Back')} onClick={onBack}>
            <BackIcon />
          </button>
        ) : (
          // Left empty for the view: Account puts its network switch here (views/Account/AccountView).
          <span />
        )}
        <h2 id={titleId} className="latch-title">
          {title}
        </h2>
        <button
          type="button"
          className="latch-icon-button"
          aria-label={t('Close')}
          aria-disabled={closeDisabled || undefined}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      {notices}
      <div ref={bodyRef} className="latch-body latch-scroll-cue">
        {children}
      </div>
    </div>
  )

  const overlayClass = ['latch-overlay', sheet && 'latch-sheet'].filter(Boolean).join(' ')
  const tree = (
    <div
      className={placement === 'inline' ? 'latch-root latch-inline' : 'latch-root'}
      data-latch-theme={theme}
      lang={t.locale}
      dir={t.rtl ? 'rtl' : undefined}
      data-latch-hidden={hidden ? '' : undefined}
      aria-hidden={hidden || undefined}
      inert={hidden || undefined}
    >
      {placement === 'inline' ? (
        dialog
      ) : (
        // The backdrop is a pointer convenience only; keyboard users close with Escape or the button.
        // biome-ignore lint/a11y/noStaticElementInteractions: backdrop click mirrors the Close button
        // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled on the document
        <div
          className={overlayClass}
          onPointerDown={(event) => {
            pressStartedOnBackdrop.current = event.target === event.currentTarget
          }}
          onClick={(event) => {
            // A drag that starts inside the dialog and ends on the backdrop must not close it.
            if (event.target === event.currentTarget && pressStartedOnBackdrop.current) onClose()
            pressStartedOnBackdrop.current = false
          }}
        >
          {dialog}
        </div>
      )}
    </div>
  )

  return placement === 'portal' ? createPortal(tree, document.body) : tree
}
