import { ConnectButton } from '@latch/react'
import { parseEther } from 'viem'
import {
  useAccount,
  useChains,
  useConnect,
  useDisconnect,
  useSendTransaction,
  useSignMessage,
  useSwitchChain,
  useWaitForTransactionReceipt,
} from 'wagmi'

/** Where the page's send goes: an address nobody holds the key of. */
export const WAGMI_RECIPIENT = '0x000000000000000000000000000000000000dEaD'
export const WAGMI_MESSAGE = 'Hello from a wagmi app'

/** The host's own header button, drawn from ConnectButton's render function. */
function HostButton() {
  return (
    <ConnectButton showBalance>
      {({ account, network, status, open, openNetworks }) => (
        <nav aria-label="Host wallet button">
          <button type="button" onClick={() => open()} aria-busy={status !== 'connected' && !!account}>
            {account
              ? `${account.displayName} · ${account.balance ?? '…'} ${account.balanceSymbol ?? ''}`
              : 'Sign in'}
          </button>
          {network && (
            <button type="button" onClick={openNetworks}>
              {network.isUnsupported ? 'Wrong network' : network.name}
            </button>
          )}
        </nav>
      )}
    </ConnectButton>
  )
}

export function WagmiApp() {
  const account = useAccount()
  const chains = useChains()
  const { connect, connectors, error: connectError } = useConnect()
  const { disconnect } = useDisconnect()
  const { signMessage, data: signature, error: signError } = useSignMessage()
  const { sendTransaction, data: hash, error: sendError } = useSendTransaction()
  const receipt = useWaitForTransactionReceipt({ hash })
  const { switchChain } = useSwitchChain()
  const error = connectError ?? signError ?? sendError
  return (
    <main className="page">
      <header className="top">
        <h1 className="brand">A wagmi app</h1>
        <HostButton />
      </header>
      <section className="way" aria-label="wagmi">
        <p role="status" aria-label="wagmi account">
          {account.status}
          {account.address ? ` ${account.address} on chain ${account.chainId}` : ''}
        </p>
        <div className="actions">
          {account.isConnected ? (
            <>
              <button type="button" onClick={() => signMessage({ message: WAGMI_MESSAGE })}>
                Sign with wagmi
              </button>
              <button
                type="button"
                onClick={() => sendTransaction({ to: WAGMI_RECIPIENT, value: parseEther('0.01') })}
              >
                Send 0.01 ETH with wagmi
              </button>
              {chains
                .filter((chain) => chain.id !== account.chainId)
                .map((chain) => (
                  <button key={chain.id} type="button" onClick={() => switchChain({ chainId: chain.id })}>
                    Switch to {chain.name} with wagmi
                  </button>
                ))}
              <button type="button" onClick={() => disconnect()}>
                Disconnect with wagmi
              </button>
            </>
          ) : (
            connectors.map((connector) => (
              <button key={connector.uid} type="button" onClick={() => connect({ connector })}>
                Connect with wagmi ({connector.name})
              </button>
            ))
          )}
        </div>
        {signature && (
          <p>
            Signature: <output aria-label="wagmi signature">{signature}</output>
          </p>
        )}
        {hash && (
          <p>
            Transaction <output aria-label="wagmi transaction">{hash}</output>:{' '}
            {receipt.data ? `mined in block ${receipt.data.blockNumber}` : 'pending'}
          </p>
        )}
        {error && <p role="alert">{error.message.split('\n')[0]}</p>}
      </section>
    </main>
  )
}
