import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'
import { CopyIcon, DisconnectIcon, ExternalIcon } from '../../components/ActionIcons'
import { Avatar } from '../../components/Avatar'
import { WalletIcon } from '../../components/ListRow'
import { Ltr } from '../../components/Ltr'
import type { MessageKey } from '../../i18n/messages'
import { useT } from '../../i18n/useT'
import type { LazyView } from '../../modal/lazyViews'
import { reach } from '../../modal/reach'
import { shortenAddress } from '../../utils/address'
import { shortenEmail } from '../../utils/email'
import { socialName } from '../../utils/social'

export const ACCOUNT_TABS = ['Tokens', 'NFTs', 'Activity'] as const
export type AccountTab = (typeof ACCOUNT_TABS)[number]

export interface AccountViewProps {
  /** The tabs shown, in order (default all three; Activity goes with the `history` feature). */
  tabs?: readonly AccountTab[]
  address: string
  profileName?: string
  profileImage?: string
  /** Already formatted by the display rules, e.g. `1.234`; none on a namespace whose chain is not read. */
  balance: string | undefined
  symbol: string
  network?: { name: string; icon?: string }
  explorerUrl?: string
  onCopy(): void
  onDisconnect(): void
  onNetworks?: () => void
  /** The embedded wallet's email, with a way to change it. */
  email?: { address: string; onChange(): void }
  /** The social account the embedded wallet signed in with. */
  social?: { userName: string; provider: string }
  disconnecting?: boolean
  /**
   * The embedded wallet's two accounts on this network: which one acts, whether the smart account
   * is deployed yet (its address is counterfactual until its first transaction), and the switch.
   */
  accountType?: { current: 'eoa' | 'smartAccount'; deployed: boolean; switching: boolean; onSwitch(): void }
  /** The account's type as shown when there is no switch (e.g. "EOA" on polkadot, "Payment" on bip122). */
  accountTypeLabel?: string
  /** The smart account's sessions (granted permissions), when the smartSessions feature is on. */
  sessions?: ReactNode
  /** Wallet features offered as buttons (Receive, Send), in the configured order, with the view each opens. */
  features?: { id: string; label: string; leadsTo?: LazyView; onClick(): void }[]
  /** An account with no name yet is offered one in the names zone (e.g. `latch.id`). */
  nameOffer?: { zone: string; onChoose(): void }
  /** The selected tab's content; without it each tab shows its empty state. */
  renderTab?: (tab: AccountTab) => ReactNode
  /** The selected tab (kept in the account state by the caller); Tokens when not given. */
  tab?: AccountTab
  onTabChange?: (tab: AccountTab) => void
}

const EMPTY_STATES: Record<AccountTab, { title: MessageKey; text: MessageKey }> = {
  Tokens: { title: 'No tokens yet', text: 'Tokens you hold on this network show up here.' },
  NFTs: { title: 'No NFTs yet', text: 'Collectibles you own show up here.' },
  Activity: { title: 'No activity yet', text: 'Your transactions show up here.' },
}

