// Wallet icons come from announcements (EIP-6963) and listings that any page script can forge,
// so only inline images and http(s) URLs reach an <img>; anything else gets a placeholder.
const SAFE_IMAGE = /^(data:image\/|https?:\/\/)/i

export function isSafeImageUrl(url: unknown): url is string {
  return typeof url === 'string' && url.length < 200_000 && SAFE_IMAGE.test(url.trim())
}
