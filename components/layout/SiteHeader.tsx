import { useEffect, useId, useRef, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { Logo } from './Logo'
import { bookConsultation, isCurrent, mainNav } from './navigation'
import { Icon } from '../ui/Icon'
import { lucideMenu, lucideX } from '../ui/icons'

export function SiteHeader() {
  const { urlPathname } = usePageContext()
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()

  const toggleRef = useRef<HTMLButtonElement>(null)

  // The menu closes whenever the page changes.
  useEffect(() => setMenuOpen(false), [urlPathname])

  // Escape closes the open menu and returns focus to its button, so keyboard users are not lost.
  useEffect(() => {
    if (!menuOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [menuOpen])

  return (
    <header className="sticky top-0 z-40 border-b border-paper-200 bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/85">
      <div className="container flex h-18 items-center justify-between gap-6">
        <a href="/" className="shrink-0 rounded-sm focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-brass-700">
          <Logo />
          <span className="sr-only">, home</span>
        </a>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-8">
            {mainNav.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  aria-current={isCurrent(link.href, urlPathname) ? 'page' : undefined}
                  className="relative py-2 text-sm font-medium text-ink-800 hover:text-brass-700 aria-[current=page]:text-ink-950 aria-[current=page]:after:absolute aria-[current=page]:after:inset-x-0 aria-[current=page]:after:-bottom-0.5 aria-[current=page]:after:h-0.5 aria-[current=page]:after:bg-brass-500 aria-[current=page]:after:content-['']"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-3">
          <a href={bookConsultation.href} className="btn-primary hidden sm:inline-flex">
            {bookConsultation.label}
          </a>
          <button
            ref={toggleRef}
            type="button"
            className="grid h-11 w-11 place-items-center rounded-sm border border-ink-900/20 text-ink-900 hover:bg-paper-100 focus-visible:outline-3 focus-visible:outline-brass-700 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon icon={menuOpen ? lucideX : lucideMenu} className="text-xl" />
            <span className="sr-only">Menu</span>
          </button>
        </div>
      </div>

      {/* The header is sticky, so the page cannot scroll the menu's lower links into view: on a short
          screen, or above the open cookie consent dialog, the menu scrolls within itself instead (WCAG 2.4.11). */}
      <nav
        id={menuId}
        aria-label="Main menu"
        hidden={!menuOpen}
        className="max-h-[calc(100svh-4.5rem-var(--cookie-consent-height,0px))] overflow-y-auto border-t border-paper-200 bg-paper lg:hidden"
      >
        <ul className="container flex flex-col py-3">
          {mainNav.map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                aria-current={isCurrent(link.href, urlPathname) ? 'page' : undefined}
                className="block border-b border-paper-200 py-3.5 font-serif text-xl text-ink-900 hover:text-brass-700 aria-[current=page]:text-brass-700"
              >
                {link.label}
              </a>
            </li>
          ))}
          <li className="pt-4 pb-2">
            <a href={bookConsultation.href} className="btn-primary w-full">
              {bookConsultation.label}
            </a>
          </li>
        </ul>
      </nav>
    </header>
  )
}
