// The hero's logo (HomeHero.tsx) shrinks once the page is scrolled past its first 50 px:
// `data-shrunk` for CSS to show. One passive listener.
import type { Behaviour } from '../behaviours/start-behaviours'

const shrinkOnScroll: Behaviour = (logo) => {
  const update = () => (logo.dataset.shrunk = String(scrollY > 50))
  update()
  addEventListener('scroll', update, { passive: true })
}
export default shrinkOnScroll
