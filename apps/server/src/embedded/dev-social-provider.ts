// A local OpenID provider (oidc-provider) standing in for the six social logins in development
// and tests, so every social button works offline. One client per provider (`dev-google`, ...),
// each answering its profile in that provider's own shape, so the production profile mappings are
// the ones exercised. Its login page takes any name (the name is the account) and any password;
// its consent page has Continue and Cancel (a refused consent). Never used in production.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type Provider from 'oidc-provider'
import { SOCIAL_PROVIDERS, type SocialConfig, type SocialProvider } from './social-providers'

export interface DevSocialProvider {
  issuer: string
  /** The six providers, pointed at this one: pass to the server's `social.configure`. */
  config: SocialConfig
  stop(): Promise<void>
}

/** The profile each provider's userinfo endpoint would give for `account`. */
function profileOf(provider: SocialProvider, account: string): Record<string, unknown> {
  const email = `${account}@example.com`
  switch (provider) {
    case 'google':
      return { name: account, email, email_verified: true }
    case 'x':
      return { data: { id: `x-${account}`, username: account } }
    case 'discord':
      return { id: `discord-${account}`, username: account, email, verified: true }
    case 'github':
      return { id: account.length * 1000 + account.charCodeAt(0), login: account }
    case 'apple':
      return { email, email_verified: true }
    case 'facebook':
      return { id: `fb-${account}`, name: account }
  }
}

const clientId = (provider: SocialProvider) => `dev-${provider}`
const secretOf = (provider: SocialProvider) => `dev-secret-${provider}`

export async function startDevSocialProvider(options: {
  /** The services server's social callback (on the wallet frame's origin). */
  redirectUri: string
  port?: number
  host?: string
}): Promise<DevSocialProvider> {
  const host = options.host ?? '127.0.0.1'
  // The issuer must be known before listening: take a free port first.
  const probe = await new Promise<Server>((resolve) => {
    const server = createServer()
    server.listen(options.port ?? 0, host, () => resolve(server))
  })
  const port = (probe.address() as AddressInfo).port
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  const issuer = `http://${host}:${port}`

  const providerOf = new Map(SOCIAL_PROVIDERS.map((provider) => [clientId(provider), provider]))
  // Its warnings say it runs with development keys and pages on this Node, which is what it is
  // for: kept off the start-up output. Loaded here, so the production server never loads it.
  const warn = console.warn
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes('oidc-provider WARNING')) warn(...args)
  }
  let oidc: Provider
  try {
    const { default: OidcProvider } = await import('oidc-provider')
    oidc = createProvider(OidcProvider, issuer, options.redirectUri, providerOf)
  } finally {
    console.warn = warn
  }
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = oidc.listen(port, host, () => resolve(listening))
    listening.once('error', reject)
  })
  const config: SocialConfig = {}
  for (const provider of SOCIAL_PROVIDERS) {
    config[provider] = {
      clientId: clientId(provider),
      clientSecret: secretOf(provider),
      endpoints: {
        authorizeUrl: `${issuer}/auth`,
        tokenUrl: `${issuer}/token`,
        ...(provider === 'apple' ? { issuer, jwksUrl: `${issuer}/jwks` } : { userInfoUrl: `${issuer}/me` }),
      },
      // The local provider answers its userinfo and id_token only for OpenID requests.
      extraScopes: provider === 'google' ? [] : ['openid'],
    }
  }
  return {
    issuer,
    config,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function createProvider(
  OidcProvider: typeof Provider,
  issuer: string,
  redirectUri: string,
  providerOf: Map<string, SocialProvider>,
) {
  return new OidcProvider(issuer, {
    clients: SOCIAL_PROVIDERS.map((provider) => ({
      client_id: clientId(provider),
      client_secret: secretOf(provider),
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: provider === 'x' ? 'client_secret_basic' : 'client_secret_post',
    })),
    pkce: { required: () => true },
    cookies: { keys: ['latch-dev-social-provider'] },
    scopes: [
      'openid',
      'email',
      'profile',
      'users.read',
      'tweet.read',
      'identify',
      'read:user',
      'public_profile',
    ],
    claims: {
      openid: ['sub'],
      profile: ['name'],
      email: ['email', 'email_verified', 'verified'],
      'users.read': ['data'],
      identify: ['id', 'username'],
      'read:user': ['id', 'login'],
      public_profile: ['id', 'name'],
    },
    // Scope claims go into the id_token too (Apple's profile is its id_token).
    conformIdTokenClaims: false,
    findAccount: (ctx, account) => ({
      accountId: account,
      claims: () => {
        const provider = providerOf.get(ctx.oidc.client?.clientId ?? '') ?? 'google'
        return { sub: account, ...profileOf(provider, account) }
      },
    }),
  })
}
