// The hooks by which the preview's script (project-preview.behaviour.ts, carousel.ts) finds its parts in the
// markup (ProjectCard.tsx, ProjectGallery.tsx, ProjectDialog.tsx, Carousel.tsx): one name each, so a renamed
// hook cannot leave the script looking for the old one.

/** The `data-slot` values the script looks up. */
export const previewSlots = {
  card: 'project-card',
  close: 'project-dialog-close',
  carousel: 'carousel',
  carouselContent: 'carousel-content',
  carouselItem: 'carousel-item',
  carouselDot: 'carousel-dot',
  carouselPosition: 'carousel-position',
  carouselCount: 'carousel-count',
  carouselBar: 'carousel-bar',
  carouselPrevious: 'carousel-previous',
  carouselNext: 'carousel-next',
} as const

/** On each card's <template>: the address of the project it previews, the card link's href. */
export const PREVIEW_OF_ATTRIBUTE = 'data-preview-of'

/**
 * Where the previews' parts are: not a page but their <template>s alone, which the gallery's script fetches once
 * /projects has loaded (pages/fragments/project-previews).
 */
export const PREVIEW_PARTS_PATH = '/fragments/project-previews'
