import { CACHE_LIVES, createTtlCache } from '../cache/cache'
import { FEATURE_ERRORS, type LatchErrorCode } from '../errors/codes'
import { LatchError } from '../errors/latch-error'
import { type HttpClient, httpStatusOf } from './http-client'
import type { NameProfile, NameRegistration } from './types'

// Account names of the blockchain service. Lookups are cached 5 min; every failure surfaces as the
// catalogue's text with the service error kept as the cause.

/** What a name registration's signature is for: the server refuses one signed for anything else. */
export const NAME_REGISTRATION_PURPOSE = 'latch-name-registration'

/**
 * The message a wallet signs to register `name`: JSON with name, attributes and a timestamp in
 * seconds (spec section 3), bound to the names server's domain, its purpose and the signing
 * address, so a signature made for another server, purpose or account is worth nothing here.
 */
export function nameRegistrationMessage(
  name: string,
  binding: { domain: string; address: string },
  attributes: Record<string, string> = {},
  now = Date.now(),
): string {
  return JSON.stringify({
    name,
    attributes,
    timestamp: Math.floor(now / 1000),
    domain: binding.domain,
    purpose: NAME_REGISTRATION_PURPOSE,
    address: binding.address,
  })
}

function registeredName(message: string): string {
  try {
    const parsed = JSON.parse(message) as { name?: unknown }
    return typeof parsed.name === 'string' ? parsed.name : ''
  } catch {
    return ''
  }
}

export function nameCalls(http: HttpClient) {
  const profiles = createTtlCache<NameProfile | null>(CACHE_LIVES.names)
  const reverse = createTtlCache<NameProfile[]>(CACHE_LIVES.names)

  async function wrap<T>(code: LatchErrorCode, message: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call()
    } catch (error) {
      throw new LatchError(code, message, { cause: error })
    }
  }

  return {
    /** The registration message for this service (its host name is the domain). */
    nameRegistrationMessage(name: string, address: string, now = Date.now()): string {
      return nameRegistrationMessage(name, { domain: new URL(http.url('/')).hostname, address }, {}, now)
    },

    /** The profile registered under `name`, or null when the name is free (404). */
    lookupName(name: string): Promise<NameProfile | null> {
      return wrap('RESOLVE_NAME_FAILED', FEATURE_ERRORS.RESOLVE_NAME_FAILED, () =>
        profiles.getOrLoad(name.toLowerCase(), async () => {
          try {
            return await http.get<NameProfile>({
              path: `/v1/profile/account/${encodeURIComponent(name)}`,
              params: { apiVersion: 2 },
            })
          } catch (error) {
            if (httpStatusOf(error) === 404) return null
            throw error
          }
        }),
      )
    },

    getNamesForAddress(address: string): Promise<NameProfile[]> {
      return wrap('NAMES_FOR_ADDRESS_FAILED', FEATURE_ERRORS.NAMES_FOR_ADDRESS_FAILED, () =>
        reverse.getOrLoad(address.toLowerCase(), async () => {
          const result = await http.get<NameProfile[]>({
            path: `/v1/profile/reverse/${encodeURIComponent(address)}`,
            params: { apiVersion: 2 },
          })
          return Array.isArray(result) ? result : []
        }),
      )
    },

    getNameSuggestions(name: string, zone?: string): Promise<Array<{ name: string; registered: boolean }>> {
      return wrap('NAME_SUGGESTIONS_FAILED', FEATURE_ERRORS.NAME_SUGGESTIONS_FAILED, async () => {
        const result = await http.get<{ suggestions?: Array<{ name: string; registered: boolean }> }>({
          path: `/v1/profile/suggestions/${encodeURIComponent(name)}`,
          params: { zone },
        })
        return result?.suggestions ?? []
      })
    },

    registerName(registration: NameRegistration): Promise<NameProfile> {
      const name = registeredName(registration.message)
      return wrap('REGISTER_NAME_FAILED', FEATURE_ERRORS.REGISTER_NAME_FAILED(name), async () => {
        const profile = await http.post<NameProfile>({ path: '/v1/profile/account', body: registration })
        profiles.delete(name.toLowerCase())
        reverse.delete(registration.address.toLowerCase())
        return profile
      })
    },
  }
}
