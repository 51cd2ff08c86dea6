// Reads a sign-in message text back into its fields (servers get only the text and signature).
// Only canonical text is accepted: the parsed fields must render back to the same bytes.
import type { SIWXMessageData } from '../types'
import { createSIWXMessage } from './build'
import { SIWXMessageError } from './fields'
import { NAMESPACES, type SIWXNamespaceName } from './namespaces'

const OPTIONAL_FIELDS = [
  ['Expiration Time: ', 'expirationTime'],
  ['Not Before: ', 'notBefore'],
  ['Request ID: ', 'requestId'],
] as const

export function parseSIWXMessage(text: string): SIWXMessageData {
  if (typeof text !== 'string') throw new SIWXMessageError('message', 'must be a string')
  const lines = text.split('\n')
  let at = 0
  const next = () => lines[at++]
  const field = (prefix: string) => {
    const line = next()
    if (line === undefined || !line.startsWith(prefix))
      throw new SIWXMessageError('message', `expected "${prefix.trim()}" on line ${at}`)
    return line.slice(prefix.length)
  }
  const header = /^(\S+) wants you to sign in with your (\S+) account:$/.exec(next() ?? '')
  const entry = Object.entries(NAMESPACES).find(([, rules]) => rules.label === header?.[2])
  if (!header || !entry) throw new SIWXMessageError('message', 'does not start with a sign-in header')
  const namespace = entry[0] as SIWXNamespaceName
  const accountAddress = next() ?? ''
  if (next() !== '') throw new SIWXMessageError('message', 'expected a blank line after the address')
  const statement = lines[at] === '' ? undefined : next()
  if (next() !== '') throw new SIWXMessageError('message', 'expected a blank line before the URI')
  const data: SIWXMessageData = {
    domain: header[1] as string,
    accountAddress,
    ...(statement === undefined ? {} : { statement }),
    uri: field('URI: '),
    version: field('Version: ') as '1',
    chainId: `${namespace}:${field('Chain ID: ')}`,
    nonce: field('Nonce: '),
    issuedAt: field('Issued At: '),
  }
  for (const [prefix, key] of OPTIONAL_FIELDS) if (lines[at]?.startsWith(prefix)) data[key] = field(prefix)
  if (lines[at] === 'Resources:') {
    next()
    data.resources = lines.slice(at).map((line) => {
      if (!line.startsWith('- '))
        throw new SIWXMessageError('resources', 'each resource line starts with "- "')
      return line.slice(2)
    })
    at = lines.length
  }
  if (at !== lines.length) throw new SIWXMessageError('message', `unexpected text on line ${at + 1}`)
  const message = createSIWXMessage(data)
  if (message.toString() !== text) throw new SIWXMessageError('message', 'is not in canonical form')
  const { toString: _, ...parsed } = message
  return parsed
}
