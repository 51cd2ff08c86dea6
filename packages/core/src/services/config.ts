import { createHttpClient, type HttpClient, type QueryParams } from './http-client'
import { DEFAULT_SDK_TYPE, DEFAULT_SDK_VERSION } from './identity'

// What every service client needs: where the service lives and who is calling. Base URLs have no
// default on purpose: core never reaches a host the app did not configure.
export interface ServiceConfig {
  baseUrl: string
  projectId: string
  /** SDK type, sent as `st`. */
  sdkType?: string
  /** SDK version, sent as `sv`. */
  sdkVersion?: string
  fetch?: typeof fetch
  /** The swap networks (eip155 chain ids); default spec section 9's list. */
  swapChainIds?: readonly number[] | undefined
}

export { DEFAULT_SDK_TYPE, DEFAULT_SDK_VERSION }

/** The st, sv and projectId query parameters added to the service calls. */
export function identityParams(config: ServiceConfig): () => QueryParams {
  return () => ({
    projectId: config.projectId,
    st: config.sdkType ?? DEFAULT_SDK_TYPE,
    sv: config.sdkVersion ?? DEFAULT_SDK_VERSION,
  })
}

/** An HTTP client for the service at `config.baseUrl` that adds st, sv and projectId to every call. */
export function serviceHttpClient(config: ServiceConfig): HttpClient {
  return createHttpClient({
    baseUrl: config.baseUrl,
    defaultParams: identityParams(config),
    ...(config.fetch ? { fetch: config.fetch } : {}),
  })
}
