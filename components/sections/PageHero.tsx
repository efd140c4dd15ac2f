import type { ReactNode } from 'react'

/** The dark title band at the top of inner pages. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow: string
  title: string
  intro?: string
  children?: ReactNode
}) {
  return (
    <section className="blueprint relative overflow-hidden bg-ink-900 text-paper" aria-labelledby="page-title">
      <div className="container py-16 sm:py-20 lg:py-28">
        <p className="eyebrow text-brass-300">{eyebrow}</p>
        <h1 id="page-title" className="page-title mt-4 text-4xl leading-[1.08] sm:text-5xl lg:text-6xl">
          {title}
        </h1>
        {intro && <p className="mt-6 max-w-2xl text-lg leading-relaxed text-paper-200 text-pretty">{intro}</p>}
        {children}
      </div>
    </section>
  )
}
