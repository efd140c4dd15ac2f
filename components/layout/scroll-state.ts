// What depends on how far the page is scrolled, for CSS to show: on the home page, the header
// slides in once the hero (one viewport height) is scrolled past, and the hero's logo shrinks after
// the first 50 px. Attributes on elements rendered at build; one passive listener.

export function trackScroll(): void {
  const chrome = document.querySelector<HTMLElement>('[data-slot="home-chrome"]')
  const logo = document.querySelector<HTMLElement>('[data-slot="hero-logo"]')
  if (!chrome && !logo) return
  const update = () => {
    if (chrome) chrome.dataset.revealed = String(scrollY > innerHeight)
    if (logo) logo.dataset.shrunk = String(scrollY > 50)
  }
  update()
  addEventListener('scroll', update, { passive: true })
  addEventListener('resize', update, { passive: true })
}
