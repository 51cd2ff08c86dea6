// `fetch` as a web page on another origin than the server makes it, for tests that run in Node
// (whose fetch sends no Origin and reads every answer): the Origin header, the preflight a
// non-simple request needs, and an answer the server does not let the page read fails as the
// browser fails it, with a TypeError and nothing of the answer.

const SIMPLE_METHODS = new Set(['GET', 'HEAD', 'POST'])
const SIMPLE_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'])

function blocked(url: string, why: string): TypeError {
  return new TypeError(`Failed to fetch ${url} (CORS: ${why})`)
}

const readableBy = (response: Response, origin: string) => {
  const allowed = response.headers.get('access-control-allow-origin')
  return allowed === '*' || allowed === origin
}

/** A fetch for a page on `origin`; `base` is the fetch that really sends (default the global one). */
export function pageFetch(origin: string, base: typeof fetch = globalThis.fetch): typeof fetch {
  return async (input, init = {}) => {
    const url = String(input instanceof Request ? input.url : input)
    const method = (init.method ?? 'GET').toUpperCase()
    const headers = new Headers(init.headers)
    const type = headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
    if (new URL(url).origin === origin) return base(input, init)
    const simple = SIMPLE_METHODS.has(method) && (type === undefined || SIMPLE_TYPES.has(type))
    if (!simple) {
      const preflight = await base(url, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': method,
          'access-control-request-headers': [...headers.keys()].join(','),
        },
      })
      if (!preflight.ok || !readableBy(preflight, origin)) throw blocked(url, 'preflight refused')
    }
    headers.set('origin', origin)
    const response = await base(input, { ...init, headers })
    if (!readableBy(response, origin)) {
      await response.body?.cancel()
      throw blocked(url, 'answer not readable by this origin')
    }
    return response
  }
}
