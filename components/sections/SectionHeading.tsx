import type { ReactNode } from 'react'

interface SectionHeadingProps {
  /** The h2's id, which the section's `aria-labelledby` names. */
  id: string
  /** The small capitals line above the heading. */
  eyebrow?: ReactNode
  /** On a dark band: light text and a lighter eyebrow. */
  tone?: 'light' | 'dark'
  children: ReactNode
}

/** A section's eyebrow and heading, as every band of the site draws them. */
export function SectionHeading({ id, eyebrow, tone = 'light', children }: SectionHeadingProps) {
  const dark = tone === 'dark'
  return (
    <>
      {eyebrow && <p className={`eyebrow mb-4 ${dark ? 'text-brass-300' : 'text-brass-700'}`}>{eyebrow}</p>}
      <h2 id={id} className={`section-title ${dark ? 'text-paper' : 'text-ink-950'}`}>
        {children}
      </h2>
    </>
  )
}
