import { type AccountType, displayedBalance, getCurrentTab, type LatchState } from '@latch/core'
import {
  defaultAccountType,
  isBalanceRead,
  isNameRegistrationOffered,
  isOnRampShown,
  isSendSupported,
  isSwapShown,
} from '@latch/core/internal'
import { type ComponentType, useEffect, useState } from 'react'
import { useLatchRuntime } from '../../context'
import { useAccount } from '../../hooks/useAccount'
import { useDisconnect } from '../../hooks/useDisconnect'
import { useLatchState } from '../../hooks/useLatchState'
import { useNetwork } from '../../hooks/useNetwork'
import type { MessageKey } from '../../i18n/messages'
import { useT } from '../../i18n/useT'
import '../../styles/portfolio.css'
import { type AccountTab, AccountView } from './AccountView'
import { ActivityTab } from './ActivityTab'
import { NftsTab } from './NftsTab'
import { SmartSessions } from './SmartSessions'
import { TokensTab } from './TokensTab'

const TAB_CONTENT: Record<AccountTab, ComponentType> = {
  Tokens: TokensTab,
  NFTs: NftsTab,
  Activity: ActivityTab,
}

/** Features with a view of their own here, by the label of their button. */
const FEATURE_VIEWS = {
  onramp: { label: 'Buy', view: 'OnRampBuy' },
  swaps: { label: 'Swap', view: 'Swap' },
  receive: { label: 'Receive', view: 'WalletReceive' },
  send: { label: 'Send', view: 'WalletSend' },
} as const

const ACCOUNT_TYPE_LABELS: Record<AccountType, MessageKey> = {
  eoa: 'EOA',
  smartAccount: 'Smart account',
  payment: 'Payment account',
}

// Buy hides in restricted time zones and on namespaces without an on-ramp (core's rule).
const selectOnRampShown = (state: LatchState) => isOnRampShown(state)
const selectNameZone = (state: LatchState) => state.names.zone

