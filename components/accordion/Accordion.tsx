import './accordion.css'
import { type ReactNode, useId } from 'react'
import { Icon } from '../ui/Icon'
import { lucidePlus } from '../ui/icons'

/**
 * Items that open one at a time and can all be closed, with no script: native `<details>` sharing a `name` (README.md).
 * An item's `marker` (e.g. a service number) shows before its title; `defaultOpen` is the id of the item open at first.
 */
export function Accordion({
  items,
  headingLevel: Heading = 'h3',
  defaultOpen,
}: {
  items: { id: string; title: ReactNode; marker?: string; content: ReactNode }[]
  headingLevel?: 'h2' | 'h3'
  defaultOpen?: string
}) {
  const name = useId()
  return (
    <div className="border-t border-ink-900/15" data-slot="accordion">
      {items.map((item) => (
        <details
          key={item.id}
          name={name}
          open={item.id === defaultOpen}
          className="group border-b border-ink-900/15"
          data-slot="accordion-item"
        >
          <summary className="accordion-summary" data-slot="accordion-trigger">
            {/* A fixed width, so every title starts at the same place whatever its number's width ("01"
                drew narrower than "02"), in line with the answer below it (5 + gap 8 = its sm:pl). */}
            {item.marker && (
              <span className="mt-1.5 w-5 shrink-0 font-serif text-sm font-semibold text-brass-700">{item.marker}</span>
            )}
            <Heading className="accordion-title">{item.title}</Heading>
            <Icon icon={lucidePlus} className="accordion-sign" />
          </summary>
          <div className={`pb-8 ${item.marker ? 'sm:pl-[3.25rem]' : ''}`} data-slot="accordion-panel">
            {item.content}
          </div>
        </details>
      ))}
    </div>
  )
}
