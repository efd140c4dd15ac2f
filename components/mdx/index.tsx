// The single list of what MDX content may use: Markdown elements get the site's link handling,
// and <Site field="..." /> inserts a business detail from content/site.yaml.
import type { ComponentProps } from 'react'
import { Site } from './Site'

function Anchor({ href = '', ...props }: ComponentProps<'a'>) {
  const external = /^https?:\/\//.test(href)
  return <a href={href} {...(external ? { rel: 'noopener noreferrer' } : {})} {...props} />
}

export const mdxComponents = { a: Anchor, Site }
