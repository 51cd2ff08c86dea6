// The social logins' names as the modal shows them.
export const SOCIAL_NAMES: Record<string, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}

export const socialName = (provider: string) => SOCIAL_NAMES[provider] ?? provider
