import type { NavLink } from '../layout/navigation'
import { Icon } from './Icon'
import { lucideChevronRight } from './icons'

/** Where this page sits in the site, for sub-pages. */
export function Breadcrumbs({ trail, current }: { trail: NavLink[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mt-10 text-sm text-paper-300">
      <ol className="flex flex-wrap items-center gap-2">
        {[{ label: 'Home', href: '/' }, ...trail].map((crumb, index) => (
          <li key={crumb.href} className={index > 0 ? 'flex items-center gap-2' : undefined}>
            {index > 0 && <Icon icon={lucideChevronRight} className="text-xs" />}
            <a href={crumb.href} className="hover:text-white hover:underline underline-offset-4">
              {crumb.label}
            </a>
          </li>
        ))}
        <li className="flex items-center gap-2">
          <Icon icon={lucideChevronRight} className="text-xs" />
          <span aria-current="page" className="text-paper">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  )
}
