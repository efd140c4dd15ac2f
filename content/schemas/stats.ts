import { z } from 'zod'
import { text, wholeNumber } from './shared.ts'

const stat = z.strictObject({
  value: text().meta({ title: 'Figure', description: 'The figure as shown, e.g. "270+" or "£40M+".' }),
  label: text().meta({ title: 'What it counts', description: 'What it counts, e.g. "Residential units".' }),
})

export const statsSchema = z
  .strictObject({
    experienceYears: wholeNumber().meta({
      title: 'Years of experience',
      description: 'Years in the industry ("Over 30 years\' experience").',
    }),
    experienceLabel: text().meta({
      title: 'Words under the years',
      description: 'What the years figure counts where it stands as a figure, e.g. "Years of experience".',
    }),
    headline: z.array(stat).length(3).meta({ title: 'Headline figures', description: 'The three headline figures.' }),
    portfolio: z.array(stat).min(1).meta({
      title: 'Portfolio figures',
      singular: 'Portfolio figure',
      description: 'Portfolio counts shown as tiles on the about page.',
    }),
  })
  .meta({ description: 'Track-record figures, shown on the home and about pages.' })
export type Stats = z.output<typeof statsSchema>
