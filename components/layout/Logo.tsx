import { initialsOf, site } from '#content'

/** Wordmark: the business name over its tagline, beside a drawn monogram. */
export function Logo({ tone = 'dark', compact = false }: { tone?: 'dark' | 'light'; compact?: boolean }) {
  const initials = initialsOf(site.name)
  return (
    <span className="inline-flex items-center gap-3" data-slot="logo">
      <span
        aria-hidden="true"
        className={`grid h-10 w-10 shrink-0 place-items-center border font-serif text-base font-semibold tracking-tight ${
          tone === 'dark' ? 'border-ink-900 text-ink-900' : 'border-brass-300 text-brass-300'
        }`}
      >
        {initials}
      </span>
      <span className="flex flex-col leading-none">
        <span
          className={`font-serif text-lg font-semibold tracking-tight ${tone === 'dark' ? 'text-ink-900' : 'text-paper'}`}
        >
          {site.name}
        </span>
        {!compact && (
          <span
            className={`mt-1 hidden text-[0.65rem] uppercase tracking-[0.22em] sm:block ${tone === 'dark' ? 'text-ink-600' : 'text-paper-300'}`}
          >
            {site.tagline}
          </span>
        )}
      </span>
    </span>
  )
}
