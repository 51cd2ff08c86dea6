import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { type CaipNetwork, mainnet } from '@latch/core'
import type { DevnetManifest } from '@latch/devnet'
import { devnetCaipNetwork } from '@latch/devnet/caip'

/** The devnet chains when one runs (LATCH_MANIFEST or npm start's manifest), else Ethereum. */
export function exampleNetworks(): CaipNetwork[] {
  const path = process.env.LATCH_MANIFEST ?? resolve(process.cwd(), '../../.latch/manifest.json')
  try {
    // One known file, read per request: nothing else of the project needs tracing into the build.
    const manifest = JSON.parse(readFileSync(/*turbopackIgnore: true*/ path, 'utf8')) as DevnetManifest
    return manifest.chains.map(devnetCaipNetwork)
  } catch {
    return [mainnet]
  }
}
