// ERC-4337 on the devnet: EntryPoint v0.7 and eth-infinitism's SimpleAccountFactory, from the build
// artifacts `@account-abstraction/contracts` publishes, deployed through the deterministic CREATE2
// deployer anvil ships with. The salts are the ones used on public chains, so both contracts land
// at their canonical addresses and clients (viem, permissionless, alto) find them with no settings.
import { createRequire } from 'node:module'
import { type Abi, concat, encodeAbiParameters, getAddress, getContractAddress, type Hex } from 'viem'
import type { Address } from './manifest'
import { rpc } from './rpc'

/** Arachnid's deterministic deployer, present on anvil from genesis. */
export const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'
const ENTRY_POINT_SALT: Hex = '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3'
const FACTORY_SALT: Hex = `0x${'00'.repeat(32)}`

export interface AccountAbstraction {
  entryPoint: Address
  simpleAccountFactory: Address
}

const require = createRequire(import.meta.url)
const artifact = (name: string) =>
  require(`@account-abstraction/contracts/artifacts/${name}.json`) as { abi: Abi; bytecode: Hex }

/** The init code of both contracts and where CREATE2 puts them (no chain needed). */
export function accountAbstractionPlan() {
  const entryPointCode = artifact('EntryPoint').bytecode
  const entryPoint = getContractAddress({
    opcode: 'CREATE2',
    from: CREATE2_DEPLOYER,
    salt: ENTRY_POINT_SALT,
    bytecode: entryPointCode,
  })
  const factoryCode = concat([
    artifact('SimpleAccountFactory').bytecode,
    encodeAbiParameters([{ type: 'address' }], [entryPoint]),
  ])
  const simpleAccountFactory = getContractAddress({
    opcode: 'CREATE2',
    from: CREATE2_DEPLOYER,
    salt: FACTORY_SALT,
    bytecode: factoryCode,
  })
  return {
    addresses: { entryPoint: getAddress(entryPoint), simpleAccountFactory: getAddress(simpleAccountFactory) },
    deployments: [
      { what: 'EntryPoint v0.7', data: concat([ENTRY_POINT_SALT, entryPointCode]) },
      { what: 'SimpleAccountFactory', data: concat([FACTORY_SALT, factoryCode]) },
    ],
  }
}

/** Deploys both through the CREATE2 deployer from `from`, and checks code landed where planned. */
export async function deployAccountAbstraction(
  send: (tx: { from: Address; to: Address; data: Hex }, what: string) => Promise<unknown>,
  rpcUrl: string,
  from: Address,
): Promise<AccountAbstraction> {
  const plan = accountAbstractionPlan()
  for (const { what, data } of plan.deployments)
    await send({ from, to: CREATE2_DEPLOYER, data }, `deploying ${what}`)
  for (const [name, address] of Object.entries(plan.addresses)) {
    const code = await rpc<Hex>(rpcUrl, 'eth_getCode', [address, 'latest'])
    if (code === '0x') throw new Error(`devnet setup failed: no ${name} code at ${address}`)
  }
  return plan.addresses
}