export function AccountView(props: AccountViewProps) {
  const { address, profileName, profileImage, balance, symbol, network, explorerUrl } = props
  const tabs = props.tabs ?? ACCOUNT_TABS
  const t = useT()
  const [copied, setCopied] = useState(false)
  const [ownTab, setOwnTab] = useState<AccountTab>('Tokens')
  // A tab the app does not show (Activity without `history`) falls back to the first one shown.
  const chosen = props.tab ?? ownTab
  const tab = tabs.includes(chosen) ? chosen : (tabs[0] ?? 'Tokens')
  const setTab = (next: AccountTab) => {
    setOwnTab(next)
    props.onTabChange?.(next)
  }
  const tabsId = useId()
  const root = useRef<HTMLDivElement>(null)
  const headerStart = useHeaderStart(root)
  const short = shortenAddress(address)
  // Tabs pattern: arrow keys, Home and End move between tabs; only the selected one is in the Tab order.
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(tab)
    const last = tabs.length - 1
    // Right to left, the next tab is the one on the left.
    const step = t.rtl ? -1 : 1
    const next = { ArrowRight: index + step, ArrowLeft: index - step, Home: 0, End: last }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const target = tabs[(next + tabs.length) % tabs.length] ?? 'Tokens'
    setTab(target)
    event.currentTarget.querySelector<HTMLElement>(`[data-tab="${target}"]`)?.focus()
  }
  const networkSwitch = network && props.onNetworks && (
    <button
      type="button"
      className={headerStart ? 'latch-icon-button latch-header-network' : 'latch-row'}
      title={headerStart ? network.name : undefined}
      onClick={props.onNetworks}
      {...reach('Networks')}
    >
      <WalletIcon name={network.name} src={network.icon} />
      {headerStart ? (
        <span className="latch-visually-hidden">
          {network.name} {t('Switch')}
        </span>
      ) : (
        <>
          <span className="latch-row-label">{network.name}</span>
          <span className="latch-tag">{t('Switch')}</span>
        </>
      )}
    </button>
  )
  return (
    <div ref={root} className="latch-account">
      {headerStart && networkSwitch && createPortal(networkSwitch, headerStart)}
      <div className="latch-stack latch-account-head">
        <Avatar address={address} image={profileImage} />
        <div>
          {/* Copy and the explorer sit beside the address as icons: a row of their own would push
              the tabs' content below the fold. */}
          <div className="latch-address-line">
            <p className="latch-address" title={address}>
              <Ltr>{profileName || short}</Ltr>
            </p>
            <button
              type="button"
              className="latch-icon-button"
              aria-label={copied ? t('Copied') : t('Copy address')}
              title={t('Copy address')}
              onClick={() => {
                props.onCopy()
                setCopied(true)
              }}
            >
              <CopyIcon />
            </button>
            {explorerUrl && (
              <a
                className="latch-icon-button"
                href={explorerUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('Explorer')}
                title={t('Explorer')}
              >
                <ExternalIcon />
              </a>
            )}
          </div>
          {profileName && (
            <p className="latch-muted">
              <Ltr>{short}</Ltr>
            </p>
          )}
          {props.accountType && (
            <p className="latch-muted" data-testid="account-type">
              {props.accountType.current === 'smartAccount'
                ? props.accountType.deployed
                  ? t('Smart account')
                  : t('Smart account · not deployed yet')
                : t('EOA')}
            </p>
          )}
          {!props.accountType && props.accountTypeLabel && (
            <p className="latch-muted" data-testid="account-type">
              {props.accountTypeLabel}
            </p>
          )}
          {balance !== undefined && (
            <p className="latch-balance">
              <Ltr>
                {balance} {symbol}
              </Ltr>
            </p>
          )}
        </div>
        {props.features && props.features.length > 0 && (
          <div className="latch-feature-actions">
            {props.features.map((feature) => (
              <button
                key={feature.id}
                type="button"
                className="latch-primary"
                onClick={feature.onClick}
                {...(feature.leadsTo && reach(feature.leadsTo))}
              >
                {feature.label}
              </button>
            ))}
          </div>
        )}
        <span className="latch-visually-hidden" role="status">
          {copied ? t('Address copied') : ''}
        </span>
      </div>
      <ul className="latch-list latch-account-rows">
        {props.nameOffer && (
          <li>
            <button
              type="button"
              className="latch-row"
              onClick={props.nameOffer.onChoose}
              {...reach('RegisterAccountName')}
            >
              <span className="latch-wallet-icon" aria-hidden="true">
                <NameIcon />
              </span>
              <span className="latch-row-label">{t('Get your name')}</span>
              {/* A zone reads left to right in every locale: RTL would move its dot to the end. */}
              <span className="latch-tag" dir="ltr">
                .{props.nameOffer.zone}
              </span>
            </button>
          </li>
        )}
        {props.email && (
          <li>
            <button
              type="button"
              className="latch-row"
              onClick={props.email.onChange}
              {...reach('UpdateEmail')}
            >
              <span className="latch-wallet-icon" aria-hidden="true">
                @
              </span>
              <span className="latch-row-label" title={props.email.address}>
                <EmailLabel email={props.email.address} />
              </span>
              <span className="latch-tag">{t('Change')}</span>
            </button>
          </li>
        )}
        {props.social && (
          <li>
            <div className="latch-row" data-testid="social-account">
              <span className="latch-wallet-icon" aria-hidden="true">
                {props.social.provider.charAt(0).toUpperCase()}
              </span>
              <span className="latch-row-label">{props.social.userName}</span>
              <span className="latch-tag">{socialName(props.social.provider)}</span>
            </div>
          </li>
        )}
        {props.accountType && (
          <li>
            <button
              type="button"
              className="latch-row"
              onClick={props.accountType.onSwitch}
              disabled={props.accountType.switching}
            >
              <span className="latch-wallet-icon" aria-hidden="true">
                ⇄
              </span>
              <span className="latch-row-label">
                {props.accountType.current === 'smartAccount'
                  ? t('Switch to your EOA')
                  : t('Switch to your smart account')}
              </span>
              {props.accountType.switching && <span className="latch-tag">{t('Switching…')}</span>}
            </button>
          </li>
        )}
        {!headerStart && networkSwitch && <li>{networkSwitch}</li>}
        <li>
          <button
            type="button"
            className="latch-row"
            onClick={props.onDisconnect}
            disabled={props.disconnecting}
          >
            <span className="latch-wallet-icon" aria-hidden="true">
              <DisconnectIcon />
            </span>
            <span className="latch-row-label">
              {props.disconnecting ? t('Disconnecting…') : t('Disconnect')}
            </span>
          </button>
        </li>
      </ul>
      {props.sessions}
      <div className="latch-tabs" role="tablist" aria-label={t('Account')} onKeyDown={onTabKey}>
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            data-tab={name}
            id={`${tabsId}-${name}`}
            className="latch-tab"
            aria-selected={tab === name}
            aria-controls={`${tabsId}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
          >
            {t(name)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${tabsId}-panel`}
        aria-labelledby={`${tabsId}-${tab}`}
        className={props.renderTab ? 'latch-tab-panel' : 'latch-empty'}
      >
        {props.renderTab ? (
          props.renderTab(tab)
        ) : (
          <>
            <p className="latch-heading">{t(EMPTY_STATES[tab].title)}</p>
            <p>{t(EMPTY_STATES[tab].text)}</p>
          </>
        )}
      </div>
    </div>
  )
}

