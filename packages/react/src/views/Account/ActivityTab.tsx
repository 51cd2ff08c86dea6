import { type ActivityEntry, getAccount, getNetwork, type LatchState } from '@latch/core'
import { describeTransaction, groupByDay, isActivityListed, nativeIconOf } from '@latch/core/internal'
import { useEffect, useMemo, useRef } from 'react'
import { ExternalIcon } from '../../components/ActionIcons'
import { Ltr } from '../../components/Ltr'
import { useLatchRuntime } from '../../context'
import { useLatchState } from '../../hooks/useLatchState'
import { useT } from '../../i18n/useT'
import '../../styles/portfolio.css'
import { isSafeImageUrl } from '../../utils/image'
import { TabMessage, TabSkeleton } from './TokensTabStates'

const selectActivity = (state: LatchState) => state.portfolio.activity
const selectContext = (state: LatchState) => ({
  account: getAccount(state).address || '',
  explorer: getNetwork(state).caipNetwork?.blockExplorers?.default.url,
  nativeSymbol: getNetwork(state).caipNetwork?.nativeCurrency.symbol,
  nativeIcon: nativeIconOf(getNetwork(state).caipNetwork),
})
const selectNetworkName = (state: LatchState) => getNetwork(state).caipNetwork?.name ?? ''

const TITLES = {
  sent: 'Sent',
  received: 'Received',
  self: 'Self transfer',
  swapped: 'Swapped',
  approved: 'Approved',
  called: 'Contract call',
} as const
const LINK_LABELS = {
  sent: 'View sent transaction on the explorer',
  received: 'View received transaction on the explorer',
  self: 'View self transfer transaction on the explorer',
  swapped: 'View swap transaction on the explorer',
  approved: 'View approval transaction on the explorer',
  called: 'View contract call on the explorer',
} as const
const BADGES = { sent: '↑', received: '↓', self: '↔', swapped: '⇄', approved: '✓', called: '•' } as const

function ActivityRow({ entry }: { entry: ActivityEntry }) {
  const t = useT()
  const time = entry.minedAt?.toLocaleTimeString(t.locale === 'en' ? 'en-US' : t.locale, {
    hour: 'numeric',
    minute: '2-digit',
  })
  return (
    <li className="latch-activity">
      <span className="latch-activity-icon" aria-hidden="true">
        {isSafeImageUrl(entry.icon) ? (
          <img src={entry.icon} alt="" referrerPolicy="no-referrer" />
        ) : (
          <span className="latch-activity-glyph">{BADGES[entry.direction]}</span>
        )}
        <span className="latch-activity-badge" data-direction={entry.direction}>
          {BADGES[entry.direction]}
        </span>
      </span>
      <span className="latch-activity-main">
        <span className="latch-activity-title">{t(TITLES[entry.direction])}</span>
        <span className="latch-muted latch-small">{time}</span>
      </span>
      <span className="latch-activity-side">
        {entry.amounts.map((amount, index) => (
          // Amounts of one transaction may repeat (two equal transfers), so the index is the key.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the entry
          <span key={index}>
            <Ltr>{amount}</Ltr>
          </span>
        ))}
        {entry.explorerUrl && (
          <a
            className="latch-link latch-small"
            href={entry.explorerUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(LINK_LABELS[entry.direction])}
          >
            {t('Explorer')} <ExternalIcon />
          </a>
        )}
      </span>
    </li>
  )
}

/** Asks for the next page when the end of the list scrolls into view. */
function useNextPage(onVisible: () => void, active: boolean) {
  const sentinel = useRef<HTMLDivElement>(null)
  const callback = useRef(onVisible)
  callback.current = onVisible
  useEffect(() => {
    const target = sentinel.current
    if (!active || !target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((records) => {
      if (records.some((record) => record.isIntersecting)) callback.current()
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [active])
  return sentinel
}

/** Activity tab: transactions grouped by day, paged by cursor as the visitor scrolls. */
export function ActivityTab() {
  const { client } = useLatchRuntime()
  const activity = useLatchState(selectActivity)
  const context = useLatchState(selectContext)
  const listed = useLatchState(isActivityListed)
  const networkName = useLatchState(selectNetworkName)
  const t = useT()
  useEffect(() => {
    void client.portfolio.fetchActivity()
  }, [client])
  const days = useMemo(
    () =>
      groupByDay(
        activity.items.map((transaction) =>
          describeTransaction(transaction, {
            account: context.account,
            explorer: context.explorer,
            locale: t.locale,
            native: context.nativeSymbol
              ? { symbol: context.nativeSymbol, icon: context.nativeIcon }
              : undefined,
          }),
        ),
        undefined,
        t.locale,
      ),
    [activity.items, context, t.locale],
  )
  const hasMore = activity.next !== undefined && activity.status === 'ready'
  const sentinel = useNextPage(() => void client.portfolio.fetchActivity({ more: true }), hasMore)

  // Where no transactions are read, say so rather than promise they will show up.
  if (!listed) {
    return (
      <TabMessage
        title="Activity is not available on {network}"
        values={{ network: networkName }}
        text="Transactions on this network are not listed here."
      />
    )
  }
  if (activity.status === 'error' && activity.items.length === 0) {
    return (
      <TabMessage
        title="Activity is unavailable"
        text="Your transactions could not be loaded."
        onRetry={() => void client.portfolio.fetchActivity()}
      />
    )
  }
  if (activity.items.length === 0 && (activity.status === 'loading' || activity.status === 'idle')) {
    return <TabSkeleton label="Loading activity" />
  }
  if (activity.items.length === 0) {
    return <TabMessage title="No activity yet" text="Your transactions show up here." />
  }
  return (
    <div aria-busy={activity.loadingMore}>
      {days.map((day) => (
        <section key={day.label} aria-label={t.text(day.label)} className="latch-day-group">
          <h3 className="latch-day">{t.text(day.label)}</h3>
          <ul className="latch-list">
            {day.entries.map((entry) => (
              <ActivityRow key={entry.id} entry={entry} />
            ))}
          </ul>
        </section>
      ))}
      {activity.loadingMore && <TabSkeleton label="Loading more activity" />}
      {activity.status === 'error' && (
        <TabMessage
          title="More activity is unavailable"
          text="The next page could not be loaded."
          onRetry={() => void client.portfolio.fetchActivity({ more: true })}
        />
      )}
      <div ref={sentinel} className="latch-sentinel" />
    </div>
  )
}
