// Image prefetch for the first wallets of the directory (spec 9: first 20, 2 s time-out), so the
// grid opens with its icons rather than filling in tile by tile. Outside a browser it is a no-op.

/** Resolves true once `url` is loaded, false on error or after `timeoutMs`; never rejects. */
export function preloadImage(url: string, timeoutMs: number): Promise<boolean> {
  const ImageConstructor = (globalThis as { Image?: new () => HTMLImageElement }).Image
  if (!ImageConstructor) return Promise.resolve(false)
  return new Promise((resolve) => {
    const image = new ImageConstructor()
    const done = (loaded: boolean) => {
      clearTimeout(timer)
      image.onload = null
      image.onerror = null
      resolve(loaded)
    }
    const timer = setTimeout(() => done(false), timeoutMs)
    image.onload = () => done(true)
    image.onerror = () => done(false)
    image.referrerPolicy = 'no-referrer'
    image.src = url
  })
}

/** Preloads the images of the first `count` urls together; settles within `timeoutMs`. */
export async function preloadImages(
  urls: readonly (string | undefined)[],
  count: number,
  timeoutMs: number,
  preload: (url: string, timeoutMs: number) => Promise<boolean> = preloadImage,
): Promise<void> {
  const wanted = urls.filter((url): url is string => typeof url === 'string').slice(0, count)
  await Promise.all(wanted.map((url) => preload(url, timeoutMs)))
}
