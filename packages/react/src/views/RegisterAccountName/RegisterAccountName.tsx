import { isConnected, type LatchState } from '@latch/core'
import { accountNameFieldMessage } from '@latch/core/internal'
import { useEffect, useRef, useState } from 'react'
import { useLatchRuntime } from '../../context'
import { useLatchState } from '../../hooks/useLatchState'
import { useT } from '../../i18n/useT'
import { RegisterAccountNameView } from './RegisterAccountNameView'

/** Wait after the last keystroke before asking the server about a name. */
export const NAME_CHECK_DELAY_MS = 300

/**
 * Pick and register an account name: the rules are checked as you type, availability and
 * suggestions come from the server, and the wallet signs the registration (eip155 only).
 */
export default function RegisterAccountName() {
  const { client } = useLatchRuntime()
  const names = useLatchState(selectNames)
  const eip155 = useLatchState(selectEip155Connected)
  const routeError = useLatchState(selectRouteError)
  const [value, setValue] = useState(names.input)
  // An empty field is only an error once Register was pressed; typing clears that.
  const [submittedEmpty, setSubmittedEmpty] = useState(false)
  const t = useT()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const change = (next: string, delay = NAME_CHECK_DELAY_MS) => {
    setValue(next)
    setSubmittedEmpty(false)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      client.names.checkName(next).catch((error: unknown) => {
        client.showToast(error instanceof Error ? error.message : String(error), 'error')
      })
    }, delay)
  }

  const ruleError = value === '' && !submittedEmpty ? undefined : accountNameFieldMessage(value)
  // The store answers for the name last checked; until it catches up with the field, say nothing.
  const current = names.input === value
  return (
    <RegisterAccountNameView
      value={value}
      zone={names.zone}
      ruleError={ruleError}
      status={current ? names.status : undefined}
      error={current ? names.error : routeError}
      suggestions={current ? names.suggestions : []}
      suggestionsError={current ? names.suggestionsError : undefined}
      registering={names.registering}
      unavailable={
        eip155 ? undefined : t('Names are available for eip155 accounts only. Connect an EVM wallet.')
      }
      onChange={(next) => change(next)}
      onPick={(label) => change(label, 0)}
      onSubmit={() => {
        if (accountNameFieldMessage(value)) setSubmittedEmpty(true)
        else void client.names.registerName(value)
      }}
    />
  )
}

const selectNames = (state: LatchState) => state.names
const selectEip155Connected = (state: LatchState) =>
  state.networks.activeNamespace === 'eip155' && isConnected(state, 'eip155')
const selectRouteError = (state: LatchState) => {
  const error = state.router.data?.error
  return typeof error === 'string' ? error : undefined
}
