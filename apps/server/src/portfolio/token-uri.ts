// NFT metadata from a tokenURI, read without ever fetching a URL: only data: URIs are opened.

/** Largest tokenURI or image data: URI kept; bigger ones are dropped rather than parsed. */
const MAX_URI_LENGTH = 512 * 1024
const IMAGE_TYPES = /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)(;[-\w=.+]+)*,/i
const JSON_DATA_URI = /^data:application\/json((?:;[-\w=.+]+)*),(.*)$/is

export interface NftMetadata {
  name?: string
  description?: string
  image?: string
}

const text = (value: unknown, max: number) =>
  typeof value === 'string'
    ? value
        .replace(/[\p{Cc}\p{Cs}]/gu, ' ')
        .trim()
        .slice(0, max) || undefined
    : undefined

/** An image the client may show: http(s) URLs and inline raster/SVG data; anything else is dropped. */
export function safeImage(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_URI_LENGTH) return undefined
  if (IMAGE_TYPES.test(value)) return value
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}

/** Decodes a `data:application/json` tokenURI (base64 or percent-encoded); other URIs give {}. */
export function parseTokenUri(uri: string | undefined): NftMetadata {
  if (!uri || uri.length > MAX_URI_LENGTH) return {}
  const match = JSON_DATA_URI.exec(uri)
  if (!match) return {}
  const [, params = '', payload = ''] = match
  let json: unknown
  try {
    const body = /;base64$/i.test(params)
      ? Buffer.from(payload, 'base64').toString('utf8')
      : decodeURIComponent(payload)
    json = JSON.parse(body)
  } catch {
    return {}
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return {}
  const fields = json as Record<string, unknown>
  const metadata: NftMetadata = {}
  const name = text(fields.name, 200)
  const description = text(fields.description, 2000)
  const image = safeImage(fields.image ?? fields.image_url)
  if (name) metadata.name = name
  if (description) metadata.description = description
  if (image) metadata.image = image
  return metadata
}
