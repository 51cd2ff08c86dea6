// Loading, empty and error states shared by the Tokens, NFTs and Activity tabs.
import type { MessageValues } from '../../i18n/fill'
import type { MessageKey } from '../../i18n/messages'
import { useT } from '../../i18n/useT'

export function TabSkeleton({ label }: { label: MessageKey }) {
  const t = useT()
  return (
    <div role="status" aria-label={t(label)} aria-busy="true" className="latch-list">
      <span className="latch-visually-hidden">{t(label)}…</span>
      <div className="latch-skeleton" />
      <div className="latch-skeleton" />
      <div className="latch-skeleton" />
    </div>
  )
}

export function TabMessage(props: {
  title: MessageKey
  /** Values for the title's placeholders. */
  values?: MessageValues
  text: MessageKey
  onRetry?: () => void
}) {
  const t = useT()
  return (
    <div className="latch-empty" role={props.onRetry ? 'alert' : undefined}>
      <p className="latch-heading">{t(props.title, props.values)}</p>
      <p>{t(props.text)}</p>
      {props.onRetry && (
        <button type="button" className="latch-secondary" onClick={props.onRetry}>
          {t('Try again')}
        </button>
      )}
    </div>
  )
}
