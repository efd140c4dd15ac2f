import type { ReactNode } from 'react'
import { site } from '#content'
import { services } from '#content/server'
import { Logo } from './Logo'
import { footerSections, legalNav } from './navigation'
import { Icon } from '../ui/Icon'
import { lucideMail, lucidePhone, simpleIconsInstagram, simpleIconsLinkedin } from '../ui/icons'

function FooterHeading({ id, children }: { id?: string; children: string }) {
  return (
    <h2 id={id} className="eyebrow mb-5 text-brass-300">
      {children}
    </h2>
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

        <nav aria-labelledby="footer-services">
          <FooterHeading id="footer-services">Our Services</FooterHeading>
          <ul className="space-y-3 text-sm">
            {/* SPEC: every entry leads to the services overview. */}
            {services.map(({ slug, title }) => (
              <li key={slug}>
                <a href="/services" className="footer-link">
                  {title}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-sections">
          <FooterHeading id="footer-sections">Our Sections</FooterHeading>
          <ul className="space-y-3 text-sm">
            {footerSections.map((link) => (
              <li key={link.label}>
                <a href={link.href} className="footer-link">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <FooterHeading>Get in Touch</FooterHeading>
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
              {legalNav.map((link) => (
                <li key={link.label}>
                  <a href={link.href} className="hover:text-white hover:underline underline-offset-4">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      {children}
    </footer>
  )
}
