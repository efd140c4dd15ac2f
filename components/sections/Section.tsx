import { createContext, type ReactNode, use } from 'react'

/** The band a section sits on: the page's paper, a darker paper, or ink with light text. */
const bands = { plain: '', tinted: 'bg-paper-100 ', dark: 'bg-ink-900 ' }
/** Room above and below: `large` for the home page's and the services list's bands, `small` for a page's last. */
const spacing = { large: 'py-20 lg:py-28', small: 'py-16 lg:py-24' }

type Heading = { id: string; eyebrow?: ReactNode; heading: ReactNode; dark: boolean }
const SectionContext = createContext<Heading | null>(null)

interface SectionProps extends Omit<Heading, 'dark'> {
  band?: keyof typeof bands
  size?: keyof typeof spacing
  /** The container's layout (a grid, say); the container itself and its width are the section's. */
  layout?: string
  /** The section's body, with its <SectionHeading /> where the layout puts it. */
  children: ReactNode
}

/**
 * A band of a page: the landmark named by its heading (the id is written once, so `aria-labelledby`
 * cannot point elsewhere), its eyebrow and heading, and its body inside the site's container.
 */
export function Section({ id, eyebrow, heading, band = 'plain', size = 'large', layout, children }: SectionProps) {
  return (
    <section className={`${bands[band]}${spacing[size]}`} aria-labelledby={id}>
      <div className={layout ? `container ${layout}` : 'container'}>
        <SectionContext value={{ id, eyebrow, heading, dark: band === 'dark' }}>{children}</SectionContext>
      </div>
    </section>
  )
}

/** The section's eyebrow and heading, as every band of the site draws them, where its layout puts them. */
export function SectionHeading() {
  const section = use(SectionContext)
  if (!section) throw new Error('<SectionHeading /> is drawn inside a <Section>')
  const { id, eyebrow, heading, dark } = section
  return (
    <>
      {eyebrow && <p className={`eyebrow mb-4 ${dark ? 'text-brass-300' : 'text-brass-700'}`}>{eyebrow}</p>}
      <h2 id={id} className={`section-title ${dark ? 'text-paper' : 'text-ink-950'}`}>
        {heading}
      </h2>
    </>
  )
}
