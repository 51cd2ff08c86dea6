import { isUserRejection } from '@latch/core'
import { useAccount, useLatchClient, useNetwork, useWalletInfo } from '@latch/react'
import { type ReactNode, useEffect, useState } from 'react'
import { verifySignature, waitForCalls, waitForReceipt } from './wallet-checks'

type Outcome =
  | { state: 'idle' }
  | { state: 'pending'; note: string }
  | { state: 'done'; lines: [label: string, value: ReactNode][] }
  | { state: 'error'; message: string }

const IDLE: Outcome = { state: 'idle' }
const AMOUNT_WEI = 10_000_000_000_000_000n // 0.01 ETH
const PSBT_SATS = 100_000n // 0.001 BTC

/**
 * A wallet's "user rejected" (EIP-1193 code 4001, or the wording of wallets without codes, such as
 * Polkadot extensions' "Cancelled") gets a short, friendly line; anything else its message.
 */
function describeError(error: unknown, declined: string): string {
  if (isUserRejection(error)) return declined
  return error instanceof Error ? error.message : String(error)
}

export interface AccountPanelProps {
  /** Devnet account #1, the recipient of the demo transfer. */
  recipient?: string
  /** The devnet's lUSD, for a session limited to a token. */
  token?: { address: string; symbol: string; decimals: number }
  /** On the local Solana chain: its account #1, paid in SOL or in its SPL token. */
  solana?: { recipient: string; token: { address: string; symbol: string; decimals: number } }
}

/** What a demo session may spend: 0.05 ETH, or 10 of the token; each use spends 0.02 ETH or 4 tokens. */
interface SessionBudget {
  label: string
  use: string
  permission: { type: string; data: Record<string, string> }
  call: (to: string) => { to: string; value?: string; data?: string }
}

function ethBudget(): SessionBudget {
  return {
    label: '0.05 ETH',
    use: '0.02 ETH',
    permission: { type: 'native-token-transfer', data: { allowance: `0x${(5n * AMOUNT_WEI).toString(16)}` } },
    call: (to) => ({ to, value: `0x${(2n * AMOUNT_WEI).toString(16)}` }),
  }
}

function tokenBudget(token: NonNullable<AccountPanelProps['token']>): SessionBudget {
  const unit = 10n ** BigInt(token.decimals)
  // transfer(address,uint256): its selector, then the recipient and the amount as 32-byte words.
  const transfer = (to: string) =>
    `0xa9059cbb${to.slice(2).toLowerCase().padStart(64, '0')}${(4n * unit).toString(16).padStart(64, '0')}`
  return {
    label: `10 ${token.symbol}`,
    use: `4 ${token.symbol}`,
    permission: {
      type: 'erc20-token-transfer',
      data: { address: token.address, allowance: `0x${(10n * unit).toString(16)}` },
    },
    call: (to) => ({ to: token.address, data: transfer(to) }),
  }
}

