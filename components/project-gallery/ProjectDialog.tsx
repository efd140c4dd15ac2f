// The project preview as the build renders it, in two kinds of <template> after the cards (ProjectGallery.tsx):
// the dialog once, with a holder for each part that differs by project, and each project's parts.
// project-preview.behaviour.ts opens a copy of the dialog filled with the card's project.
// Its styles (project-dialog.css) come with the page.
import type { GalleryProject } from './ProjectGallery'
import { Carousel, CarouselSlides } from './Carousel'
import { Icon } from '../ui/Icon'
import { likelyNext } from '../page-loading/speculation-rules'
import { lucideArrowRight, lucideMapPin, lucideX } from '../ui/icons'
import { OutcomeList } from '../sections/OutcomeList'
import { previewSlots } from './preview-hooks'

/** The ids in an open preview: one preview is open at a time. */
const titleId = 'project-preview-title'
const picturesId = 'project-preview-pictures'

/**
 * The parts of a preview that differ by project, each named by `data-part` as its holder in
 * ProjectDialog is: project-preview.behaviour.ts gives the holder the part's attributes and, if it has
 * any, its content.
 * The page carries the dialog's markup once, and these once per project.
 */
export function ProjectPreviewParts({ project }: { project: GalleryProject }) {
  return (
    <>
      <span data-part="category">{project.category}</span>
      <span data-part="value">{project.value}</span>
      <span data-part="title">{project.title}</span>
      <span data-part="location">{project.location}</span>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: never shown; it gives the carousel region its name. */}
      <div data-part="carousel" aria-label={`Drawings of ${project.title}`} />
      <div data-part="slides">
        <CarouselSlides images={project.images} />
      </div>
      <span data-part="overview">{project.overview}</span>
      <div data-part="outcomes">
        <OutcomeList outcomes={project.outcomes} />
      </div>
      {/* biome-ignore lint/a11y/useAnchorContent: never shown; it gives the dialog's worded link its address. */}
      <a data-part="link" href={project.href} />
    </>
  )
}

/**
 * The project preview: a project's pictures, title, location, overview and results, and a link to its
 * page, each part held empty here (`data-part`) and filled from ProjectPreviewParts as it opens.
 * A native <dialog>, opened with showModal(): the browser keeps focus inside it, makes the rest of
 * the page inert, and closes it on Escape.
 */
export function ProjectDialog() {
  return (
    <dialog
      aria-labelledby={titleId}
      className={`m-0 h-full max-h-none w-full max-w-none items-center justify-center bg-transparent p-0 open:flex
        sm:p-6 lg:p-8`}
      data-slot="project-dialog"
    >
      <div
        className={`relative flex h-full w-full max-w-6xl flex-col overflow-hidden bg-paper shadow-2xl
          sm:h-auto sm:max-h-full lg:h-[min(100%,46rem)]`}
        data-slot="project-dialog-panel"
      >
        <button
          type="button"
          className={`absolute right-3 top-3 z-10 flex size-11 cursor-pointer items-center justify-center rounded-full
            bg-ink-950/85 text-paper shadow-lg ring-1 ring-paper/20 transition-colors hover:bg-brass-700
            sm:right-4 sm:top-4`}
          data-slot={previewSlots.close}
        >
          <Icon icon={lucideX} inline className="text-xl" />
          <span className="sr-only">Close</span>
        </button>

        {/* The close button stays put outside this scroller. From 1024 px the picture holds still
            beside the text, and only the text column scrolls if it is long. */}
        <div
          className={`min-h-0 flex-1 overflow-y-auto overscroll-contain lg:grid
            lg:grid-cols-[minmax(0,1.45fr)_minmax(0,1fr)] lg:grid-rows-[minmax(0,1fr)] lg:overflow-hidden`}
          data-slot="project-dialog-body"
        >
          <div className="blueprint flex flex-col justify-center bg-ink-950">
            <Carousel id={picturesId} />
          </div>

          <div className="flex flex-col lg:overflow-y-auto lg:overscroll-contain">
            <div className="flex-1 px-6 pb-8 pt-7 sm:px-9 sm:pt-9 lg:pb-7 lg:pt-11">
              <p className="eyebrow text-brass-700">
                <span data-part="category" />
                <span className="mx-2 text-brass-500" aria-hidden="true">
                  ·
                </span>
                <span data-part="value" />
              </p>
              {/* biome-ignore lint/a11y/useHeadingContent: filled with the project's title before the dialog opens. */}
              <h2
                id={titleId}
                className="section-title mt-3 pr-10 text-ink-950 lg:pr-6 lg:text-[2.125rem]"
                data-part="title"
              />
              <p className="mt-3 flex items-center gap-2 text-ink-600" data-slot="project-dialog-location">
                <Icon icon={lucideMapPin} inline className="text-brass-700" />
                <span data-part="location" />
              </p>

              <div className="mt-7 border-t border-ink-900/10 pt-6">
                <h3 className="eyebrow text-ink-600">Overview</h3>
                <p className="mt-3 leading-relaxed text-ink-800 text-pretty" data-part="overview" />
              </div>

              <div className="mt-7">
                <h3 className="eyebrow text-ink-600">Results</h3>
                <div data-part="outcomes" />
              </div>
            </div>
            {/* From 1024 px it stays in view at the foot of the text however far that scrolls. Being
                inside the scrolling column, it also gives keyboard users a way into it (Chrome would
                otherwise add the column itself to the Tab order, unnamed). */}
            <div className="border-t border-ink-900/10 bg-paper px-6 py-5 sm:px-9 lg:sticky lg:bottom-0">
              <a className="btn-primary" data-slot="project-dialog-link" data-part="link" {...likelyNext}>
                View full project
                <Icon icon={lucideArrowRight} inline />
              </a>
            </div>
          </div>
        </div>
      </div>
    </dialog>
  )
}
