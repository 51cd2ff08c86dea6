// The embedded wallet, running in a frame on its own origin. It talks to its parent (the host
// page's modal) only through the protocol of @latch/embedded (messaging.ts checks source, origin,
// shape and a fresh id). Keys exist only here, in memory (keys.ts); the frame's own screens
// (screens.ts) are where the user approves, and where the recovery key is shown or entered.
import { createError, createEvent, type FrameRequest } from '@latch/embedded/protocol'
import { log } from './context'
import { handlers, runAfterReply } from './handlers'
import { forgetKey } from './keys'
import { listen, post, refuseParent } from './messaging'
import { setSupportedChains } from './networks'
import { api, ServerError, whenSessionExpires } from './server'
import { session } from './storage'

whenSessionExpires(() => {
  forgetKey()
  post(createEvent('SESSION_EXPIRED'))
})

async function handle(request: FrameRequest) {
  const handler = handlers[request.type] as ((request: FrameRequest) => Promise<unknown>) | undefined
  try {
    if (!handler) throw new Error(`${request.type} is not supported by this wallet yet`)
    const payload = await handler(request)
    post({ id: request.id, type: `${request.type}_SUCCESS`, ...(payload === undefined ? {} : { payload }) })
    runAfterReply()
  } catch (error) {
    log(request.type, 'failed', error)
    const code = (error as { code?: unknown }).code
    post(
      createError(
        request,
        error instanceof Error ? error.message : undefined,
        typeof code === 'number' ? code : undefined,
      ),
    )
  }
}

async function start() {
  if (window.parent === window) return log('not in a frame')
  const allowed = await api<{ allowedOrigins: string[] }>('/projects/v1/origins', undefined, false).catch(
    (error: unknown) => {
      if (error instanceof ServerError && error.code === 'invalid_key') refuseParent('invalid_project_id')
      throw error
    },
  )
  const chains = await api<{ http: string[] }>('/v1/supported-chains', undefined, false)
  setSupportedChains(chains.http)
  if (!listen(allowed.allowedOrigins, (request) => void handle(request))) return
  post(createEvent('FRAME_READY'))
  if (!session()) post(createEvent('NOT_CONNECTED'))
}

void start().catch((error) => log('start failed', error))
