import type { Stats } from '../../content/schemas/stats'

/** Track-record figures as tiles. */
export function StatTiles({ items, tone = 'light' }: { items: Stats['headline']; tone?: 'light' | 'dark' }) {
  const dark = tone === 'dark'
  const columns = items.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'
  const valueColour = dark ? 'text-brass-300' : 'text-ink-950'
  return (
    <dl className={`grid grid-cols-2 gap-px ${dark ? 'bg-paper/15' : 'bg-ink-900/12'} ${columns}`}>
      {items.map((stat) => (
        <div key={stat.label} className={`flex flex-col-reverse gap-2 p-6 sm:p-8 ${dark ? 'bg-ink-900' : 'bg-paper'}`}>
          <dt className={`text-sm leading-snug ${dark ? 'text-paper-300' : 'text-ink-600'}`}>{stat.label}</dt>
          <dd className={`font-serif text-4xl font-semibold tracking-tight sm:text-5xl ${valueColour}`}>
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