/** An email cut from the middle of its local part, so the domain stays; the whole of it is read out. */
function EmailLabel({ email }: { email: string }) {
  const short = shortenEmail(email)
  if (short === email) return <Ltr>{email}</Ltr>
  return (
    <>
      <span aria-hidden="true">
        <Ltr>{short}</Ltr>
      </span>
      <span className="latch-visually-hidden">{email}</span>
    </>
  )
}

/**
 * The dialog header's start slot, left empty when there is no back button (../../modal/Dialog): the
 * network switch goes there instead of taking a row above the tabs. None outside a dialog, or
 * while a back button holds the slot: the switch is then a row.
 */
function useHeaderStart(root: RefObject<HTMLElement | null>): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null)
  useLayoutEffect(() => {
    const header = root.current?.closest('.latch-dialog')?.querySelector(':scope > .latch-header')
    if (!header) return
    const find = () => setSlot(header.querySelector<HTMLElement>(':scope > span:first-child'))
    find()
    // The back button may come or go while Account stays up, taking the slot or giving it back.
    const observer = new MutationObserver(find)
    observer.observe(header, { childList: true })
    return () => observer.disconnect()
  }, [root])
  return slot
}

/** A name tag: drawn here, not among the modal's icons, so only the Account chunk carries it. */
function NameIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 12V4h8l10 10-8 8z" />
      <circle cx="7.5" cy="8.5" r="1.5" />
    </svg>
  )
}