/** Account: who is connected, the native balance, copy, explorer, network and disconnect. */
export default function Account() {
  const { client } = useLatchRuntime()
  const account = useAccount()
  const { caipNetwork, isUnsupported } = useNetwork()
  const { disconnect } = useDisconnect()
  const [disconnecting, setDisconnecting] = useState(false)
  const [switching, setSwitching] = useState(false)
  const onRampShown = useLatchState(selectOnRampShown)
  const swapShown = useLatchState(isSwapShown)
  const tab = useLatchState(getCurrentTab)
  const nameOffered = useLatchState(isNameRegistrationOffered)
  const nameZone = useLatchState(selectNameZone)
  const t = useT()
  const namespace = caipNetwork?.chainNamespace
  const caipNetworkId = caipNetwork?.caipNetworkId

  // The balance is fetched when the account is shown (at most every 30 s), after a network switch,
  // and once a connection restored after a reload is back (its remembered address shows before).
  const connected = account.isConnected
  useEffect(() => {
    if (!namespace || !account.address || !caipNetworkId || !connected) return
    client.portfolio.refreshNativeBalance().catch(() => {
      // An unavailable balance shows as 0.00; core reports it.
    })
  }, [client, namespace, account.address, caipNetworkId, connected])

  // The embedded wallet's user is read again when the account is shown: whether its smart account
  // is deployed yet is read from the chain, and its first transaction may have just deployed it.
  const embeddedUser = account.user !== undefined
  useEffect(() => {
    if (embeddedUser && account.address) client.embedded.refreshUser().catch(() => {})
  }, [client, embeddedUser, account.address])

  // Back online after a drop: what the view shows is fetched again, within the retry gap's rules.
  useEffect(() => {
    const refresh = () => void client.portfolio.refreshWhenOnline().catch(() => {})
    window.addEventListener('online', refresh)
    return () => window.removeEventListener('online', refresh)
  }, [client])

  if (!account.address) return <p className="latch-empty">{t('No account connected.')}</p>
  const address = account.address
  const explorer = caipNetwork?.blockExplorers?.default.url
  // The embedded wallet offers a smart account on this network: it says which account acts.
  const user = account.user
  const hasSmartAccount = user?.accounts?.some((entry) => entry.type === 'smartAccount') ?? false
  const current = user?.preferredAccountType === 'smartAccount' ? 'smartAccount' : 'eoa'
  // A namespace whose chain Latch does not read (polkadot, cosmos) shows no balance rather than 0.
  const balance = isBalanceRead(namespace)
    ? displayedBalance(
        account.balance,
        { supported: !isUnsupported, testnet: caipNetwork?.testnet },
        t.locale,
      )
    : undefined
  // Off eip155 (where the embedded wallet's switch says it) the namespace's account type is shown.
  const accountType = namespace && namespace !== 'eip155' ? defaultAccountType(namespace) : undefined
  return (
    <AccountView
      address={address}
      profileName={account.profileName}
      profileImage={account.profileImage}
      balance={balance}
      symbol={account.balanceSymbol ?? caipNetwork?.nativeCurrency.symbol ?? ''}
      network={caipNetwork ? { name: caipNetwork.name, icon: caipNetwork.assets?.imageUrl } : undefined}
      explorerUrl={explorer ? `${explorer.replace(/\/+$/, '')}/address/${address}` : undefined}
      onCopy={() => {
        void navigator.clipboard?.writeText(address).catch(() => {})
      }}
      onNetworks={() => client.router.push('Networks')}
      nameOffer={
        nameOffered
          ? { zone: nameZone, onChoose: () => client.router.push('RegisterAccountName') }
          : undefined
      }
      social={
        account.socialProvider
          ? { userName: account.user?.userName ?? t('Signed in'), provider: account.socialProvider }
          : undefined
      }
      email={
        account.user?.email
          ? { address: account.user.email, onChange: () => client.router.push('UpdateEmail') }
          : undefined
      }
      features={client.walletFeatures().flatMap((feature) => {
        const entry = FEATURE_VIEWS[feature as keyof typeof FEATURE_VIEWS]
        if (feature === 'onramp' && !onRampShown) return []
        if (feature === 'send' && !isSendSupported(namespace)) return []
        if (feature === 'swaps' && !swapShown) return []
        return entry
          ? [
              {
                id: feature,
                label: t(entry.label),
                leadsTo: entry.view,
                onClick: () => client.router.push(entry.view),
              },
            ]
          : []
      })}
      tab={tab}
      onTabChange={(next) => client.portfolio.setCurrentTab(next)}
      tabs={client.accountTabs()}
      renderTab={(tab) => {
        const Content = TAB_CONTENT[tab]
        // A tab reads its list when it mounts, and reads nothing while a restore is still under way:
        // it mounts again once the connection is back, so it does not stay on its loading state.
        return <Content key={String(connected)} />
      }}
      accountTypeLabel={accountType ? t(ACCOUNT_TYPE_LABELS[accountType]) : undefined}
      accountType={
        hasSmartAccount
          ? {
              current,
              deployed: user?.smartAccountDeployed === true,
              switching,
              onSwitch: () => {
                setSwitching(true)
                // Core shows the toast when the wallet refuses; the balance follows the new address.
                void client.embedded
                  .setPreferredAccountType(current === 'smartAccount' ? 'eoa' : 'smartAccount')
                  .catch(() => {})
                  .finally(() => setSwitching(false))
              },
            }
          : undefined
      }
      sessions={
        hasSmartAccount && current === 'smartAccount' && client.options.features.smartSessions ? (
          <SmartSessions address={address} />
        ) : undefined
      }
      disconnecting={disconnecting}
      onDisconnect={() => {
        setDisconnecting(true)
        // Core reports a failed disconnect; the modal closes either way.
        void disconnect()
          .catch(() => {})
          .finally(() => client.close())
      }}
    />
  )
}
