import { z } from 'zod'
import { draftField } from './draft.ts'
import type { SchemaContext } from './context.ts'
import { paragraph, position, text } from './shared.ts'

export const servicePanelSchema = (context: SchemaContext) =>
  z
    .strictObject({
      icon: z
        .string()
        .regex(/^i-lucide-[a-z0-9-]+$/, 'Write an icon as "i-lucide-{name}" with a name from lucide.dev')
        // The drawing itself, so the page draws the panel's icon without the whole set in its bundle.
        .transform((icon, ctx) => {
          const drawing = context.lucideIcon(icon.slice('i-lucide-'.length))
          if (drawing) return drawing
          ctx.issues.push({ code: 'custom', message: 'No lucide.dev icon has this name', input: icon })
          return z.NEVER
        })
        .meta({ description: 'Icon from lucide.dev, written "i-lucide-{name}", e.g. "i-lucide-compass".' }),
      title: text('Panel heading, e.g. "Planning & Feasibility".'),
      subtitle: text('Short line under the heading.'),
      description: paragraph('A paragraph on what this stage involves.'),
      includes: z
        .array(text())
        .min(2)
        .meta({ title: 'What it includes', description: 'What the service includes, one short line each.' }),
      order: position('Position on the page (1 comes first).'),
      ...draftField,
    })
    .meta({
      description:
        'One of the full-screen panels on /services, each a stage of the work (e.g. "Planning & Feasibility") and ' +
        'what it includes. Unlike a service, a panel has no page of its own and is not on the home page.',
    })
export type ServicePanel = z.output<ReturnType<typeof servicePanelSchema>>
