import { type Connector, isUserRejection, type LatchState } from '@latch/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useLatchRuntime } from '../../context'
import { useLatchState } from '../../hooks/useLatchState'
import { useT } from '../../i18n/useT'
import { ConnectingExternalView, type ConnectingStatus } from './ConnectingExternalView'

/** Waits for the wallet to grant access; declined and failed requests can be retried. */
export default function ConnectingExternal() {
  const { client } = useLatchRuntime()
  const connector = useLatchState(selectConnector)
  const [status, setStatus] = useState<ConnectingStatus>('waiting')
  const [errorMessage, setErrorMessage] = useState<string>()
  const attempt = useRef(0)
  const t = useT()

  const connect = useCallback(
    (target: Connector) => {
      const id = ++attempt.current
      setStatus('waiting')
      client.connect({ connectorId: target.id, namespace: target.chain }).then(
        () => {
          // A later retry, or a view change (sign-in opened), owns the modal now.
          if (id === attempt.current && client.store.getState().router.view === 'ConnectingExternal')
            client.close()
        },
        (error: unknown) => {
          if (id !== attempt.current) return
          setErrorMessage(error instanceof Error ? error.message : undefined)
          setStatus(isUserRejection(error) ? 'rejected' : 'error')
        },
      )
    },
    [client],
  )

  useEffect(() => {
    if (!connector) return
    connect(connector)
    // Leaving the view abandons the attempt's outcome (StrictMode re-runs start a fresh one).
    return () => {
      attempt.current++
    }
  }, [connector, connect])

  if (!connector) return <p className="latch-empty">{t('No wallet selected.')}</p>
  return (
    <ConnectingExternalView
      walletName={connector.name}
      walletIcon={connector.imageUrl}
      status={status}
      errorMessage={errorMessage}
      onRetry={() => connect(connector)}
    />
  )
}

const selectConnector = (state: LatchState) => state.router.data?.connector
