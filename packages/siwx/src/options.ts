// The modal accepts either the older SIWE options or SIWX, never both (spec section 5).
export const BOTH_SIGN_IN_OPTIONS_ERROR = 'Cannot set both `siweConfig` and `siwx` options.'

export function assertSiwxOptions(options: { siweConfig?: unknown; siwx?: unknown }): void {
  if (options.siweConfig != null && options.siwx != null) throw new Error(BOTH_SIGN_IN_OPTIONS_ERROR)
}
