import { createLatch, type LatchClient, type LatchOptions, type LatchState } from '@latch/core'
import { type ReactNode, Suspense, useEffect, useInsertionEffect, useMemo, useState } from 'react'
import { BASE_CSS } from '../buttons/buttonStyles'
import { LatchContext, type LatchRuntime } from '../context'
import { useLatchState } from '../hooks/useLatchState'
import { LazyModal } from '../modal/loadModal'
import { injectStyle } from '../utils/styleTag'
import { themeVariablesCss } from '../utils/theme'

export interface LatchConfig extends LatchOptions {
  /** Base URL of the Latch services server (spec section 7), handed to core with the other options. */
  servicesUrl?: string
  /**
   * Embedded (inline) mode: the modal renders as a card where the provider sits, in the page
   * flow, with no overlay.
   */
  enableEmbedded?: boolean
  /** Keeps the modal overlay where the provider sits instead of appending it to document.body. */
  disableAppend?: boolean
  /** CSP nonce put on the injected <style> elements. */
  nonce?: string
}

export interface LatchProviderProps {
  /** Read once on mount, except `themeMode` and `themeVariables`, which follow changes. */
  config: LatchConfig
  children?: ReactNode
}

export function LatchProvider({ config, children }: LatchProviderProps) {
  const [client] = useState<LatchClient>(() => {
    const { enableEmbedded: _inline, disableAppend: _append, nonce: _nonce, ...options } = config
    return createLatch(options)
  })
  const placement = config.enableEmbedded ? 'inline' : config.disableAppend ? 'in-place' : 'portal'
  const runtime = useMemo<LatchRuntime>(
    () => ({ client, placement, nonce: config.nonce }),
    [client, placement, config.nonce],
  )

  useInsertionEffect(() => {
    injectStyle('latch-style-base', BASE_CSS, config.nonce)
  }, [config.nonce])

  // Adapters start discovery in the browser only, after mount, never at import time.
  useEffect(() => {
    void client.start()
  }, [client])

  useEffect(() => {
    if (config.themeMode) client.setThemeMode(config.themeMode)
  }, [client, config.themeMode])
  useEffect(() => {
    if (config.themeVariables) client.setThemeVariables(config.themeVariables)
  }, [client, config.themeVariables])

  return (
    <LatchContext.Provider value={runtime}>
      {children}
      <ModalHost nonce={config.nonce} />
    </LatchContext.Provider>
  )
}

/** Mounts the lazy modal on the first open; until then nothing of it is loaded. */
function ModalHost({ nonce }: { nonce?: string }) {
  const open = useLatchState(selectOpen)
  const variables = useLatchState(selectThemeVariables)
  useInsertionEffect(() => {
    injectStyle('latch-style-variables', themeVariablesCss(variables), nonce)
  }, [variables, nonce])
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <LazyModal />
    </Suspense>
  )
}

const selectOpen = (state: LatchState) => state.modal.open
const selectThemeVariables = (state: LatchState) => state.theme.variables
