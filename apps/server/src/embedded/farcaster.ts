// Sign In With Farcaster for the embedded wallet, with our own relay between app and client:
//   start:        the frame asks for a sign-in link; a channel is stored (its token hashed, a fresh
//                 nonce, the page's domain and origin, 10 minutes) and the Farcaster client's link
//                 returned with those parameters.
//   authenticate: a Farcaster client answers the channel with a SIWE message signed by the fid's
//                 custody key. The message must carry this channel's domain, uri and nonce, the
//                 registry's chain and the fid as its resource; the signature must verify; the id
//                 registry must say the signer holds that fid. Only then is the channel answered,
//                 once: a second answer (a reused nonce) is refused.
//   finish:       the frame that started the channel polls it; once answered it is used up and a
//                 session opened for the user known by the fid.
import { randomBytes } from 'node:crypto'
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm'
import { type Address, createPublicClient, type Hex, http, type PublicClient, parseAbi } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import type { Db } from '../db/connect'
import { embeddedFarcasterChannels } from '../db/schema'
import { HttpError } from '../http/errors'
import { newToken, sha256 } from './secrets'
import type { EmbeddedWallets } from './service'
import { socialUser } from './social-users'

export interface FarcasterConfig {
  /** The Farcaster client's sign-in page; the request's parameters are added to its query. */
  clientUrl: string
  /** The id registry's chain: messages must name it, signatures are checked on it (Optimism: 10). */
  chainId: number
  /** A JSON-RPC endpoint of that chain. */
  rpcUrl: string
  /** The id registry (`idOf`, `custodyOf`). */
  idRegistry: Address
}

/** Optimism's Farcaster IdRegistry, the default when the environment names only an RPC. */
export const OPTIMISM_ID_REGISTRY: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/**
 * From LATCH_FARCASTER_CLIENT_URL and LATCH_FARCASTER_RPC_URL (both needed), with
 * LATCH_FARCASTER_CHAIN_ID (default 10) and LATCH_FARCASTER_ID_REGISTRY (default Optimism's).
 */
export function farcasterConfigFromEnv(env: NodeJS.ProcessEnv = process.env): FarcasterConfig | undefined {
  const clientUrl = env.LATCH_FARCASTER_CLIENT_URL
  const rpcUrl = env.LATCH_FARCASTER_RPC_URL
  if (!clientUrl || !rpcUrl) return undefined
  return {
    clientUrl,
    rpcUrl,
    chainId: Number(env.LATCH_FARCASTER_CHAIN_ID ?? 10),
    idRegistry: (env.LATCH_FARCASTER_ID_REGISTRY as Address | undefined) ?? OPTIMISM_ID_REGISTRY,
  }
}

const CHANNEL_TTL_MS = 10 * 60_000
const registryAbi = parseAbi(['function idOf(address owner) view returns (uint256)'])

export interface FarcasterAnswer {
  channelToken: string
  message: string
  signature: Hex
  fid: number
  username: string
}

export class FarcasterLogins {
  private config: FarcasterConfig | undefined
  private client: PublicClient | undefined

  constructor(
    private readonly db: Db,
    private readonly wallets: EmbeddedWallets,
    config?: FarcasterConfig,
  ) {
    this.configure(config)
  }

  /** Replaces the configuration (a development client started after the server). */
  configure(config: FarcasterConfig | undefined) {
    this.config = config
    this.client = config
      ? createPublicClient({ transport: http(config.rpcUrl, { retryCount: 0, timeout: 10_000 }) })
      : undefined
  }

  offered(): boolean {
    return this.config !== undefined
  }

  private configured(): { config: FarcasterConfig; client: PublicClient } {
    if (!this.config || !this.client)
      throw new HttpError(404, 'provider_not_configured', 'farcaster login is not configured')
    return { config: this.config, client: this.client }
  }

  async start(input: { projectId: string; deviceId: string; parentOrigin: string }) {
    const { config } = this.configured()
    const channelToken = newToken()
    // SIWE nonces are at least 8 letters and digits.
    const nonce = randomBytes(16).toString('hex')
    const now = this.wallets.now()
    const expiresAt = new Date(now + CHANNEL_TTL_MS)
    const domain = new URL(input.parentOrigin).host
    await this.db
      .delete(embeddedFarcasterChannels)
      .where(lt(embeddedFarcasterChannels.expiresAt, new Date(now)))
    await this.db.insert(embeddedFarcasterChannels).values({
      tokenHash: sha256(channelToken),
      projectId: input.projectId,
      deviceHash: sha256(input.deviceId),
      domain,
      siweUri: input.parentOrigin,
      nonce,
      expiresAt,
    })
    const url = new URL(config.clientUrl)
    url.searchParams.set('channelToken', channelToken)
    url.searchParams.set('nonce', nonce)
    url.searchParams.set('domain', domain)
    url.searchParams.set('siweUri', input.parentOrigin)
    url.searchParams.set('expirationTime', expiresAt.toISOString())
    return { url: url.toString(), channelToken }
  }

