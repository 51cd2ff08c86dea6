import { useT } from '../i18n/useT'

/** What shows where code could not be fetched (offline, a deploy in between), with a retry. */
export function LoadFailed({ onRetry }: { onRetry(): void }) {
  const t = useT()
  return (
    <div className="latch-stack" role="alert">
      <p className="latch-empty">
        {t('This step could not be loaded. Check your connection and try again.')}
      </p>
      <button type="button" className="latch-button" onClick={onRetry}>
        {t('Try again')}
      </button>
    </div>
  )
}
