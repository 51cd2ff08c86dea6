/**
 * Responses built with `Vary: Origin` among their own headers. The CORS middleware appends that
 * header to every other answer, which turns the adapter's plain header object into a `Headers`
 * instance; answers on the hot read paths are marked here and skip that step.
 */
const VARIED = new WeakSet<Response>()

/** A response whose headers already hold `Vary: Origin`. */
export function variedOnOrigin(response: Response): Response {
  VARIED.add(response)
  return response
}

export const variesOnOrigin = (response: Response) => VARIED.has(response)
