// Social login for the embedded wallet: OAuth 2.0 authorization code with PKCE and `state`.
//   start: the frame sends its PKCE challenge, device and page origin; a random state is stored
//          (hashed, 10 minutes, single use) and the provider's authorization URL returned.
//   finish: the frame brings the state, the code and its PKCE verifier; the state is used up, the
//          code redeemed at the provider with our client secret and the verifier (a code without
//          its verifier is worthless), the profile read and mapped, and a session opened for the
//          user known by (provider, subject).
// The provider's answer lands on the frame origin's callback page, which hands it to the page that
// opened the popup (the origin recorded at start, never one the request names).
import { eq, lt } from 'drizzle-orm'
import { createRemoteJWKSet, jwtVerify } from 'jose'
import type { Db } from '../db/connect'
import { embeddedSocialStates } from '../db/schema'
import { HttpError } from '../http/errors'
import { newToken, sha256 } from './secrets'
import type { EmbeddedWallets } from './service'
import {
  PROVIDER_SPECS,
  type ProviderSpec,
  SOCIAL_PROVIDERS,
  type SocialConfig,
  type SocialIdentity,
  type SocialProvider,
} from './social-providers'
import { socialUser } from './social-users'

const STATE_TTL_MS = 10 * 60_000
const PROVIDER_TIMEOUT_MS = 10_000

/** A provider's table entry with the configured credentials and endpoint overrides applied. */
interface ResolvedProvider extends ProviderSpec {
  clientId: string
  clientSecret: string
}

export class SocialLogins {
  private config: SocialConfig
  private readonly keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

  constructor(
    private readonly db: Db,
    private readonly wallets: EmbeddedWallets,
    /** The callback on the frame origin, e.g. `http://127.0.0.1:8788/embedded/v1/social/callback`. */
    private readonly redirectUri: () => string,
    config: SocialConfig = {},
  ) {
    this.config = config
  }

  /** Replaces the configured providers (a local provider started after the server knows its frame). */
  configure(config: SocialConfig) {
    this.config = config
  }

  /** The providers offered: those with credentials, in the spec's order. */
  offered(): SocialProvider[] {
    return SOCIAL_PROVIDERS.filter((provider) => this.config[provider])
  }

  private provider(name: SocialProvider): ResolvedProvider {
    const configured = this.config[name]
    if (!configured) throw new HttpError(404, 'provider_not_configured', `${name} login is not configured`)
    const spec = PROVIDER_SPECS[name]
    return {
      ...spec,
      ...configured.endpoints,
      scopes: [...spec.scopes, ...(configured.extraScopes ?? [])],
      clientId: configured.clientId,
      clientSecret: configured.clientSecret,
    }
  }

  async start(input: {
    projectId: string
    provider: SocialProvider
    codeChallenge: string
    deviceId: string
    parentOrigin: string
    returnUrl?: string | undefined
  }) {
    const provider = this.provider(input.provider)
    const state = newToken()
    const now = this.wallets.now()
    await this.db.delete(embeddedSocialStates).where(lt(embeddedSocialStates.expiresAt, new Date(now)))
    await this.db.insert(embeddedSocialStates).values({
      stateHash: sha256(state),
      projectId: input.projectId,
      provider: input.provider,
      deviceHash: sha256(input.deviceId),
      parentOrigin: input.parentOrigin,
      returnUrl: input.returnUrl ?? null,
      codeChallenge: input.codeChallenge,
      expiresAt: new Date(now + STATE_TTL_MS),
    })
    const url = new URL(provider.authorizeUrl)
    url.searchParams.set('response_type', 'code')
    url.searchParams.set('client_id', provider.clientId)
    url.searchParams.set('redirect_uri', this.redirectUri())
    if (provider.scopes.length > 0) url.searchParams.set('scope', provider.scopes.join(' '))
    url.searchParams.set('state', state)
    url.searchParams.set('code_challenge', input.codeChallenge)
    url.searchParams.set('code_challenge_method', 'S256')
    return { uri: url.toString(), state }
  }

