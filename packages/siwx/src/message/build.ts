// Builds the text a wallet signs. eip155 follows EIP-4361 to the byte; solana and bip122 use the
// same shape with their own account name and their CAIP-2 reference as the chain id.
import type { SIWXMessage, SIWXMessageData } from '../types'
import { assertDomain, assertSafeText, assertUri, SIWXMessageError } from './fields'
import { assertDateTime, assertNonce, assertRequestId } from './issued-fields'
import { parseChainId } from './namespaces'

/** Checks every field and returns normalised data (eip155 addresses EIP-55 checksummed). */
export function validateMessageData(input: SIWXMessageData): SIWXMessageData {
  if (typeof input !== 'object' || input === null) throw new SIWXMessageError('data', 'must be an object')
  const { rules } = parseChainId(input.chainId)
  const data: SIWXMessageData = {
    accountAddress: rules.normalizeAddress(assertSafeText('accountAddress', input.accountAddress)),
    chainId: input.chainId,
    domain: assertDomain(input.domain),
    uri: assertUri('uri', input.uri),
    version: input.version,
    nonce: assertNonce(input.nonce),
    issuedAt: assertDateTime('issuedAt', input.issuedAt),
  }
  if (input.version !== '1') throw new SIWXMessageError('version', 'must be "1"')
  if (input.statement !== undefined) {
    // An empty statement renders like none, so it is dropped to keep data and text in step.
    const statement = assertSafeText('statement', input.statement)
    if (statement) data.statement = statement
  }
  if (input.expirationTime !== undefined)
    data.expirationTime = assertDateTime('expirationTime', input.expirationTime)
  if (input.notBefore !== undefined) data.notBefore = assertDateTime('notBefore', input.notBefore)
  if (input.requestId !== undefined) data.requestId = assertRequestId(input.requestId)
  if (input.resources !== undefined) {
    if (!Array.isArray(input.resources)) throw new SIWXMessageError('resources', 'must be a list of URIs')
    // An empty list is dropped so data and text agree after a round trip through the text.
    if (input.resources.length > 0)
      data.resources = input.resources.map((r, i) => assertUri(`resources[${i}]`, r))
  }
  const time = (v: string | undefined) => (v === undefined ? undefined : Date.parse(v))
  const expires = time(data.expirationTime)
  if (expires !== undefined && expires <= Date.parse(data.issuedAt))
    throw new SIWXMessageError('expirationTime', 'must be later than issuedAt')
  const notBefore = time(data.notBefore)
  if (expires !== undefined && notBefore !== undefined && expires <= notBefore)
    throw new SIWXMessageError('expirationTime', 'must be later than notBefore')
  return data
}

/** The signed text for already validated data. */
function render(data: SIWXMessageData): string {
  const { rules, reference } = parseChainId(data.chainId)
  const lines = [
    `${data.domain} wants you to sign in with your ${rules.label} account:`,
    data.accountAddress,
    '',
  ]
  // EIP-4361: `[ statement LF ] LF`, so an absent statement leaves two blank lines.
  if (data.statement) lines.push(data.statement)
  lines.push(
    '',
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
  )
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}

/** Validates the fields and returns them with `toString()` giving the text to sign. */
export function createSIWXMessage(input: SIWXMessageData): SIWXMessage {
  const data = validateMessageData(input)
  const text = render(data)
  return { ...data, toString: () => text }
}
