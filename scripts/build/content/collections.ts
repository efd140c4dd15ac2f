import type { z } from 'zod'
import { aboutSchema } from '../../../content/schemas/about.ts'
import { faqSchema } from '../../../content/schemas/faq.ts'
import { introSchema } from '../../../content/schemas/intro.ts'
import { legalSchema } from '../../../content/schemas/legal.ts'
import { pagesSchema } from '../../../content/schemas/pages.ts'
import { projectSchema } from '../../../content/schemas/project.ts'
import { serviceSchema } from '../../../content/schemas/service.ts'
import { servicePanelSchema } from '../../../content/schemas/service-panel.ts'
import { siteSchema } from '../../../content/schemas/site.ts'
import { statsSchema } from '../../../content/schemas/stats.ts'

/** Every kind of content file: where it lives (relative to content/) and the schema it must satisfy.
 * Images live in content/images and are checked where content names them. */
export const collections = [
  { name: 'site', pattern: /^site\.yaml$/, schema: siteSchema },
  { name: 'pages', pattern: /^pages\.yaml$/, schema: pagesSchema },
  { name: 'stats', pattern: /^stats\.yaml$/, schema: statsSchema },
  { name: 'intro', pattern: /^intro\.yaml$/, schema: introSchema },
  { name: 'about', pattern: /^about\.mdx$/, schema: aboutSchema },
  { name: 'projects', pattern: /^projects\/[a-z0-9-]+\.mdx$/, schema: projectSchema },
  { name: 'services', pattern: /^services\/[a-z0-9-]+\.mdx$/, schema: serviceSchema },
  { name: 'service panels', pattern: /^service-panels\/[a-z0-9-]+\.yaml$/, schema: servicePanelSchema },
  { name: 'faqs', pattern: /^faqs\/[a-z0-9-]+\.yaml$/, schema: faqSchema },
  { name: 'legal', pattern: /^legal\/[a-z0-9-]+\.mdx$/, schema: legalSchema },
] as const satisfies readonly { name: string; pattern: RegExp; schema: z.ZodType }[]

/** Where each content file is expected, for error messages about misplaced files. */
export const layoutHelp =
  'content files are site.yaml, pages.yaml, stats.yaml, intro.yaml, about.mdx, projects/*.mdx, services/*.mdx, ' +
  'service-panels/*.yaml, faqs/*.yaml and legal/*.mdx, with lower-case, hyphenated file names'

export function collectionOf(relativePath: string) {
  return collections.find((collection) => collection.pattern.test(relativePath))
}
