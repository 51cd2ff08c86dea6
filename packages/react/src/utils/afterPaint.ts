/**
 * Runs `task` once the coming frame has been painted (a timer queued from the next animation
 * frame); returns a cancel function, to return from an effect. For work a view starts on mount,
 * such as loading data or code, that must not sit between a click and the dialog it opens.
 */
export function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    if (timer !== undefined) clearTimeout(timer)
  }
}
