import type { Stats } from '../../content/schemas/stats'

/** Track-record figures as tiles, on a dark band. */
export function StatTiles({ items }: { items: Stats['headline'] }) {
  const columns = items.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'
  return (
    <dl className={`grid grid-cols-2 gap-px bg-paper/15 ${columns}`}>
      {items.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse gap-2 p-6 sm:p-8 bg-ink-900">
          <dt className="text-sm leading-snug text-paper-300">{stat.label}</dt>
          <dd className="font-serif text-4xl font-semibold tracking-tight sm:text-5xl text-brass-300">{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}
