// ERC-4337 on the devnet: EntryPoint v0.7 from the build artifacts `@account-abstraction/contracts`
// publishes, deployed through the deterministic CREATE2 deployer anvil ships with at its canonical
// address (the public salt), so clients (viem, alto) find it with no settings. The wallet's account
// is Solady's ERC-4337 account (npm `solady`, compiled with the fixtures: contracts/LatchAccount.sol)
// behind a factory shaped for viem's `toSoladySmartAccount`; eth-infinitism's SimpleAccount is not
// used because it cannot sign (no ERC-1271), and a wallet's account must.
import { createRequire } from 'node:module'
import { type Abi, concat, encodeAbiParameters, getAddress, getContractAddress, type Hex } from 'viem'
import type { Artifacts } from './compile'
import type { Address } from './manifest'
import { rpc } from './rpc'

/** Arachnid's deterministic deployer, present on anvil from genesis. */
export const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'
const ENTRY_POINT_SALT: Hex = '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3'
const ZERO_SALT: Hex = `0x${'00'.repeat(32)}`

export interface AccountAbstraction {
  entryPoint: Address
  /** LatchAccountFactory: `createAccount(owner, salt)`, `getAddress(salt)`; salts start with the owner. */
  accountFactory: Address
}

const require = createRequire(import.meta.url)
const artifact = (name: string) =>
  require(`@account-abstraction/contracts/artifacts/${name}.json`) as { abi: Abi; bytecode: Hex }

/** The init code of the contracts and where CREATE2 puts them (no chain needed). */
export function accountAbstractionPlan(artifacts: Pick<Artifacts, 'LatchAccount' | 'LatchAccountFactory'>) {
  const entryPointCode = artifact('EntryPoint').bytecode
  const entryPoint = getContractAddress({
    opcode: 'CREATE2',
    from: CREATE2_DEPLOYER,
    salt: ENTRY_POINT_SALT,
    bytecode: entryPointCode,
  })
  const create2 = (bytecode: Hex) =>
    getAddress(getContractAddress({ opcode: 'CREATE2', from: CREATE2_DEPLOYER, salt: ZERO_SALT, bytecode }))
  const accountCode = artifacts.LatchAccount.bytecode
  const account = create2(accountCode)
  const factoryCode = concat([
    artifacts.LatchAccountFactory.bytecode,
    encodeAbiParameters([{ type: 'address' }], [account]),
  ])
  return {
    addresses: { entryPoint: getAddress(entryPoint), accountFactory: create2(factoryCode) },
    deployments: [
      { what: 'EntryPoint v0.7', data: concat([ENTRY_POINT_SALT, entryPointCode]) },
      { what: 'LatchAccount', data: concat([ZERO_SALT, accountCode]) },
      { what: 'LatchAccountFactory', data: concat([ZERO_SALT, factoryCode]) },
    ],
  }
}

/** Deploys them through the CREATE2 deployer from `from`, and checks code landed where planned. */
export async function deployAccountAbstraction(
  send: (tx: { from: Address; to: Address; data: Hex }, what: string) => Promise<unknown>,
  rpcUrl: string,
  from: Address,
  artifacts: Artifacts,
): Promise<AccountAbstraction> {
  const plan = accountAbstractionPlan(artifacts)
  for (const { what, data } of plan.deployments)
    await send({ from, to: CREATE2_DEPLOYER, data }, `deploying ${what}`)
  for (const [name, address] of Object.entries(plan.addresses)) {
    const code = await rpc<Hex>(rpcUrl, 'eth_getCode', [address, 'latest'])
    if (code === '0x') throw new Error(`devnet setup failed: no ${name} code at ${address}`)
  }
  return plan.addresses
}
