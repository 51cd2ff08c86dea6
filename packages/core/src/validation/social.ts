// Social providers the embedded wallet flow accepts (spec section 5).
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value)
}