  /** A Farcaster client's answer to a channel; refused unless every check holds. */
  async authenticate(answer: FarcasterAnswer): Promise<{ fid: number }> {
    const { config, client } = this.configured()
    const [channel] = await this.db
      .select()
      .from(embeddedFarcasterChannels)
      .where(eq(embeddedFarcasterChannels.tokenHash, sha256(answer.channelToken)))
    const now = this.wallets.now()
    if (!channel || channel.expiresAt.getTime() <= now) {
      throw new HttpError(
        404,
        'channel_not_found',
        'This sign-in request is not valid any more. Start again in the app.',
      )
    }
    if (channel.fid !== null)
      throw new HttpError(409, 'channel_used', 'This sign-in request was already answered.')

    const fields = readMessage(answer.message)
    const wrong = (what: string) =>
      new HttpError(400, 'invalid_message', `The sign-in message has the wrong ${what}`)
    if (fields.domain !== channel.domain) throw wrong('domain')
    if (fields.uri !== channel.siweUri) throw wrong('uri')
    if (fields.nonce !== channel.nonce) throw wrong('nonce')
    if (fields.chainId !== config.chainId) throw wrong('chain id')
    if (fields.version !== '1') throw wrong('version')
    if (!fields.address) throw wrong('address')
    const fids = (fields.resources ?? []).filter((r) => r.startsWith('farcaster://fid/'))
    if (fids.length !== 1 || fids[0] !== `farcaster://fid/${answer.fid}`) throw wrong('fid')
    if (fields.expirationTime && fields.expirationTime.getTime() <= now)
      throw new HttpError(400, 'invalid_message', 'The sign-in message has expired')
    if (fields.notBefore && fields.notBefore.getTime() > now)
      throw new HttpError(400, 'invalid_message', 'The sign-in message is not valid yet')

    const custody = fields.address
    let holds: boolean
    try {
      // Contract custody (ERC-1271) verifies too, through the chain.
      const signed = await client.verifyMessage({
        address: custody,
        message: answer.message,
        signature: answer.signature,
      })
      if (!signed) throw new HttpError(401, 'invalid_signature', "The signature is not the message address's")
      const fid = await client.readContract({
        address: config.idRegistry,
        abi: registryAbi,
        functionName: 'idOf',
        args: [custody],
      })
      holds = fid === BigInt(answer.fid)
    } catch (error) {
      if (error instanceof HttpError) throw error
      throw new HttpError(
        502,
        'registry_unreachable',
        'The Farcaster id registry could not be read. Try again.',
      )
    }
    if (!holds) throw new HttpError(401, 'not_custody', `That address does not hold fid ${answer.fid}`)

    // Answered once: of two answers racing, only the first finds the channel open.
    const answered = await this.db
      .update(embeddedFarcasterChannels)
      .set({ fid: answer.fid, custody: custody.toLowerCase(), userName: answer.username })
      .where(
        and(
          eq(embeddedFarcasterChannels.tokenHash, sha256(answer.channelToken)),
          isNull(embeddedFarcasterChannels.fid),
        ),
      )
      .returning({ fid: embeddedFarcasterChannels.fid })
    if (answered.length === 0)
      throw new HttpError(409, 'channel_used', 'This sign-in request was already answered.')
    return { fid: answer.fid }
  }

  /** The frame's poll: pending until a client answered, then a session (once). */
  async finish(input: { projectId: string; channelToken: string; deviceId: string }) {
    const tokenHash = sha256(input.channelToken)
    const [channel] = await this.db
      .select()
      .from(embeddedFarcasterChannels)
      .where(eq(embeddedFarcasterChannels.tokenHash, tokenHash))
    if (
      !channel ||
      channel.projectId !== input.projectId ||
      channel.deviceHash !== sha256(input.deviceId) ||
      channel.expiresAt.getTime() <= this.wallets.now()
    ) {
      throw new HttpError(400, 'invalid_channel', 'This sign-in is not valid any more. Start again.')
    }
    if (channel.fid === null) return { status: 'pending' as const }
    const [used] = await this.db
      .delete(embeddedFarcasterChannels)
      .where(
        and(eq(embeddedFarcasterChannels.tokenHash, tokenHash), isNotNull(embeddedFarcasterChannels.fid)),
      )
      .returning()
    if (!used || used.fid === null)
      throw new HttpError(400, 'invalid_channel', 'This sign-in is not valid any more. Start again.')
    const user = await socialUser(this.db, input.projectId, 'farcaster', {
      subject: String(used.fid),
      userName: used.userName ?? undefined,
    })
    return {
      status: 'completed' as const,
      ...(await this.wallets.openSession(user, input.deviceId)),
      userName: user.userName,
    }
  }
}

/** The message's SIWE fields; a text that is not a SIWE message is the caller's error. */
function readMessage(message: string) {
  try {
    return parseSiweMessage(message)
  } catch {
    throw new HttpError(400, 'invalid_message', 'The sign-in message is not a SIWE message')
  }
}
