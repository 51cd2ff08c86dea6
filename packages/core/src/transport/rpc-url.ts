// The hosted blockchain RPC: /v1/?chainId={caipNetworkId}&projectId={id} under a configurable base.
export function blockchainRpcUrl(baseUrl: string, caipNetworkId: string, projectId: string): string {
  const url = new URL('v1/', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
  url.searchParams.set('chainId', caipNetworkId)
  url.searchParams.set('projectId', projectId)
  return url.toString()
}