  /**
   * Where a live state's answer goes: the page origin it was started for (the callback page posts
   * only there) and, for a redirect login, the page address to send the visitor back to.
   */
  async returnOf(state: string): Promise<{ origin: string; returnUrl?: string } | undefined> {
    const [row] = await this.db
      .select()
      .from(embeddedSocialStates)
      .where(eq(embeddedSocialStates.stateHash, sha256(state)))
    if (!row || row.expiresAt.getTime() <= this.wallets.now()) return undefined
    return { origin: row.parentOrigin, ...(row.returnUrl ? { returnUrl: row.returnUrl } : {}) }
  }

  async finish(input: {
    projectId: string
    state: string
    code: string
    codeVerifier: string
    deviceId: string
  }) {
    // Used up before anything else: a replayed state finds nothing.
    const [row] = await this.db
      .delete(embeddedSocialStates)
      .where(eq(embeddedSocialStates.stateHash, sha256(input.state)))
      .returning()
    if (
      !row ||
      row.projectId !== input.projectId ||
      row.deviceHash !== sha256(input.deviceId) ||
      row.expiresAt.getTime() <= this.wallets.now()
    ) {
      throw new HttpError(400, 'invalid_state', 'This sign-in is not valid any more. Start again.')
    }
    const name = row.provider as SocialProvider
    const provider = this.provider(name)
    const found = await this.identify(provider, input.code, input.codeVerifier)
    const user = await socialUser(this.db, input.projectId, name, found)
    return { ...(await this.wallets.openSession(user, input.deviceId)), userName: user.userName }
  }

  /** Redeems the code (with the PKCE verifier) and reads who signed in. */
  private async identify(
    provider: ResolvedProvider,
    code: string,
    codeVerifier: string,
  ): Promise<SocialIdentity> {
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.redirectUri(),
      code_verifier: codeVerifier,
    })
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    }
    if (provider.tokenAuth === 'basic') {
      const pair = `${encodeURIComponent(provider.clientId)}:${encodeURIComponent(provider.clientSecret)}`
      headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`
    } else {
      body.set('client_id', provider.clientId)
      body.set('client_secret', provider.clientSecret)
    }
    const tokens = await this.call(provider.tokenUrl, { method: 'POST', headers, body })
    if (!provider.userInfoUrl) {
      const idToken = tokens.id_token
      if (typeof idToken !== 'string' || !provider.jwksUrl || !provider.issuer) {
        throw new HttpError(502, 'provider_failed', 'The provider did not say who signed in')
      }
      const { payload } = await jwtVerify(idToken, this.keySet(provider.jwksUrl), {
        issuer: provider.issuer,
        audience: provider.clientId,
      }).catch(() => {
        throw new HttpError(502, 'provider_failed', "The provider's identity token did not verify")
      })
      return provider.profile(payload as Record<string, unknown>)
    }
    const accessToken = tokens.access_token
    if (typeof accessToken !== 'string')
      throw new HttpError(502, 'provider_failed', 'The provider gave no access token')
    const profile = await this.call(provider.userInfoUrl, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    })
    try {
      return provider.profile(profile)
    } catch {
      throw new HttpError(502, 'provider_failed', 'The provider did not say who signed in')
    }
  }

  private keySet(url: string) {
    let set = this.keySets.get(url)
    if (!set) {
      set = createRemoteJWKSet(new URL(url))
      this.keySets.set(url, set)
    }
    return set
  }

  /** One call to the provider; its refusal (a wrong code or verifier) is the user's, not ours. */
  private async call(url: string, init: RequestInit): Promise<Record<string, unknown>> {
    let response: Response
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) })
    } catch {
      throw new HttpError(502, 'provider_unreachable', 'The sign-in provider could not be reached')
    }
    const json = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined
    if (response.status >= 400 && response.status < 500) {
      throw new HttpError(401, 'provider_refused', 'The sign-in provider refused this sign-in. Start again.')
    }
    if (!response.ok || !json || typeof json !== 'object') {
      throw new HttpError(502, 'provider_failed', 'The sign-in provider failed. Try again.')
    }
    return json
  }
}
