import { createLatch, type LatchClient, type LatchOptions } from '@latch/core'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { LatchContext, type LatchRuntime } from '../context'
import { translationFor } from '../i18n/load'
import {
  markVisitorActed,
  modalChunk,
  onVisitorActed,
  prefetchModalCode,
  visitorActed,
} from '../modal/loadModal'
import { whenIdle } from '../modal/whenIdle'
import { afterPaint } from '../utils/afterPaint'
import { ModalHost } from './ModalHost'
import '../styles/base.css'

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
  /** CSP nonce put on the <style> elements Latch writes (the theme variables, the web font). */
  nonce?: string
  /**
   * When the modal's code is fetched ahead of the first open: `'idle'` (default) once the page has
   * loaded and the browser is idle, so the first open shows at once; `'intent'` only when the
   * visitor points at, presses or focuses a Latch button.
   */
  prefetch?: 'idle' | 'intent'
}

/** The provider's own options, for a provider given a client made elsewhere. */
export type LatchProviderOptions = Pick<
  LatchConfig,
  'enableEmbedded' | 'disableAppend' | 'nonce' | 'prefetch' | 'themeMode' | 'themeVariables'
>

export type LatchProviderProps = { children?: ReactNode } & (
  | {
      /** Read once on mount, except `themeMode` and `themeVariables`, which follow changes. */
      config: LatchConfig
      client?: undefined
    }
  | {
      /**
       * A client made with `createLatch`, for a page that shares it with another binding (the
       * wagmi connector of `@latch/wagmi`). `config` then holds only the provider's own options.
       */
      client: LatchClient
      config?: LatchProviderOptions
    }
)

export function LatchProvider({ config = {}, client: given, children }: LatchProviderProps) {
  const [client] = useState<LatchClient>(() => {
    if (given) return given
    const {
      enableEmbedded: _inline,
      disableAppend: _append,
      nonce: _nonce,
      prefetch: _prefetch,
      ...options
    } = config
    return createLatch(options as LatchOptions)
  })
  const placement = config.enableEmbedded ? 'inline' : config.disableAppend ? 'in-place' : 'portal'
  const runtime = useMemo<LatchRuntime>(
    () => ({ client, placement, nonce: config.nonce, translations: translationFor }),
    [client, placement, config.nonce],
  )

  // Adapters start discovery in the browser only, after mount, never at import time.
  useEffect(() => {
    void client.start()
  }, [client])

  // The visitor's first act on Latch fetches what its actions run on (core's runtime, and with it
  // the services' checks), once the frame of that act is painted: nothing is fetched in the click
  // that opens the modal, and nothing before anyone acts.
  useEffect(() => {
    const prepare = () => void afterPaint(() => void client.prepare())
    if (visitorActed()) prepare()
    else return onVisitorActed(prepare)
  }, [client])

  // Read once on mount, like the rest of the config. Effects never run on the server.
  const [prefetch] = useState(config.prefetch === 'intent' ? 'intent' : 'idle')
  useEffect(() => {
    if (prefetch !== 'idle') return
    return whenIdle(() => void prefetchModalCode(runtime))
  }, [prefetch, runtime])

  useEffect(() => {
    if (config.themeMode) client.setThemeMode(config.themeMode)
  }, [client, config.themeMode])
  useEffect(() => {
    if (config.themeVariables) client.setThemeVariables(config.themeVariables)
  }, [client, config.themeVariables])

  return (
    <LatchContext.Provider value={runtime}>
      {children}
      <ModalHost nonce={config.nonce} fontHost={client.options.servicesUrl} />
    </LatchContext.Provider>
  )
}
