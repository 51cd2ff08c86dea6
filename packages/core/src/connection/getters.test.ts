import { describe, expect, test } from 'vitest'
import type { ChainNamespace } from '../adapter/types'
import { mainnet, solana } from '../networks/predefined'
import { initialNetworksState } from '../networks/state'
import { activeAccount } from '../portfolio/active-account'
import { type AccountState, initialAccountState } from './accounts'
import { getAccount, getConnectionStatus, isConnected } from './getters'
import type { ConnectionState } from './state'
import type { ConnectionStatus } from './status'
import { getWalletInfo } from './wallet-info'

const ADDRESS = '0x0000000000000000000000000000000000000001'

function state(parameters: {
  status?: Partial<Record<ChainNamespace, ConnectionStatus>>
  accounts?: Partial<Record<ChainNamespace, Partial<AccountState>>>
  connection?: Partial<ConnectionState>
}) {
  const accounts: Partial<Record<ChainNamespace, AccountState>> = {}
  for (const [ns, account] of Object.entries(parameters.accounts ?? {}))
    accounts[ns as ChainNamespace] = { ...initialAccountState(), ...account }
  return {
    connection: {
      status: parameters.status ?? {},
      connectors: [],
      connectorsSynced: true,
      connections: {},
      recentWallets: [],
      ...parameters.connection,
    },
    accounts,
    networks: initialNetworksState({ requested: [mainnet, solana], knownNamespaces: ['eip155', 'solana'] }),
  }
}

describe('connection getters', () => {
  test('connected means status connected and an address, on the namespace', () => {
    const connected = state({ status: { eip155: 'connected' }, accounts: { eip155: { address: ADDRESS } } })
    expect(isConnected(connected, 'eip155')).toBe(true)
    expect(isConnected(connected, 'solana')).toBe(false)
    // An address left over while another wallet is being connected is not a connection.
    const switching = state({ status: { eip155: 'connecting' }, accounts: { eip155: { address: ADDRESS } } })
    expect(isConnected(switching, 'eip155')).toBe(false)
    // A connected status with no address yet is not one either.
    const empty = state({ status: { eip155: 'connected' }, accounts: { eip155: {} } })
    expect(isConnected(empty, 'eip155')).toBe(false)
  })

  test('without a namespace, connected means connected on any namespace', () => {
    const solanaOnly = state({
      status: { eip155: 'disconnected', solana: 'connected' },
      accounts: { solana: { address: 'So1ana' } },
    })
    expect(isConnected(solanaOnly)).toBe(true)
    expect(isConnected(state({ status: { eip155: 'reconnecting' } }))).toBe(false)
  })

  test('the status falls back to the account, then to disconnected', () => {
    expect(getConnectionStatus(state({ accounts: { eip155: { status: 'reconnecting' } } }), 'eip155')).toBe(
      'reconnecting',
    )
    expect(getConnectionStatus(state({}), 'eip155')).toBe('disconnected')
  })

  test('getAccount reads the active namespace by default and uses the one rule for isConnected', () => {
    const connected = state({
      status: { eip155: 'connected' },
      accounts: { eip155: { address: ADDRESS, balance: '1.5', balanceSymbol: 'ETH', profileName: null } },
    })
    expect(getAccount(connected)).toEqual({
      address: ADDRESS,
      caipAddress: undefined,
      isConnected: true,
      status: 'connected',
      balance: '1.5',
      balanceSymbol: 'ETH',
      profileName: undefined,
      profileImage: undefined,
      preferredAccountType: 'smartAccount',
    })
    expect(getAccount(connected, 'solana')).toMatchObject({ isConnected: false, status: 'disconnected' })
    const switching = state({ status: { eip155: 'connecting' }, accounts: { eip155: { address: ADDRESS } } })
    expect(getAccount(switching)).toMatchObject({
      address: ADDRESS,
      isConnected: false,
      status: 'connecting',
    })
  })

  test('getAccount names the preferred account type of the namespace: payment on bip122', () => {
    const bitcoin = state({
      status: { bip122: 'connected' },
      accounts: {
        bip122: {
          address: 'bcrt1qa248psmf8fwse7nd4fwf5dqljdh8wmtmlxhkxa',
          preferredAccountTypes: { bip122: 'payment' },
        },
      },
    })
    expect(getAccount(bitcoin, 'bip122').preferredAccountType).toBe('payment')
  })

  test('the portfolio acts for the same connected account', () => {
    const switching = state({ status: { eip155: 'connecting' }, accounts: { eip155: { address: ADDRESS } } })
    expect(activeAccount(switching)).toBeUndefined()
    const connected = state({ status: { eip155: 'connected' }, accounts: { eip155: { address: ADDRESS } } })
    expect(activeAccount(connected)?.address).toBe(ADDRESS)
  })

  test('getWalletInfo names the connected connector, else the recent wallet, else its id', () => {
    const connection = { connectorId: 'alpha', accounts: [ADDRESS], chainId: 1 }
    const base = { connections: { eip155: connection } }
    expect(getWalletInfo(state({}))).toBeUndefined()
    expect(
      getWalletInfo(
        state({
          connection: {
            ...base,
            connectors: [
              { id: 'alpha', name: 'Alpha', type: 'INJECTED', chain: 'eip155', imageUrl: 'a.png' },
            ],
          },
        }),
      ),
    ).toEqual({ name: 'Alpha', icon: 'a.png', identifier: 'alpha' })
    expect(
      getWalletInfo(state({ connection: { ...base, recentWallets: [{ id: 'alpha', name: 'Recent' }] } })),
    ).toEqual({ name: 'Recent', identifier: 'alpha' })
    expect(getWalletInfo(state({ connection: base }))).toEqual({ name: 'alpha', identifier: 'alpha' })
    expect(getWalletInfo(state({ connection: base }), 'solana')).toBeUndefined()
  })

  test('getWalletInfo names the social login of an embedded-wallet connection, and only of one', () => {
    const embedded = { id: 'embedded', name: 'Email', type: 'AUTH', chain: 'eip155' } as const
    const injected = { id: 'alpha', name: 'Alpha', type: 'INJECTED', chain: 'eip155' } as const
    const through = (connectorId: string, socialProvider?: string) =>
      state({
        status: { eip155: 'connected' },
        accounts: { eip155: { address: ADDRESS, ...(socialProvider ? { socialProvider } : {}) } },
        connection: {
          connectors: [embedded, injected],
          connections: { eip155: { connectorId, accounts: [ADDRESS], chainId: 1 } },
        },
      })
    expect(getWalletInfo(through('embedded', 'google'))).toEqual({
      name: 'Email',
      identifier: 'embedded',
      social: 'google',
    })
    // An email login has no social provider.
    expect(getWalletInfo(through('embedded'))).toEqual({ name: 'Email', identifier: 'embedded' })
    // Another wallet's connection never claims a provider left in the account state.
    expect(getWalletInfo(through('alpha', 'google'))).toEqual({ name: 'Alpha', identifier: 'alpha' })
  })
})
