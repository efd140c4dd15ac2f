import { useEffect, useState } from 'react'

/** Whether the page is scrolled further than `threshold()` pixels; false until hydrated and when disabled. */
export function useScrolledPast(threshold: () => number, enabled = true): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    if (!enabled) return setPast(false)
    const update = () => setPast(window.scrollY > threshold())
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
    // The threshold function is read on every event; it need not be stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled])
  return past
}
