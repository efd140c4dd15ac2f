/**
 * Calls back in a task after the next frame has painted, so what it does (a measurement, a move of focus) does not
 * hold that frame; returns a cancel.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timeout: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(callback)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timeout)
  }
}
