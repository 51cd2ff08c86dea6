// Fee estimates the local chain quotes, in sat/vB per confirmation target (Esplora's
// /fee-estimates shape). Regtest has no fee market, so they are fixed: above bcoin's 1 sat/vB
// relay floor, higher for sooner targets, as on a quiet mainnet day.
export const FEE_ESTIMATES: Readonly<Record<string, number>> = {
  '1': 3,
  '2': 3,
  '3': 2,
  '6': 2,
  '12': 1.5,
  '25': 1.2,
  '144': 1,
  '504': 1,
  '1008': 1,
}
