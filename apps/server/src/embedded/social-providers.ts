// The social logins of the embedded wallet (spec section 5: google, github, apple, facebook, x,
// discord), each provider's OAuth 2.0 endpoints, scopes and profile mapping in one table. All use
// the authorization-code flow with PKCE (S256) and `state`. A provider is offered only when the
// environment gives it credentials: LATCH_SOCIAL_<NAME>_CLIENT_ID and _CLIENT_SECRET (Apple's
// secret is the client-secret JWT Apple's console signs).

export const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

export const isSocialProvider = (value: unknown): value is SocialProvider =>
  typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value)

/** Who the provider says signed in: its stable id for the user, a display name, an email if given. */
export interface SocialIdentity {
  subject: string
  userName?: string
  email?: string
}

export interface ProviderEndpoints {
  authorizeUrl: string
  tokenUrl: string
  /** Where the profile is read with the access token; absent: the id_token's claims are the profile. */
  userInfoUrl?: string
  /** For an id_token profile: the issuer and its keys, checked before any claim is read. */
  issuer?: string
  jwksUrl?: string
}

export interface ProviderSpec extends ProviderEndpoints {
  scopes: string[]
  /** How the client authenticates at the token endpoint. */
  tokenAuth: 'post' | 'basic'
  /** The identity in the provider's profile answer (or id_token claims). */
  profile(data: Record<string, unknown>): SocialIdentity
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0
    ? value.slice(0, 256)
    : typeof value === 'number'
      ? String(value)
      : undefined

function identity(subject: unknown, userName: unknown, email?: unknown): SocialIdentity {
  const id = text(subject)
  if (!id) throw new Error('the provider gave no user id')
  const name = text(userName)
  const mail = text(email)
  return { subject: id, ...(name ? { userName: name } : {}), ...(mail ? { email: mail.toLowerCase() } : {}) }
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {}

export const PROVIDER_SPECS: Record<SocialProvider, ProviderSpec> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scopes: ['openid', 'email', 'profile'],
    tokenAuth: 'post',
    profile: (data) =>
      identity(data.sub, data.name ?? data.email, data.email_verified === true ? data.email : undefined),
  },
  x: {
    authorizeUrl: 'https://x.com/i/oauth2/authorize',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    userInfoUrl: 'https://api.x.com/2/users/me',
    scopes: ['users.read', 'tweet.read'],
    tokenAuth: 'basic',
    profile: (data) => {
      const user = record(data.data)
      return identity(user.id, user.username)
    },
  },
  discord: {
    authorizeUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    userInfoUrl: 'https://discord.com/api/users/@me',
    scopes: ['identify', 'email'],
    tokenAuth: 'post',
    profile: (data) => identity(data.id, data.username, data.verified === true ? data.email : undefined),
  },
  github: {
    authorizeUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userInfoUrl: 'https://api.github.com/user',
    scopes: ['read:user'],
    tokenAuth: 'post',
    profile: (data) => identity(data.id, data.login),
  },
  apple: {
    authorizeUrl: 'https://appleid.apple.com/auth/authorize',
    tokenUrl: 'https://appleid.apple.com/auth/token',
    issuer: 'https://appleid.apple.com',
    jwksUrl: 'https://appleid.apple.com/auth/keys',
    // Name and email scopes would force a form_post answer; the id_token's subject is the identity.
    scopes: [],
    tokenAuth: 'post',
    profile: (data) => identity(data.sub, data.email, data.email_verified === true ? data.email : undefined),
  },
  facebook: {
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userInfoUrl: 'https://graph.facebook.com/me?fields=id,name',
    scopes: ['public_profile'],
    tokenAuth: 'post',
    profile: (data) => identity(data.id, data.name),
  },
}

/** A provider as configured: its credentials, and endpoints that replace the table's (a local provider). */
export interface SocialProviderConfig {
  clientId: string
  clientSecret: string
  endpoints?: ProviderEndpoints
  /** Scopes added to the table's (a local OpenID provider needs `openid` to answer its userinfo). */
  extraScopes?: string[]
}

export type SocialConfig = Partial<Record<SocialProvider, SocialProviderConfig>>

/** The providers the environment gives credentials for. */
export function socialConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SocialConfig {
  const config: SocialConfig = {}
  for (const provider of SOCIAL_PROVIDERS) {
    const key = `LATCH_SOCIAL_${provider.toUpperCase()}`
    const clientId = env[`${key}_CLIENT_ID`]
    const clientSecret = env[`${key}_CLIENT_SECRET`]
    if (clientId && clientSecret) config[provider] = { clientId, clientSecret }
  }
  return config
}
