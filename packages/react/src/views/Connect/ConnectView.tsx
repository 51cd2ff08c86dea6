// Connect with email or social login beside the wallets: a chunk of its own, loaded by ./Connect
// only when the app offers them (spec section 2: modal parts by enabled feature). The wallet
// list alone ships in the modal chunk (./WalletList).
import type { ConnectMethod, LatchState } from '@latch/core'
import { Fragment, type ReactNode, useState } from 'react'
import { EmailForm } from '../../components/EmailForm'
import { ListRow } from '../../components/ListRow'
import { useLatchRuntime } from '../../context'
import { useLatchState } from '../../hooks/useLatchState'
import { useT } from '../../i18n/useT'
import { reach } from '../../modal/reach'
import { warmUpDialogLayout } from '../../modal/warmUp'
import '../../styles/form.css'
import { socialName } from '../../utils/social'
import { CollapsedWallets } from './CollapsedWallets'
import { WalletGuide } from './WalletGuide'
import './connectLogin.css'

// This part's rows, for the hidden layout that warms the browser up before the first open. No text
// field: the browser's first one sets up form-control styles that stay in memory (82 kB of heap
// after load in the everything bench app, close to its budget), for about 2 ms off the click.
const LOGIN_SKELETON = `<form class="latch-email"><button type="submit" class="latch-primary">Continue</button></form>
<ul class="latch-list"><li><button type="button" class="latch-row"><span class="latch-wallet-icon latch-social-mark"
data-provider="google">G</span><span class="latch-row-label">Continue with Google</span></button></li></ul>`

/**
 * Readies this part at the idle prefetch (./Connect), once its chunk and stylesheet are in: its
 * rows are laid out once, hidden (../../modal/warmUp).
 */
export function prepare(): void {
  warmUpDialogLayout(LOGIN_SKELETON)
}

export interface ConnectViewProps {
  /** Connect methods in display order (spec section 2); each renders only when it has content. */
  methods: readonly ConnectMethod[]
  /**
   * The wallet list (./WalletList), made by ./Connect: it ships in the modal chunk, which this
   * chunk then need not import from.
   */
  wallets: ReactNode
  /** Opens the wallet directory (All Wallets), for the wallet guide. */
  onAllWallets?: (() => void) | undefined
  /** Email login, present only when the email feature and an embedded wallet are available. */
  onEmail?: ((email: string) => void) | undefined
  /** What core says about the email typed ('Required', 'Invalid input', the cooldown, ...). */
  emailError?: string | undefined
  emailBusy?: boolean
  /** The social logins offered, in the spec's order; the first few show, the rest behind "More". */
  socials?: readonly string[]
  onSocial?: (provider: string) => void
  /** Why the last social login ended without a connection. */
  socialError?: string | undefined
  /**
   * `features.collapseWallets`: while email or social login shows, the wallets wait behind one
   * "Continue with a wallet" row. Without either, the wallets show as usual.
   */
  collapseWallets?: boolean
  /**
   * `enableWalletGuide`: under the email and social login, "Haven't got a wallet? Get started"
   * opens the wallet directory (`onAllWallets`). Absent without login or a directory.
   */
  walletGuide?: boolean
}

export interface ConnectLoginProps extends Pick<ConnectViewProps, 'methods' | 'wallets' | 'onAllWallets'> {
  /** The socials the app wants offered, in the spec's order (./Connect's socialsWanted). */
  wantedSocials: readonly string[]
  /** Starts a social login (Connect's recent social row starts one too). */
  onSocial(provider: string): void
}

/**
 * ConnectView as ./Connect shows it, reading the email form's and the social logins' state itself:
 * a page without login carries none of that code in the modal chunk.
 */
export function ConnectLogin(props: ConnectLoginProps) {
  const { methods, wallets, onAllWallets, wantedSocials: wanted, onSocial } = props
  const { client } = useLatchRuntime()
  const email = useLatchState(selectEmailForm)
  const social = useLatchState(selectSocial)
  // Social logins are completed by the services server. The app's socials show at once; those the
  // server cannot complete leave once it says so (an app set up for socials its server has no
  // credentials for: not the usual case). Without a server there are none to offer.
  const socials = social.offered
    ? wanted.filter((provider) => social.offered?.includes(provider))
    : client.options.servicesUrl
      ? wanted
      : []
  return (
    <ConnectView
      methods={methods}
      wallets={wallets}
      onAllWallets={onAllWallets}
      onEmail={(address) => void client.embedded.connectEmail(address)}
      emailError={email.step === 'idle' ? email.error : undefined}
      emailBusy={email.busy}
      socials={socials}
      onSocial={onSocial}
      socialError={social.error}
      collapseWallets={client.options.features.collapseWallets}
      walletGuide={client.options.enableWalletGuide}
    />
  )
}

const selectEmailForm = (state: LatchState) => ({
  step: state.embedded.step,
  error: state.embedded.error,
  busy: state.embedded.busy,
})
const selectSocial = (state: LatchState) => ({
  offered: state.embedded.offeredSocials,
  error: state.embedded.socialError,
})

/** How many social buttons show before "More". */
const SOCIALS_SHOWN = 3

export function ConnectView(props: ConnectViewProps) {
  const { methods, wallets, onEmail, socials, onSocial, onAllWallets } = props
  const shown = methods.filter(
    (method) => method === 'wallet' || (method === 'email' ? !!onEmail : !!onSocial && !!socials?.length),
  )
  // The guide closes the email and social part, wherever the method order puts it.
  const lastLogin = shown.filter((method) => method !== 'wallet').at(-1)
  return (
    <div>
      {shown.map((method) => {
        if (method === 'wallet') {
          return props.collapseWallets && lastLogin ? (
            <CollapsedWallets key="wallet">{wallets}</CollapsedWallets>
          ) : (
            <Fragment key="wallet">{wallets}</Fragment>
          )
        }
        return (
          <Fragment key={method}>
            {method === 'email' && onEmail ? (
              <EmailForm onSubmit={onEmail} error={props.emailError} busy={props.emailBusy} />
            ) : (
              onSocial &&
              socials && <SocialList socials={socials} onSocial={onSocial} error={props.socialError} />
            )}
            {method === lastLogin && props.walletGuide && onAllWallets && (
              <WalletGuide onGetStarted={onAllWallets} />
            )}
          </Fragment>
        )
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
