// The single list of what MDX content may use: Markdown elements get the site's link handling and
// table layout, and <Site field="..." /> inserts a business detail from content/site.yaml.
import type { ComponentProps } from 'react'
import { Site } from './Site'

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

export const mdxComponents = { a: Anchor, table: Table, Site }
