// The social logins' names as the modal shows them: the provider id capitalized ('google' is
// Google, 'x' is X), GitHub aside. Written as a rule, not a table: Connect's recent row needs it in
// the first load.
export const socialName = (provider: string): string =>
  provider === 'github' ? 'GitHub' : provider.charAt(0).toUpperCase() + provider.slice(1)
