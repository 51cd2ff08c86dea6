/**
 * Responses built with `Vary: Origin` among their own headers. The CORS middleware appends that
 * header to every other answer, which turns the adapter's plain header object into a `Headers`
 * instance; answers on the hot read paths are marked here and skip that step. The mark is a
 * property on the response rather than a WeakSet entry: under load the WeakSet's insertions (an
 * identity hash per response, a table the collector must sweep) showed in the profile.
 */
const VARIED = Symbol('varied on origin')

type Marked = Response & { [VARIED]?: true }

/** A response whose headers already hold `Vary: Origin`. */
export function variedOnOrigin(response: Response): Response {
  ;(response as Marked)[VARIED] = true
  return response
}

export const variesOnOrigin = (response: Response) => (response as Marked)[VARIED] === true
