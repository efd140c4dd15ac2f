import { usePageContext } from 'vike-react/usePageContext'
import { Logo } from './Logo'
import { bookConsultation, isCurrent, mainNav } from './navigation'
import { Icon } from '../ui/Icon'
import { lucideMenu, lucideX } from '../ui/icons'

const menuId = 'main-menu'

/**
 * The header bar. On small screens the links are in a menu that is a popover: the browser opens it
 * on the first tap of its button with no script, puts it above everything, closes it with Escape or
 * a tap outside and returns focus to the button; it closes on navigation because every link loads
 * a new page.
 */
export function SiteHeader() {
  const { urlPathname } = usePageContext()
  return (
    <div className="border-b border-paper-200 bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/85">
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
            type="button"
            popoverTarget={menuId}
            className="grid h-11 w-11 place-items-center rounded-sm border border-ink-900/20 text-ink-900 hover:bg-paper-100 focus-visible:outline-3 focus-visible:outline-brass-700 lg:hidden"
            data-slot="menu-toggle"
          >
            <Icon icon={lucideMenu} className="text-xl" />
            <span className="sr-only">Menu</span>
          </button>
        </div>
      </div>

      {/* A sheet over the whole screen with its own close button, so it needs no position from the
          header; it scrolls within itself on a short screen (WCAG 2.4.11). */}
      <nav
        id={menuId}
        popover="auto"
        aria-label="Main menu"
        data-slot="menu"
        className="m-0 h-full max-h-none w-full max-w-none overflow-y-auto border-0 bg-paper p-0 text-ink-900 backdrop:bg-ink-950/40 lg:hidden"
      >
        <div className="container flex h-18 items-center justify-between gap-6 border-b border-paper-200">
          <Logo />
          <button
            type="button"
            popoverTarget={menuId}
            popoverTargetAction="hide"
            className="grid h-11 w-11 place-items-center rounded-sm border border-ink-900/20 text-ink-900 hover:bg-paper-100 focus-visible:outline-3 focus-visible:outline-brass-700"
          >
            <Icon icon={lucideX} className="text-xl" />
            <span className="sr-only">Close menu</span>
          </button>
        </div>
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
    </div>
  )
}