/** Account details read through the Latch hooks, plus a signature and a transfer to try. */
export function AccountPanel({ recipient, token, solana }: AccountPanelProps) {
  // Signing and sending go through the client, so they reach whichever wallet is connected.
  const client = useLatchClient()
  const account = useAccount()
  const { caipNetwork, isUnsupported } = useNetwork()
  const { walletInfo } = useWalletInfo()
  const [signing, setSigning] = useState<Outcome>(IDLE)
  const [sending, setSending] = useState<Outcome>(IDLE)
  const [batching, setBatching] = useState<Outcome>(IDLE)
  const [session, setSession] = useState<{ context: string; budget: SessionBudget } | undefined>()
  const [sessionUse, setSessionUse] = useState<Outcome>(IDLE)
  const [paying, setPaying] = useState<Outcome>(IDLE)
  const [psbt, setPsbt] = useState<Outcome>(IDLE)
  const ready = account.isConnected && account.address

  // Results belong to the account and network they were made with.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the account or network changes.
  useEffect(() => {
    setSigning(IDLE)
    setSending(IDLE)
    setBatching(IDLE)
    setSession(undefined)
    setSessionUse(IDLE)
    setPaying(IDLE)
    setPsbt(IDLE)
  }, [account.address, caipNetwork?.caipNetworkId])

  async function sign() {
    if (!ready || !account.address) return
    const address = account.address
    const message = `Hello from the Latch demo\nIssued at: ${new Date().toISOString()}`
    setSigning({ state: 'pending', note: 'Waiting for the wallet…' })
    try {
      const namespace = caipNetwork?.chainNamespace ?? 'eip155'
      const signature = await client.signMessage(message, namespace)
      const valid = await verifySignature(
        namespace,
        address,
        message,
        signature,
        caipNetwork?.rpcUrls.default.http[0],
        caipNetwork?.id,
      )
      setSigning({
        state: 'done',
        lines: [
          ['Message', <pre key="m">{message}</pre>],
          ['Signature', <code key="s">{signature}</code>],
          ['Verified', valid ? 'Yes, signed by this address' : 'No, the signature does not match'],
        ],
      })
    } catch (error) {
      setSigning({ state: 'error', message: describeError(error, 'Signature declined') })
    }
  }

  async function send() {
    if (!ready || !account.address || !caipNetwork || !recipient) return
    const rpcUrl = caipNetwork.rpcUrls.default.http[0]
    setSending({ state: 'pending', note: 'Waiting for the wallet…' })
    try {
      const hash = await client.sendTransaction({ to: recipient, value: AMOUNT_WEI })
      setSending({ state: 'pending', note: `Sent ${hash}, waiting for it to be mined…` })
      const receipt = rpcUrl ? await waitForReceipt(rpcUrl, hash) : undefined
      setSending({
        state: 'done',
        lines: [
          ['Transaction', <code key="h">{hash}</code>],
          [
            'Receipt',
            receipt
              ? `${receipt.status === 'success' ? 'Mined' : 'Reverted'} in block ${receipt.block}`
              : 'Unknown',
          ],
        ],
      })
    } catch (error) {
      setSending({ state: 'error', message: describeError(error, 'Transaction declined') })
    }
  }

  // EIP-5792: two transfers in one request; a smart account runs them atomically, in one transaction.
  async function sendBatch() {
    if (!ready || !account.address || !caipNetwork || !recipient) return
    setBatching({ state: 'pending', note: 'Waiting for the wallet…' })
    try {
      const calls = [AMOUNT_WEI, 2n * AMOUNT_WEI].map((value) => ({
        to: recipient,
        value: `0x${value.toString(16)}`,
      }))
      const params = [
        {
          version: '2.0.0',
          chainId: `0x${Number(caipNetwork.id).toString(16)}`,
          from: account.address,
          calls,
        },
      ]
      const { id } = (await client.request({ method: 'wallet_sendCalls', params })) as { id: string }
      setBatching({ state: 'pending', note: `Sent batch ${id}, waiting for it to land…` })
      const result = await waitForCalls((args) => client.request(args), id)
      const hashes = [...new Set(result.receipts?.map((receipt) => receipt.transactionHash) ?? [])]
      setBatching({
        state: 'done',
        lines: [
          ['Batch', <code key="i">{id}</code>],
          ['Status', result.status === 200 ? 'Confirmed' : `Failed (${result.status})`],
          ['Atomic', result.atomic ? 'Yes' : 'No'],
          [
            'Transactions',
            <span key="t" data-testid="batch-transactions">
              {hashes.length}
            </span>,
          ],
        ],
      })
    } catch (error) {
      setBatching({ state: 'error', message: describeError(error, 'Batch declined') })
    }
  }

  // A smart session: the wallet grants a budget for an hour; sends within it need no prompt.
  async function grantSession(budget: SessionBudget) {
    if (!ready || !caipNetwork) return
    setSessionUse({ state: 'pending', note: 'Waiting for the wallet…' })
    try {
      const params = [
        {
          chainId: `0x${Number(caipNetwork.id).toString(16)}`,
          expiry: Math.floor(Date.now() / 1000) + 3600,
          permissions: [budget.permission],
        },
      ]
      const granted = (await client.request({ method: 'wallet_grantPermissions', params })) as {
        permissionsContext: string
      }
      setSession({ context: granted.permissionsContext, budget })
      setSessionUse({ state: 'done', lines: [['Session', `Granted: up to ${budget.label} for an hour`]] })
    } catch (error) {
      setSessionUse({ state: 'error', message: describeError(error, 'Session declined') })
    }
  }

  async function sendWithSession() {
    if (!ready || !caipNetwork || !recipient || !session) return
    setSessionUse({ state: 'pending', note: 'Sending under the session…' })
    try {
      const params = [
        {
          version: '2.0.0',
          chainId: `0x${Number(caipNetwork.id).toString(16)}`,
          from: account.address,
          calls: [session.budget.call(recipient)],
          capabilities: { permissions: { context: session.context } },
        },
      ]
      const { id } = (await client.request({ method: 'wallet_sendCalls', params })) as { id: string }
      const result = await waitForCalls((args) => client.request(args), id)
      setSessionUse({
        state: 'done',
        lines: [
          [
            'Session',
            result.status === 200
              ? `Sent ${session.budget.use} without a prompt`
              : `Failed (${result.status})`,
          ],
        ],
      })
    } catch (error) {
      setSessionUse({ state: 'error', message: describeError(error, 'Refused') })
    }
  }

  // Pay (features.pay): the modal shows the payment and the wallet sends it; the promise settles with its id.
  // On Solana the payment goes to the Solana chain's account #1, on the active (Solana) network.
  const onSolana = caipNetwork?.chainNamespace === 'solana' && solana !== undefined
  const payTo = onSolana ? solana.recipient : recipient
  const payToken = onSolana ? solana.token : token
  const nativeSymbol = onSolana ? 'SOL' : 'ETH'
  async function payWithModal(asset: 'native' | NonNullable<AccountPanelProps['token']>) {
    if (!payTo || !caipNetwork) return
    const amount = asset === 'native' ? '0.01' : '2'
    setPaying({ state: 'pending', note: 'Waiting for the payment…' })
    try {
      const hash = await client.pay({ recipient: payTo, amount, asset, network: caipNetwork.caipNetworkId })
      setPaying({ state: 'done', lines: [['Paid', <code key="h">{hash}</code>]] })
    } catch (error) {
      setPaying({ state: 'error', message: describeError(error, 'Payment declined') })
    }
  }

  // Bitcoin: a PSBT paying 0.001 BTC from the payment address to the wallet's own ordinals
  // address, built here from the chain's UTXOs, signed by the wallet (signPsbt), then finalised and
  // broadcast.
  async function signPsbt() {
    if (!ready || !account.address || !caipNetwork || caipNetwork.chainNamespace !== 'bip122') return
    setPsbt({ state: 'pending', note: 'Waiting for the wallet…' })
    try {
      const from = account.address
      const addresses = (await client.request({ method: 'getAccountAddresses' }, 'bip122')) as {
        address: string
        purpose: string
      }[]
      const to = addresses.find((entry) => entry.purpose === 'ordinals')?.address ?? from
      const [{ buildPayment, esploraClient, addressParamsOf, apiUrlOf }, { base64 }] = await Promise.all([
        import('@latch/bitcoin/payment'),
        import('@scure/base'),
      ])
      const { tx, fee } = await buildPayment({
        from,
        recipients: [{ address: to, amount: PSBT_SATS }],
        params: addressParamsOf(caipNetwork),
        api: esploraClient(apiUrlOf(caipNetwork) ?? ''),
      })
      const signInputs = { [from]: Array.from({ length: tx.inputsLength }, (_, i) => i) }
      const result = (await client.request(
        { method: 'signPsbt', params: { psbt: base64.encode(tx.toPSBT()), signInputs, broadcast: true } },
        'bip122',
      )) as { txid: string }
      setPsbt({
        state: 'done',
        lines: [
          ['Transaction', <code key="t">{result.txid}</code>],
          ['Paid', `0.001 BTC to ${to}`],
          ['Fee', `${fee} sats`],
        ],
      })
    } catch (error) {
      setPsbt({ state: 'error', message: describeError(error, 'PSBT declined') })
    }
  }

  return (
    <section aria-labelledby="account-heading">
      <h2 id="account-heading">Account</h2>
      <Facts
        lines={[
          [
            'Status',
            <span key="s" data-testid="account-status">
              {account.status}
            </span>,
          ],
          [
            'Address',
            <span key="a" data-testid="account-address">
              {account.address ? <code>{account.address}</code> : '—'}
            </span>,
          ],
          [
            'Network',
            <span key="n" data-testid="account-network">
              {isUnsupported
                ? 'Unsupported network'
                : caipNetwork
                  ? `${caipNetwork.name} (${caipNetwork.caipNetworkId})`
                  : '—'}
            </span>,
          ],
          ['Wallet', walletInfo?.name ?? '—'],
        ]}
      />
      <div className="row actions">
        <button type="button" onClick={sign} disabled={!ready || signing.state === 'pending'}>
          Sign a message
        </button>
        <button
          type="button"
          onClick={send}
          disabled={
            !ready ||
            !recipient ||
            isUnsupported ||
            caipNetwork?.chainNamespace !== 'eip155' ||
            sending.state === 'pending'
          }
        >
          Send 0.01 ETH to account #1
        </button>
        <button
          type="button"
          onClick={sendBatch}
          disabled={!ready || !recipient || isUnsupported || batching.state === 'pending'}
        >
          Send 0.01 + 0.02 ETH in one batch
        </button>
        <button
          type="button"
          onClick={() => void grantSession(ethBudget())}
          disabled={!ready || isUnsupported || sessionUse.state === 'pending'}
        >
          Grant a 0.05 ETH session
        </button>
        {token && (
          <button
            type="button"
            onClick={() => void grantSession(tokenBudget(token))}
            disabled={!ready || isUnsupported || sessionUse.state === 'pending'}
          >
            Grant a 10 {token.symbol} session
          </button>
        )}
        <button
          type="button"
          onClick={sendWithSession}
          disabled={!ready || !session || !recipient || sessionUse.state === 'pending'}
        >
          {session ? `Send ${session.budget.use} with the session` : 'Send with the session'}
        </button>
        <button
          type="button"
          onClick={() => void payWithModal('native')}
          disabled={!payTo || paying.state === 'pending'}
        >
          Pay 0.01 {nativeSymbol} to account #1
        </button>
        {payToken && (
          <button
            type="button"
            onClick={() => void payWithModal(payToken)}
            disabled={!payTo || paying.state === 'pending'}
          >
            Pay 2 {payToken.symbol} to account #1
          </button>
        )}
        {caipNetwork?.chainNamespace === 'bip122' && (
          <button type="button" onClick={signPsbt} disabled={!ready || psbt.state === 'pending'}>
            Sign a PSBT paying 0.001 BTC
          </button>
        )}
      </div>
      {!ready && <p className="muted">Connect a wallet to sign and send.</p>}
      <Result label="Signature result" outcome={signing} />
      <Result label="Transfer result" outcome={sending} />
      <Result label="Batch result" outcome={batching} />
      <Result label="Session result" outcome={sessionUse} />
      <Result label="Payment result" outcome={paying} />
      <Result label="PSBT result" outcome={psbt} />
    </section>
  )
}

function Result({ label, outcome }: { label: string; outcome: Outcome }) {
  if (outcome.state === 'idle') return null
  return (
    <div className="result" role="status" aria-label={label} data-state={outcome.state}>
      {outcome.state === 'pending' && <p>{outcome.note}</p>}
      {outcome.state === 'error' && <p className="error">{outcome.message}</p>}
      {outcome.state === 'done' && <Facts lines={outcome.lines} />}
    </div>
  )
}

function Facts({ lines }: { lines: [label: string, value: ReactNode][] }) {
  return (
    <dl className="facts">
      {lines.map(([name, value]) => (
        <div key={name} className="fact">
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
