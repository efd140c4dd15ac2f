import { usePageContext } from 'vike-react/usePageContext'
import { Logo } from './Logo'
import { bookConsultation, mainNav } from './navigation'
import { LinkItems } from './LinkItems'
import { Icon } from '../ui/Icon'
import { likelyNext } from '../page-loading/speculation-rules'
import { lucideMenu, lucideX } from '../ui/icons'

const menuId = 'main-menu'

/** The header bar. On small screens the links are in a popover menu, which needs no script (README.md). */
export function SiteHeader() {
  const { urlPathname } = usePageContext()
  return (
    <div className="header-bar">
      <div className="container flex h-18 items-center justify-between gap-6">
        <a href="/" className="logo-link shrink-0 focus-visible:outline-brass-700">
          <Logo />
          <span className="sr-only">, home</span>
        </a>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-8">
            <LinkItems links={mainNav} linkClass="nav-link" path={urlPathname} />
          </ul>
        </nav>

        <div className="flex items-center gap-3">
          <a href={bookConsultation.href} className="btn-primary hidden sm:inline-flex" {...likelyNext}>
            {bookConsultation.label}
          </a>
          <button type="button" popoverTarget={menuId} className="menu-button lg:hidden" data-slot="menu-toggle">
            <Icon icon={lucideMenu} className="text-xl" />
            <span className="sr-only">Menu</span>
          </button>
        </div>
      </div>

      {/* A sheet over the whole screen with its own close button, so it needs no position from the
          header; it scrolls within itself on a short screen (WCAG 2.4.11). */}
      <nav id={menuId} popover="auto" aria-label="Main menu" data-slot="menu" className="menu-sheet lg:hidden">
        <div className="container flex h-18 items-center justify-between gap-6 border-b border-paper-200">
          <Logo />
          <button type="button" popoverTarget={menuId} popoverTargetAction="hide" className="menu-button">
            <Icon icon={lucideX} className="text-xl" />
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        <ul className="container flex flex-col py-3">
          <LinkItems links={mainNav} linkClass="menu-link" path={urlPathname} />
          <li className="pt-4 pb-2">
            <a href={bookConsultation.href} className="btn-primary w-full" {...likelyNext}>
              {bookConsultation.label}
            </a>
          </li>
        </ul>
      </nav>
    </div>
  )
}
