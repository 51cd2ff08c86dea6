export interface EmptyStateProps {
  heading: string
  text?: string
  /** A way on: the button's label and what it does. */
  action?: { label: string; onClick(): void }
  /** Announced at once (a problem), or just shown. */
  alert?: boolean
}

/** A view's message when there is nothing to show or do here: a heading, a line, and a way on. */
export function EmptyState({ heading, text, action, alert }: EmptyStateProps) {
  return (
    <div className="latch-empty" role={alert ? 'alert' : undefined}>
      <p className="latch-heading">{heading}</p>
      {text && <p>{text}</p>}
      {action && (
        <button type="button" className="latch-secondary" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </div>
  )
}
