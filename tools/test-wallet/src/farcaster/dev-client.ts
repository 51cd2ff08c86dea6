// A Farcaster client for development and browser tests: the page a Farcaster sign-in link opens.
// It lists the devnet's registered fids; choosing one signs the app's request with that fid's
// custody key (derived from the devnet mnemonic) and hands it to the relay, as a phone app would.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mnemonicToAccount } from 'viem/accounts'
import { answerSignIn, readSignInLink, sendToRelay } from './sign-in'

export interface DevFarcasterUser {
  fid: number
  username: string
  displayName: string
  addressIndex: number
}

export interface DevFarcasterClientOptions {
  /** Where answers go (the services server); a function when it is known only later. */
  relayUrl: string | (() => string)
  /** The chain of the id registry the relay checks custody on (the message's chain id). */
  chainId: number
  mnemonic: string
  users: readonly DevFarcasterUser[]
  port?: number
}

export interface DevFarcasterClient {
  /** The sign-in page: the services server's Farcaster `clientUrl`. */
  url: string
  close(): Promise<void>
}

const PAGE_PATH = '/siwf'
const MAX_BODY = 16_384

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font:16px system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem;color:#1c1b22}button{display:block;width:100%;margin:.5rem 0;padding:.75rem;border-radius:.75rem;border:1px solid #7c65c1;background:#7c65c1;color:#fff;font:inherit;cursor:pointer}button:focus-visible{outline:3px solid #1c1b22;outline-offset:2px}.muted{color:#55535e}</style></head><body><main>${body}</main></body></html>`
}

function send(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
    'cache-control': 'no-store',
  })
  res.end(html)
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = ''
  for await (const chunk of req) {
    body += chunk
    if (body.length > MAX_BODY) throw new Error('The form is too large')
  }
  return new URLSearchParams(body)
}

export async function startDevFarcasterClient(
  options: DevFarcasterClientOptions,
): Promise<DevFarcasterClient> {
  const relayUrl = () => (typeof options.relayUrl === 'string' ? options.relayUrl : options.relayUrl())

  function askPage(link: string): string {
    const request = readSignInLink(link)
    const choices = options.users
      .map(
        (user) =>
          `<button name="fid" value="${user.fid}">Sign in as @${escapeHtml(user.username)} (fid ${user.fid})</button>`,
      )
      .join('')
    return page(
      'Sign in with Farcaster',
      `<h1>Sign in with Farcaster</h1><p><strong>${escapeHtml(request.domain)}</strong> asks you to sign in.</p><p class="muted">Development client: it signs with the devnet's custody keys.</p><form method="post" action="${PAGE_PATH}"><input type="hidden" name="link" value="${escapeHtml(link)}">${choices}</form>`,
    )
  }

  async function approve(form: URLSearchParams): Promise<{ status: number; html: string }> {
    const link = form.get('link') ?? ''
    const user = options.users.find((u) => String(u.fid) === form.get('fid'))
    if (!user) return { status: 400, html: page('Sign in with Farcaster', '<p>Choose an account.</p>') }
    const custody = mnemonicToAccount(options.mnemonic, { addressIndex: user.addressIndex })
    const answer = await answerSignIn(
      link,
      custody,
      { fid: user.fid, username: user.username, displayName: user.displayName },
      options.chainId,
    )
    const result = await sendToRelay(relayUrl(), answer)
    if (result.status >= 400) {
      const message = (result.body as { error?: { message?: unknown } } | undefined)?.error?.message
      const reason = typeof message === 'string' ? message : `The relay answered ${result.status}`
      return {
        status: 400,
        html: page('Sign-in refused', `<h1>Sign-in refused</h1><p role="alert">${escapeHtml(reason)}</p>`),
      }
    }
    return {
      status: 200,
      html: page(
        'Signed in',
        `<h1>Signed in as @${escapeHtml(user.username)}</h1><p role="status">You can go back to the app.</p>`,
      ),
    }
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (url.pathname !== PAGE_PATH) return send(res, 404, page('Not found', '<p>Not found.</p>'))
    const handle = async () => {
      if (req.method === 'GET') return { status: 200, html: askPage(url.toString()) }
      if (req.method === 'POST') return approve(await readForm(req))
      return { status: 405, html: page('Not allowed', '<p>Not allowed.</p>') }
    }
    handle().then(
      ({ status, html }) => send(res, status, html),
      (error: unknown) =>
        send(
          res,
          400,
          page(
            'Sign-in failed',
            `<p role="alert">${escapeHtml(error instanceof Error ? error.message : 'Sign-in failed')}</p>`,
          ),
        ),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}${PAGE_PATH}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** The part of a devnet manifest the development client reads. */
export interface FarcasterDevnet {
  mnemonic: string
  chains: ReadonlyArray<{ id: number; rpcUrl: string; contracts: { farcasterIdRegistry: `0x${string}` } }>
  farcaster: { users: readonly DevFarcasterUser[] }
}

/**
 * The development client for a devnet's fixture fids (the first chain's registry), with the
 * services server's Farcaster configuration that sends its sign-in links there.
 */
export async function startDevFarcasterForDevnet(manifest: FarcasterDevnet, relayUrl: string, port = 0) {
  const chain = manifest.chains[0]
  if (!chain) throw new Error('The devnet manifest has no chain')
  const client = await startDevFarcasterClient({
    relayUrl,
    chainId: chain.id,
    mnemonic: manifest.mnemonic,
    users: manifest.farcaster.users,
    port,
  })
  const config = {
    clientUrl: client.url,
    chainId: chain.id,
    rpcUrl: chain.rpcUrl,
    idRegistry: chain.contracts.farcasterIdRegistry,
  }
  return { client, config }
}
