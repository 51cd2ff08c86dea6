import { useT } from '../../i18n/useT'

/**
 * `enableWalletGuide`: under email and social login, a way for a visitor without a wallet to
 * find one: "Get started" opens the wallet directory.
 */
export function WalletGuide({ onGetStarted }: { onGetStarted(): void }) {
  const t = useT()
  return (
    <p className="latch-guide">
      {t("Haven't got a wallet?")}{' '}
      <button type="button" className="latch-text-button" onClick={onGetStarted}>
        {t('Get started')}
      </button>
    </p>
  )
}
