import { z } from 'zod'
import { seoFields, text, wholeNumber } from './shared.ts'

/** The five disciplines; each has a page at /services/{slug} from content/services/{slug}.mdx. */
export const serviceSlugs = [
  'quantity-surveying',
  'project-management',
  'contract-administration',
  'employers-agent',
  'cost-management',
] as const

export const serviceSchema = z
  .strictObject({
    number: wholeNumber()
      .transform((n) => String(n).padStart(2, '0'))
      .meta({ title: 'Position', description: 'Position in lists, shown as "01", "02"...' }),
    title: text('Name of the service, e.g. "Quantity Surveying": page heading and accordion title.'),
    description: seoFields.description.meta({
      description: "One or two sentences: the home accordion text and the page's search description.",
    }),
  })
  .meta({
    description:
      'A discipline we offer. The text below the fields is the full content of its page, /services/{file name}.',
    editorHint:
      'A service we offer, with a page of its own on the site. The page text, below the other fields, is that whole ' +
      'page.',
  })
export type ServiceFrontmatter = z.output<typeof serviceSchema>
