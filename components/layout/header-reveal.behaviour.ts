// On the home page the header (SiteChrome.tsx) slides in once the hero, one viewport height, is
// scrolled past: `data-revealed` for CSS to show (site-chrome.css). One passive listener.
import type { Behaviour } from '../behaviours/start-behaviours'

const revealOnScroll: Behaviour = (header) => {
  const update = () => (header.dataset.revealed = String(scrollY > innerHeight))
  update()
  addEventListener('scroll', update, { passive: true })
  addEventListener('resize', update, { passive: true })
}
export default revealOnScroll
