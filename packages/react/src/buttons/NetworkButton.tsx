import { WalletIcon } from '../components/ListRow'
import { useLatch } from '../hooks/useLatch'
import { useLatchState } from '../hooks/useLatchState'
import { useNetwork } from '../hooks/useNetwork'
import { useResolvedTheme } from '../hooks/useResolvedTheme'
import { useVisitorActed } from '../hooks/useVisitorActed'
import { useT } from '../i18n/useT'
import { prefetchModal } from '../modal/loadModal'
import { selectThemeMode } from './selectors'

export interface NetworkButtonProps {
  /** Text when no network is active. Default "Select Network" in the modal's language. */
  label?: string
}

/** Shows the active network and opens the network list; warns when the wallet is on an unsupported one. */
export function NetworkButton({ label }: NetworkButtonProps) {
  const { open } = useLatch()
  const { caipNetwork, isUnsupported } = useNetwork()
  const theme = useResolvedTheme(useLatchState(selectThemeMode))
  const t = useT()
  // The network's image is a request to the services server: it waits until the visitor acts.
  const acted = useVisitorActed()
  const target = isUnsupported ? 'UnsupportedChain' : 'Networks'
  const prefetch = () => prefetchModal(target)
  const onClick = () => {
    prefetch()
    open(target)
  }
  return (
    <button
      type="button"
      className="latch-button"
      data-latch-theme={theme}
      data-variant={isUnsupported ? 'warning' : 'network'}
      onPointerEnter={prefetch}
      onPointerDown={prefetch}
      onFocus={prefetch}
      onClick={onClick}
    >
      {isUnsupported ? (
        t('Wrong Network')
      ) : caipNetwork ? (
        <>
          <WalletIcon name={caipNetwork.name} src={acted ? caipNetwork.assets?.imageUrl : undefined} />
          <span>{caipNetwork.name}</span>
        </>
      ) : (
        (label ?? t('Select Network'))
      )}
    </button>
  )
}
