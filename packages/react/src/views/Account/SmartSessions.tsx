import {
  getTokenBalance,
  type LatchState,
  type SmartSession,
  sessionAllowance,
  type TokenBalance,
} from '@latch/core'
import { useEffect } from 'react'
import { useLatchRuntime } from '../../context'
import { useLatchState } from '../../hooks/useLatchState'
import { ENGLISH, type Translate, useT } from '../../i18n/useT'

const selectSessions = (state: LatchState) => ({
  sessions: state.embedded.sessions,
  revoking: state.embedded.revoking,
  balances: getTokenBalance(state),
})

/** What a session allows, in words: the allowance (native or one token) and its end. */
export function describeSession(
  session: SmartSession,
  balances: readonly TokenBalance[],
  t: Translate = ENGLISH,
): string {
  const { amount, symbol } = sessionAllowance(session, balances)
  const allowance =
    amount === undefined ? t('Unknown allowance') : t('Up to {amount} {symbol}', { amount, symbol })
  const expiry =
    typeof session.expiry === 'number'
      ? new Date(session.expiry * 1000).toLocaleString(t.locale === 'en' ? 'en-US' : t.locale)
      : '?'
  return t('{amount} · until {date}', { amount: allowance, date: expiry })
}

/** The smart account's active sessions (smartSessions feature), each with Revoke. */
export function SmartSessions({ address }: { address: string }) {
  const { client } = useLatchRuntime()
  const { sessions, revoking, balances } = useLatchState(selectSessions)
  const t = useT()
  useEffect(() => {
    if (address) client.embedded.loadSessions().catch(() => {})
  }, [client, address])
  if (!sessions || sessions.length === 0) return null
  return (
    <section aria-label={t('Sessions')} className="latch-sessions">
      <p className="latch-muted">{t('Active sessions')}</p>
      <ul className="latch-list">
        {sessions.map((session) => (
          <li key={session.pci} className="latch-row" data-testid="smart-session">
            <span className="latch-row-label">{describeSession(session, balances, t)}</span>
            <button
              type="button"
              className="latch-tag"
              disabled={revoking !== undefined}
              onClick={() => void client.embedded.revokeSession(session.pci).catch(() => {})}
            >
              {revoking === session.pci ? t('Revoking…') : t('Revoke')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
