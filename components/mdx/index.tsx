// The single list of what MDX content may use: Markdown elements get the site's link handling and
// table layout, and <Site field="..." /> inserts a business detail from content/site.yaml. Which components and
// props page text may name is content-layer/page-text.ts' rule, which the build and the content check enforce.
import type { ComponentProps, ReactNode } from 'react'
import { site } from '#content'
import type { pageTextComponents, SiteField } from '#content/page-components.ts'

function Anchor({ href = '', ...props }: ComponentProps<'a'>) {
  const external = /^https?:\/\//.test(href)
  return <a href={href} {...(external ? { rel: 'noopener noreferrer' } : {})} {...props} />
}

/**
 * A table that scrolls sideways when the screen is narrower than it. The scrolling box can take
 * keyboard focus, so the arrow keys reach its hidden columns (WCAG 2.1.1), and is a labelled
 * region, so a screen reader says what the focus landed on.
 */
function Table(props: ComponentProps<'table'>) {
  return (
    <div className="overflow-x-auto" role="region" aria-label="Table" tabIndex={0} data-slot="table-scroller">
      <table {...props} />
    </div>
  )
}

/** The business details MDX text may name, read as the text renders (the editor's preview shows edited ones). */
const fieldsOf = (): Record<SiteField, ReactNode> => ({
  name: site.name,
  companyName: site.company.name,
  companyNumber: site.company.number,
  registeredOffice: site.company.registeredOffice,
  jurisdiction: site.company.jurisdiction,
  address: Object.values(site.address).join(', '),
  email: <a href={`mailto:${site.email}`}>{site.email}</a>,
  phone: <a href={`tel:${site.phone.international}`}>{site.phone.display}</a>,
  url: <a href={site.url}>{site.url.replace(/^https?:\/\//, '')}</a>,
})

/** A business detail inside MDX text, read from content/site.yaml, e.g. <Site field="email" />. */
export function Site({ field }: { field: SiteField }) {
  return <>{fieldsOf()[field]}</>
}

export const mdxComponents = { a: Anchor, table: Table, Site } satisfies Record<
  keyof typeof pageTextComponents,
  unknown
> &
  Record<string, unknown>
