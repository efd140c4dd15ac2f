import { initialsOf, site } from '#content'

/** Wordmark: the business name over its tagline, beside a drawn monogram. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const initials = initialsOf(site.name)
  const dark = tone === 'dark'
  return (
    <span className="inline-flex items-center gap-3" data-slot="logo">
      <span
        aria-hidden="true"
        className={`logo-mark ${dark ? 'border-ink-900 text-ink-900' : 'border-brass-300 text-brass-300'}`}
      >
        {initials}
      </span>
      <span className="flex flex-col leading-none">
        <span className={`font-serif text-lg font-semibold tracking-tight ${dark ? 'text-ink-900' : 'text-paper'}`}>
          {site.name}
        </span>
        <span className={`logo-tagline ${dark ? 'text-ink-600' : 'text-paper-300'}`}>{site.tagline}</span>
      </span>
    </span>
  )
}
