import { z } from 'zod'
import { draftField } from './draft.ts'
import { lookup } from './lookups.ts'
import { paragraph, text } from './shared.ts'

/** One of the full-screen panels on /services. */
export const servicePanelSchema = z.strictObject({
  /** Icon from lucide.dev, written "i-lucide-{name}", e.g. "i-lucide-compass". */
  icon: z
    .string()
    .regex(/^i-lucide-[a-z0-9-]+$/, 'Write an icon as "i-lucide-{name}" with a name from lucide.dev')
    // The drawing itself, so the page draws the panel's icon without the whole set in its bundle.
    .transform((icon, ctx) => {
      const drawing = lookup().lucideIcon(icon.slice('i-lucide-'.length))
      if (drawing) return drawing
      ctx.issues.push({ code: 'custom', message: 'No lucide.dev icon has this name', input: icon })
      return z.NEVER
    }),
  /** Panel heading, e.g. "Planning & Feasibility". */
  title: text(),
  /** Short line under the heading. */
  subtitle: text(),
  /** A paragraph on what this stage involves. */
  description: paragraph(),
  /** What the service includes, one short line each. */
  includes: z.array(text()).min(2),
  /** Position on the page (1 comes first). */
  order: z.number().int().positive(),
  ...draftField,
})
export type ServicePanel = z.output<typeof servicePanelSchema>
