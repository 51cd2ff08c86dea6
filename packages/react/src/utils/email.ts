// Kept apart from ./address: that one is in the first load (the button), this only in the Account view.

/**
 * Shortens an email to at most `max` characters from the middle of its local part, so the domain
 * (the part that tells one account from another) stays: `ada-1…83-3@example.com`. An email
 * that fits, or whose domain alone leaves no room, is returned as is (the row's ellipsis cuts it).
 */
export function shortenEmail(email: string, max = 22): string {
  const at = email.lastIndexOf('@')
  if (email.length <= max || at < 1) return email
  const local = email.slice(0, at)
  const room = max - (email.length - at) - 1
  if (room < 4) return email
  const tail = Math.floor(room / 2)
  return `${local.slice(0, room - tail)}…${local.slice(-tail)}${email.slice(at)}`
}
