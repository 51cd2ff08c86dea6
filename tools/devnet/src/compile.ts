// Compiles the fixture contracts in `contracts/` with solc-js. The output is cached under
// `.cache/` keyed by a hash of the sources, compiler and OpenZeppelin versions and settings, so
// only the first start pays for compiling (solc-js needs seconds just to load).
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import type { Abi, Hex } from 'viem'

export interface Artifact {
  abi: Abi
  bytecode: Hex
  deployedBytecode: Hex
}

const CONTRACT_NAMES = [
  'LatchToken',
  'LatchCritters',
  'Multicall',
  'OwnerSignedWallet',
  'FarcasterIdRegistry',
  'LatchAccount',
  'LatchAccountFactory',
] as const
export type ContractName = (typeof CONTRACT_NAMES)[number]
export type Artifacts = Record<ContractName, Artifact>

const packageRoot = resolve(import.meta.dirname, '..')
const contractsDir = join(packageRoot, 'contracts')
const cacheDir = join(packageRoot, '.cache')
const require = createRequire(import.meta.url)

const settings = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
}

function packageVersion(name: string): string {
  return (require(`${name}/package.json`) as { version: string }).version
}

function readSources(): Record<string, { content: string }> {
  const sources: Record<string, { content: string }> = {}
  for (const file of readdirSync(contractsDir).sort()) {
    if (file.endsWith('.sol')) sources[file] = { content: readFileSync(join(contractsDir, file), 'utf8') }
  }
  return sources
}

/** Resolves `@openzeppelin/...` and `solady/...` imports from node_modules for solc's import callback. */
function findImport(path: string): { contents: string } | { error: string } {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') }
  } catch {
    return { error: `import not found: ${path}` }
  }
}

interface SolcOutput {
  errors?: Array<{ severity: string; formattedMessage: string }>
  contracts: Record<
    string,
    Record<string, { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }>
  >
}

async function compile(sources: Record<string, { content: string }>): Promise<Artifacts> {
  const solc = (await import('solc')).default
  const input = JSON.stringify({ language: 'Solidity', sources, settings })
  const output = JSON.parse(solc.compile(input, { import: findImport })) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0)
    throw new Error(`Solidity compile failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`)

  const artifacts: Partial<Artifacts> = {}
  for (const [file, contracts] of Object.entries(output.contracts)) {
    if (!(file in sources)) continue // skip imported library contracts
    for (const [name, c] of Object.entries(contracts)) {
      artifacts[name as ContractName] = {
        abi: c.abi,
        bytecode: `0x${c.evm.bytecode.object}`,
        deployedBytecode: `0x${c.evm.deployedBytecode.object}`,
      }
    }
  }
  for (const name of CONTRACT_NAMES) {
    if (!artifacts[name]) throw new Error(`Solidity compile produced no contract ${name}`)
  }
  return artifacts as Artifacts
}

/** Returns compiled fixture contracts, compiling only when sources or compiler changed. */
export async function loadArtifacts(): Promise<Artifacts> {
  const sources = readSources()
  const key = createHash('sha256')
    .update(
      JSON.stringify({
        sources,
        settings,
        solc: packageVersion('solc'),
        oz: packageVersion('@openzeppelin/contracts'),
        solady: packageVersion('solady'),
      }),
    )
    .digest('hex')
    .slice(0, 16)
  const cacheFile = join(cacheDir, `contracts-${key}.json`)
  if (existsSync(cacheFile)) {
    try {
      return JSON.parse(readFileSync(cacheFile, 'utf8')) as Artifacts
    } catch {
      // A corrupt cache entry is recompiled and overwritten below.
    }
  }
  const artifacts = await compile(sources)
  mkdirSync(dirname(cacheFile), { recursive: true })
  // Write then rename so a concurrent start never reads a half-written file.
  const tmp = `${cacheFile}.${process.pid}.tmp`
  writeFileSync(tmp, JSON.stringify(artifacts))
  renameSync(tmp, cacheFile)
  return artifacts
}
