// The namespace modules, by name. They ride in the session part (loaded when a visitor pairs or a
// stored session is restored), never in a page's first load; each is a few hundred bytes and
// loads no library of its own. (Split into chunks of their own, they made the bundler split
// core's error base out of the entry chunk, costing the first load more than they save.)

import type { ChainNamespace } from '@latch/core'
import { WalletConnectAdapterError } from '../errors'
import { bip122 } from './bip122'
import { cosmos } from './cosmos'
import { eip155 } from './eip155'
import type { NamespaceModule } from './module'
import { polkadot } from './polkadot'
import { solana } from './solana'

const MODULES: Record<ChainNamespace, NamespaceModule> = { eip155, solana, bip122, polkadot, cosmos }

/** The modules of the namespaces the app made adapters for. */
export function namespaceModules(namespaces: readonly ChainNamespace[]): NamespaceModule[] {
  return namespaces.map((namespace) => {
    const module = MODULES[namespace]
    if (!module)
      throw new WalletConnectAdapterError(`WalletConnect does not speak the ${String(namespace)} namespace`)
    return module
  })
}
