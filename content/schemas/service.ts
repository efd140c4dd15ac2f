import { z } from 'zod'
import { seoFields, text } from './shared.ts'

/** The five disciplines; each has a page at /services/{slug} from content/services/{slug}.mdx. */
export const serviceSlugs = [
  'quantity-surveying',
  'project-management',
  'contract-administration',
  'employers-agent',
  'cost-management',
] as const

/** A discipline we offer. The text below the fields is the full content of its page, /services/{file name}. */
export const serviceSchema = z.strictObject({
  /** Position in lists, shown as "01", "02"... */
  number: z.number().int().positive().transform((n) => String(n).padStart(2, '0')),
  /** Name of the service, e.g. "Quantity Surveying": page heading and accordion title. */
  title: text(),
  /** One or two sentences: the home accordion text and the page's search description. */
  description: seoFields.description,
})
export type ServiceFrontmatter = z.output<typeof serviceSchema>
