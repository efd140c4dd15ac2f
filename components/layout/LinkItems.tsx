import { isCurrent, type NavLink } from './navigation'

/** Each link in a list item; given the page's path, the current section's link has aria-current="page". */
export function LinkItems({ links, linkClass, path }: { links: NavLink[]; linkClass: string; path?: string }) {
  return links.map((link) => (
    <li key={link.label}>
      <a href={link.href} aria-current={path && isCurrent(link.href, path) ? 'page' : undefined} className={linkClass}>
        {link.label}
      </a>
    </li>
  ))
}
