import { z } from 'zod'
import { text } from './shared.ts'

const stat = z.strictObject({
  /** The figure as shown, e.g. "270+" or "£40M+". */
  value: text(),
  /** What it counts, e.g. "Residential units". */
  label: text(),
})

/** Track-record figures, shown on the home and about pages. */
export const statsSchema = z.strictObject({
  /** Years in the industry ("Over 30 years' experience"). */
  experienceYears: z.number().int().positive(),
  /** What the years figure counts where it stands as a figure, e.g. "Years of experience". */
  experienceLabel: text(),
  /** The three headline figures. */
  headline: z.array(stat).length(3),
  /** Portfolio counts shown as tiles on the about page. */
  portfolio: z.array(stat).min(1),
})
export type Stats = z.output<typeof statsSchema>
