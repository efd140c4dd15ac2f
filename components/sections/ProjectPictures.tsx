import type { Picture as PictureData } from '#content'
import { Picture } from '../ui/Picture'

/**
 * A project's pictures on its page: the first one large, the others stacked beside it on wide
 * screens and in a row of two below it on phones.
 */
export function ProjectPictures({ images }: { images: PictureData[] }) {
  const [lead, ...others] = images
  if (!lead) return null
  return (
    <section aria-label="Pictures" className="container pt-12 lg:pt-16" data-slot="project-pictures">
      <div className={`grid gap-3 sm:gap-4 ${others.length ? 'lg:grid-cols-[2fr_1fr]' : ''}`}>
        <Picture
          picture={lead}
          sizes={
            others.length
              ? '(min-width: 1280px) 52rem, (min-width: 1024px) 66vw, 100vw'
              : '(min-width: 1280px) 80rem, 100vw'
          }
          // Lazy like the rest, though near the top: on a first visit it then waits while the intro holds the
          // page unrendered, rather than sharing the line with the intro's first drawing.
          className="aspect-project h-auto w-full bg-ink-900 object-cover"
        />
        {others.length > 0 && (
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-1">
            {others.map((picture) => (
              <Picture
                key={picture.src}
                picture={picture}
                sizes="(min-width: 1280px) 26rem, (min-width: 1024px) 33vw, 50vw"
                className="aspect-project h-full w-full bg-ink-900 object-cover lg:aspect-auto"
              />
            ))}
          </div>
        )}
      </div>
    </section>
  )
}
