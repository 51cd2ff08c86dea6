// Which treasury pays on-ramp orders, and the fiat rates, from the server's configuration.
import type { Hex } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import type { Db } from '../db/connect'
import type { Logger } from '../http/log'
import type { RateLimit } from '../http/rate-limit'
import type { Catalog } from '../portfolio/catalog'
import { DEFAULT_FIAT_USD, type PaymentCurrency } from './limits'
import { OnRamp } from './service'
import { Treasury } from './treasury'

export interface OnRampConfig {
  /** The treasury's private key (default `LATCH_ONRAMP_TREASURY_KEY`, else the devnet's treasury). */
  treasuryKey?: Hex
  /** USD per unit of each payment currency (default USD 1, EUR 1.08). */
  fiatUsd?: Partial<Record<PaymentCurrency, number>>
  /** Orders, payments and callbacks per client (default 10/s, burst 100). */
  rateLimit?: RateLimit
}

/** The devnet funds this HD index of its mnemonic as the on-ramp treasury (tools/devnet fixtures). */
const DEVNET_TREASURY_INDEX = 10
const withMnemonic = z.looseObject({ mnemonic: z.string().min(1) })

export function createOnRamp(
  config: OnRampConfig,
  manifest: unknown,
  db: Db,
  catalog: Catalog,
  log: Logger,
): OnRamp {
  const key = config.treasuryKey ?? (process.env.LATCH_ONRAMP_TREASURY_KEY as Hex | undefined)
  const devnet = withMnemonic.safeParse(manifest)
  const account = key
    ? privateKeyToAccount(key)
    : devnet.success
      ? mnemonicToAccount(devnet.data.mnemonic, { addressIndex: DEVNET_TREASURY_INDEX })
      : undefined
  const fiatUsd = { ...DEFAULT_FIAT_USD, ...config.fiatUsd }
  return new OnRamp(db, catalog, account ? new Treasury(account) : undefined, log, fiatUsd, config.rateLimit)
}
