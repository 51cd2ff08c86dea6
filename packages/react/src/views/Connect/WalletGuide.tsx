import { useT } from '../../i18n/useT'
import { reach } from '../../modal/reach'

/**
 * `enableWalletGuide`: under email and social login, a way for a visitor without a wallet to
 * find one: "Get started" opens the wallet directory.
 */
export function WalletGuide({ onGetStarted }: { onGetStarted(): void }) {
  const t = useT()
  return (
    <p className="latch-guide">
      {t("Haven't got a wallet?")}{' '}
      <button type="button" className="latch-text-button" onClick={onGetStarted} {...reach('AllWallets')}>
        {t('Get started')}
      </button>
    </p>
  )
}
