// The carousel's markup, rendered at build: its frame once, in the preview's dialog (ProjectDialog.tsx), and its
// slides in each project's parts. carousel.ts completes the frame for the slides it is given (a dot for each) and
// makes it move, with keen-slider, once the preview is open.
import { PictureAsData } from '../ui/Picture'
import type { Image } from '../../content/schemas/shared'
import { Icon } from '../ui/Icon'
import { lucideChevronLeft, lucideChevronRight } from '../ui/icons'
import { previewSlots } from './preview-hooks'

/**
 * An image carousel (WAI-ARIA APG carousel pattern), named as each project's parts name it ("Drawings of
 * Mapleleaf Business Park"), with arrows, the position and a dot per picture: the one dot here is the pattern
 * carousel.ts copies, and it takes arrows, position and dots away where there is one picture. Its slides
 * (`data-part="slides"`) are CarouselSlides.
 */
export function Carousel({ id }: { id: string }) {
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      className="relative"
      data-slot={previewSlots.carousel}
      data-part="carousel"
    >
      <div className="relative">
        <div
          id={id}
          className="keen-slider"
          aria-live="polite"
          data-slot={previewSlots.carouselContent}
          data-part="slides"
        />
        {(['previous', 'next'] as const).map((direction) => (
          <button
            key={direction}
            type="button"
            aria-label={direction === 'previous' ? 'Previous picture' : 'Next picture'}
            aria-controls={id}
            className={`absolute top-1/2 flex size-11 -translate-y-1/2 cursor-pointer items-center justify-center
              rounded-full bg-paper/90 text-ink-900 shadow-lg ring-1 ring-ink-900/10 transition-colors
              hover:bg-brass-300 ${direction === 'previous' ? 'left-3 sm:left-4' : 'right-3 sm:right-4'}`}
            data-slot={direction === 'previous' ? previewSlots.carouselPrevious : previewSlots.carouselNext}
          >
            <Icon icon={direction === 'previous' ? lucideChevronLeft : lucideChevronRight} inline className="text-xl" />
          </button>
        ))}
      </div>
      <div className="flex items-center justify-between gap-4 px-5 py-3 sm:px-6" data-slot={previewSlots.carouselBar}>
        <p className="font-serif text-sm tabular-nums text-paper-200" aria-hidden="true">
          <span className="text-brass-300" data-slot={previewSlots.carouselPosition}>
            01
          </span>
          <span className="mx-1.5 text-paper-300/60">/</span>
          <span data-slot={previewSlots.carouselCount} />
        </p>
        <div role="group" aria-label="Choose a picture" className="flex items-center gap-1">
          <button
            type="button"
            aria-controls={id}
            // 24 px square at least (WCAG 2.5.8); the visible dot is drawn inside.
            className={`group/dot flex size-7 cursor-pointer items-center justify-center rounded-full
              focus-visible:outline-brass-300`}
            data-slot={previewSlots.carouselDot}
          >
            <span
              className={`block h-1.5 w-1.5 rounded-full bg-paper/45 transition-all duration-300
                group-hover/dot:bg-paper group-aria-[current=true]/dot:w-6
                group-aria-[current=true]/dot:bg-brass-300 motion-reduce:transition-none`}
            />
          </button>
        </div>
      </div>
    </div>
  )
}

/**
 * A project's pictures as the carousel's slides: each a group "n of m", those out of view aria-hidden, so a
 * screen reader reads the picture showing and the live region announces the new one after a move. It opens on
 * the first, each slide a full width as keen-slider will size them, so the preview's first frame shows it whole.
 */
export function CarouselSlides({ images }: { images: Image[] }) {
  return images.map((image, index) => (
    <div
      key={image.src}
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${images.length}`}
      aria-hidden={index === 0 ? undefined : true}
      className="keen-slider__slide shrink-0"
      data-slot={previewSlots.carouselItem}
    >
      {/* As its data: the page carries every preview, and the files of three formats at four widths
          each took a kilobyte of it. The preview makes it a <picture> as it opens. */}
      <PictureAsData
        picture={image}
        // The dialog's picture column: full width on phones, about 60% of at most 72rem beyond.
        sizes="(min-width: 1024px) 44rem, 100vw"
        // Not lazy: keen-slider moves slides with transforms, and a lazy picture would only
        // start loading as it slid into view. Nothing is fetched before the preview opens.
        loading="eager"
        draggable={false}
        className="block aspect-project h-auto w-full bg-ink-900 object-cover"
      />
    </div>
  ))
}
