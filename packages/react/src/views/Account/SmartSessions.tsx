import type { LatchState, SmartSession } from '@latch/core'
import { useEffect } from 'react'
import { useLatchRuntime } from '../../context'
import { useLatchState } from '../../hooks/useLatchState'
import { ENGLISH, type Translate, useT } from '../../i18n/useT'

const selectSessions = (state: LatchState) => ({
  sessions: state.embedded.sessions,
  revoking: state.embedded.revoking,
})

/** What a session allows, in words: the native-token allowance and its end. */
export function describeSession(session: SmartSession, t: Translate = ENGLISH): string {
  const permissions = Array.isArray(session.permissions) ? session.permissions : []
  const allowance = (permissions[0] as { data?: { allowance?: unknown } } | undefined)?.data?.allowance
  const wei =
    typeof allowance === 'string' && /^0x[0-9a-fA-F]{1,32}$/.test(allowance) ? BigInt(allowance) : undefined
  const amount =
    wei === undefined ? t('Unknown allowance') : t('Up to {amount} ETH', { amount: formatWei(wei) })
  const expiry =
    typeof session.expiry === 'number'
      ? new Date(session.expiry * 1000).toLocaleString(t.locale === 'en' ? 'en-US' : t.locale)
      : '?'
  return t('{amount} · until {date}', { amount, date: expiry })
}

function formatWei(wei: bigint): string {
  const whole = wei / 10n ** 18n
  const fraction = (wei % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '').slice(0, 6)
  return fraction ? `${whole}.${fraction}` : `${whole}`
}

/** The smart account's active sessions (smartSessions feature), each with Revoke. */
export function SmartSessions({ address }: { address: string }) {
  const { client } = useLatchRuntime()
  const { sessions, revoking } = useLatchState(selectSessions)
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
            <span className="latch-row-label">{describeSession(session, t)}</span>
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
