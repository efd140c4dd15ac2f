import { Icon } from '../ui/Icon'
import { lucideCircleCheck } from '../ui/icons'

/**
 * A project's results, each with a tick: on the project's page and in its preview on /projects, whose ticks are drawn
 * as a tap opens it (so inline).
 */
export function OutcomeList({ outcomes }: { outcomes: readonly string[] }) {
  return (
    <ul className="mt-4 space-y-3">
      {outcomes.map((outcome) => (
        <li key={outcome} className="flex gap-3 leading-snug text-ink-800">
          <Icon icon={lucideCircleCheck} inline className="mt-0.5 shrink-0 text-brass-700" />
          {outcome}
        </li>
      ))}
    </ul>
  )
}
