import type { ReactNode } from 'react'
import { site } from '#content'
import { services } from '#content/server'
import { LinkItems } from './LinkItems'
import { Logo } from './Logo'
import { footerSections, legalNav, type NavLink } from './navigation'
import { Icon } from '../ui/Icon'
import { lucideMail, lucidePhone, simpleIconsInstagram, simpleIconsLinkedin } from '../ui/icons'

/** A column of links under its heading, named by it. */
function FooterNav({ id, heading, links }: { id: string; heading: string; links: NavLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="eyebrow mb-5 text-brass-300">
        {heading}
      </h2>
      <ul className="space-y-3 text-sm">
        <LinkItems links={links} linkClass="footer-link" />
      </ul>
    </nav>
  )
}

/** The site's footer; `children` go inside its landmark (the floating contact button, fixed to the window). */
export function SiteFooter({ children }: { children?: ReactNode }) {
  return (
    <footer className="bg-ink-900 text-paper-200">
      <div className="container grid gap-12 py-16 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr] lg:py-20">
        <div className="max-w-xs">
          <Logo tone="light" />
          <p className="mt-6 text-sm leading-relaxed text-paper-300">{`${site.summary} Serving ${site.areaServed}.`}</p>
          <ul className="mt-6 flex gap-3" aria-label="Social media">
            <li>
              <a href={site.social.instagram} className="social-link">
                <Icon icon={simpleIconsInstagram} />
                <span className="sr-only">Instagram</span>
              </a>
            </li>
            <li>
              <a href={site.social.linkedin} className="social-link">
                <Icon icon={simpleIconsLinkedin} />
                <span className="sr-only">LinkedIn</span>
              </a>
            </li>
          </ul>
        </div>

        {/* Every service links to the overview, where all of them sit side by side. */}
        <FooterNav
          id="footer-services"
          heading="Our Services"
          links={services.map(({ title }) => ({ label: title, href: '/services' }))}
        />
        <FooterNav id="footer-sections" heading="Our Sections" links={footerSections} />

        <div>
          <h2 className="eyebrow mb-5 text-brass-300">Get in Touch</h2>
          <ul className="space-y-3 text-sm">
            <li>
              <a href={`tel:${site.phone.international}`} className="footer-link inline-flex items-center gap-3">
                <Icon icon={lucidePhone} className="text-brass-300" />
                {site.phone.display}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className="footer-link inline-flex items-center gap-3 break-all">
                <Icon icon={lucideMail} className="text-brass-300" />
                {site.email}
              </a>
            </li>
          </ul>
          <h3 className="mt-7 mb-3 text-sm font-semibold text-paper">Opening hours</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-5 gap-y-1.5 text-sm">
            {site.footerHours.map(({ days, hours }) => (
              <div key={days} className="contents">
                <dt className="text-paper-300">{days}</dt>
                <dd>{hours}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>

      <div className="border-t border-paper/10">
        <div className="footer-bottom">
          <p className="max-w-xl leading-relaxed">
            {`© ${new Date().getFullYear()} ${site.company.name}. ${site.company.jurisdiction}, ` +
              `company number ${site.company.number}. Registered office: ${site.company.registeredOffice}.`}
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              <LinkItems links={legalNav} linkClass="hover:text-white hover:underline underline-offset-4" />
            </ul>
          </nav>
        </div>
      </div>
      {children}
    </footer>
  )
}
