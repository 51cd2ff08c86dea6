// Loading, empty and error states shared by the Tokens, NFTs and Activity tabs.

export function TabSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} aria-busy="true" className="latch-list">
      <span className="latch-visually-hidden">{label}…</span>
      <div className="latch-skeleton" />
      <div className="latch-skeleton" />
      <div className="latch-skeleton" />
    </div>
  )
}

export function TabMessage(props: { title: string; text: string; onRetry?: () => void }) {
  return (
    <div className="latch-empty" role={props.onRetry ? 'alert' : undefined}>
      <p className="latch-heading">{props.title}</p>
      <p>{props.text}</p>
      {props.onRetry && (
        <button type="button" className="latch-secondary" onClick={props.onRetry}>
          Try again
        </button>
      )}
    </div>
  )
}
