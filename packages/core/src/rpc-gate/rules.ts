// Which wallet RPC methods the embedded wallet may run (spec section 6). Safe methods read or
// relay already-signed data and run without the modal; unsafe ones need the user's approval;
// anything else is refused. Another wallet decides on the rest itself (gateRpcMethod).

export const SAFE_RPC_METHODS: readonly string[] = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_supportedEntryPoints',
  'net_version',
  'web3_clientVersion',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  // Bitcoin (spec section 6): the wallet's payment and ordinals addresses.
  'getAccountAddresses',
]

export const UNSAFE_RPC_METHODS: readonly string[] = [
  'personal_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
  // Bitcoin (spec section 6).
  'signMessage',
  'signPsbt',
  'sendTransfer',
]

export type RpcMethodKind = 'safe' | 'unsafe' | 'not-allowed'

/** How the embedded wallet treats `method`: its lists are strict, it runs nothing else. */
export function classifyRpcMethod(method: unknown): RpcMethodKind {
  if (typeof method !== 'string') return 'not-allowed'
  if (SAFE_RPC_METHODS.includes(method)) return 'safe'
  if (UNSAFE_RPC_METHODS.includes(method)) return 'unsafe'
  return 'not-allowed'
}

/**
 * How the request gate treats `method` for the connected wallet. The lists are the embedded
 * wallet's and strict for it only. Another wallet (an extension, WalletConnect) still gets
 * ApproveTransaction for the known unsafe methods, and any other method (wallet_watchAsset,
 * wallet_switchEthereumChain, ...) goes to it to answer or refuse ('wallet'). A method that is not
 * a string is refused whatever the wallet.
 */
export function gateRpcMethod(method: unknown, wallet: { embedded: boolean }): RpcMethodKind | 'wallet' {
  const kind = classifyRpcMethod(method)
  return kind === 'not-allowed' && !wallet.embedded && typeof method === 'string' ? 'wallet' : kind
}

/** The smart-session context a wallet_sendCalls names (`capabilities.permissions.context`), if any. */
export function grantedPermissionContext(args: { method?: unknown; params?: unknown }): string | undefined {
  if (args.method !== 'wallet_sendCalls' || !Array.isArray(args.params)) return undefined
  const context = (args.params[0] as { capabilities?: { permissions?: { context?: unknown } } } | undefined)
    ?.capabilities?.permissions?.context
  return typeof context === 'string' && context.length > 0 ? context : undefined
}

/** Smart-session requests: granting and revoking permissions, and calls made under one. */
export function isSmartSessionRequest(args: { method?: unknown; params?: unknown }): boolean {
  return (
    args.method === 'wallet_grantPermissions' ||
    args.method === 'wallet_revokePermissions' ||
    grantedPermissionContext(args) !== undefined
  )
}
