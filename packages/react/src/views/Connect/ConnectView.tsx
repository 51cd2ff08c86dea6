import type { ConnectMethod } from '@latch/core'
import { useState } from 'react'
import { EmailForm } from '../../components/EmailForm'
import { ListRow } from '../../components/ListRow'
import { useT } from '../../i18n/useT'
import { reach } from '../../modal/reach'
import { socialName } from '../../utils/social'
import { type WalletRow, walletRowView } from './walletRows'

export interface ConnectViewProps {
  /** Connect methods in display order (spec section 2); each renders only when it has content. */
  methods: readonly ConnectMethod[]
  /** Wallets in the connector type order, recent ones among them (marked). */
  rows: readonly WalletRow[]
  onSelectWallet(row: WalletRow): void
  /** Shown as a final "All Wallets" row when given. */
  onAllWallets?: () => void
  /** How many wallets the directory holds, shown on the All Wallets row. */
  allWalletsCount?: number
  /** Email login, present only when the email feature and an embedded wallet are available. */
  onEmail?: (email: string) => void
  /** What core says about the email typed ('Required', 'Invalid input', the cooldown, ...). */
  emailError?: string
  emailBusy?: boolean
  /** The social logins offered, in the spec's order; the first few show, the rest behind "More". */
  socials?: readonly string[]
  onSocial?: (provider: string) => void
  /** Why the last social login ended without a connection. */
  socialError?: string
}

/** How many social buttons show before "More". */
const SOCIALS_SHOWN = 3

export function ConnectView(props: ConnectViewProps) {
  const { methods, rows, onSelectWallet, onEmail, socials, onSocial } = props
  return (
    <div>
      {methods.map((method) => {
        if (method === 'wallet') {
          return (
            <WalletList
              key="wallet"
              rows={rows}
              onSelect={onSelectWallet}
              onAllWallets={props.onAllWallets}
              allWalletsCount={props.allWalletsCount}
            />
          )
        }
        if (method === 'email' && onEmail) {
          return <EmailForm key="email" onSubmit={onEmail} error={props.emailError} busy={props.emailBusy} />
        }
        if (method === 'social' && onSocial && socials?.length) {
          return <SocialList key="social" socials={socials} onSocial={onSocial} error={props.socialError} />
        }
        return null
      })}
    </div>
  )
}

function SocialList(props: { socials: readonly string[]; onSocial(provider: string): void; error?: string }) {
  const [all, setAll] = useState(false)
  const shown = all ? props.socials : props.socials.slice(0, SOCIALS_SHOWN)
  const t = useT()
  const hidden = props.socials.length - shown.length
  return (
    <>
      <ul className="latch-list" aria-label={t('Social logins')}>
        {shown.map((provider) => (
          <li key={provider}>
            <ListRow
              label={t('Continue with {name}', { name: socialName(provider) })}
              iconNode={<SocialMark provider={provider} />}
              leadsTo={reach(provider === 'farcaster' ? 'ConnectingFarcaster' : 'ConnectingSocial')}
              onClick={() => props.onSocial(provider)}
            />
          </li>
        ))}
        {hidden > 0 && (
          <li>
            <ListRow
              label={t('More')}
              iconNode={
                <span className="latch-wallet-icon" aria-hidden="true">
                  …
                </span>
              }
              tag={hidden.toLocaleString(t.locale)}
              onClick={() => setAll(true)}
            />
          </li>
        )}
      </ul>
      {props.error && (
        <p className="latch-error-text" role="alert">
          {t.text(props.error)}
        </p>
      )}
    </>
  )
}

/** The provider's initial on its own colour: a mark that needs no image request. */
function SocialMark({ provider }: { provider: string }) {
  return (
    <span className="latch-wallet-icon latch-social-mark" data-provider={provider} aria-hidden="true">
      {provider === 'github' ? 'GH' : socialName(provider).charAt(0)}
    </span>
  )
}

function WalletList(props: {
  rows: readonly WalletRow[]
  onSelect(row: WalletRow): void
  onAllWallets?: () => void
  allWalletsCount?: number
}) {
  const { rows, onSelect, onAllWallets, allWalletsCount } = props
  const t = useT()
  if (rows.length === 0 && !onAllWallets) {
    return <p className="latch-empty">{t('No wallet found. Install a browser wallet to continue.')}</p>
  }
  return (
    <ul className="latch-list" aria-label={t('Wallets')}>
      {rows.map((row) => (
        <li key={row.id}>
          <ListRow
            label={row.name}
            icon={row.imageUrl}
            tag={row.tag && t(row.tag)}
            tagTone={row.tag === 'Installed' ? 'success' : undefined}
            leadsTo={reach(walletRowView(row))}
            onClick={() => onSelect(row)}
          />
        </li>
      ))}
      {onAllWallets && (
        <li>
          <ListRow
            label={t('All Wallets')}
            iconNode={<GridIcon />}
            tag={allWalletsCount ? allWalletsCount.toLocaleString(t.locale) : undefined}
            leadsTo={reach('AllWallets')}
            onClick={onAllWallets}
          />
        </li>
      )}
    </ul>
  )
}

function GridIcon() {
  return (
    <span className="latch-wallet-icon" aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        <rect x="4" y="4" width="7" height="7" rx="2" />
        <rect x="13" y="4" width="7" height="7" rx="2" />
        <rect x="4" y="13" width="7" height="7" rx="2" />
        <rect x="13" y="13" width="7" height="7" rx="2" />
      </svg>
    </span>
  )
}
