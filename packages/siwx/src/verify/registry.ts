// Picks the verifier for a session's namespace, so solana and bip122 verifiers can plug in later.
import { parseChainId } from '../message/namespaces'
import type { SIWXSession, SIWXVerifier, VerifyContext } from '../types'
import { SIWXVerificationError } from './errors'

export interface SIWXVerifierRegistry extends SIWXVerifier {
  register(namespace: string, verifier: SIWXVerifier): SIWXVerifierRegistry
  has(namespace: string): boolean
}

export function createVerifierRegistry(initial: Record<string, SIWXVerifier> = {}): SIWXVerifierRegistry {
  const verifiers = new Map(Object.entries(initial))
  const registry: SIWXVerifierRegistry = {
    register(namespace, verifier) {
      verifiers.set(namespace, verifier)
      return registry
    },
    has: (namespace) => verifiers.has(namespace),
    async verify(session: SIWXSession, context: VerifyContext) {
      const chainId = (session as Partial<SIWXSession> | null)?.data?.chainId
      const namespace = typeof chainId === 'string' ? chainId.split(':')[0] : undefined
      const verifier = namespace === undefined ? undefined : verifiers.get(namespace)
      if (!verifier)
        throw new SIWXVerificationError(
          'UNSUPPORTED_NAMESPACE',
          `no verifier registered for namespace "${namespace ?? String(chainId)}" (registered: ${[...verifiers.keys()].join(', ') || 'none'})`,
        )
      // The namespace is known; a malformed reference still gets a clear error.
      try {
        parseChainId(chainId)
      } catch (error) {
        throw new SIWXVerificationError('MALFORMED_SESSION', (error as Error).message)
      }
      return verifier.verify(session, context)
    },
  }
  return registry
}
