// The intro's drawings as the page names them: the files each image-set picks from, and the head's
// preloads. Apart from intro-pending.ts, so the head script and the page script, which import that,
// do not carry the picture helpers.
import { densityFiles, type Picture, pictureFormats } from '#content/pictures/picture.ts'
import { INTRO_IMAGE_SIZES } from './intro-pending'

/** The drawing's files in the best format, by pixel density: what its image-set picks from. */
export function introSrcset(picture: Picture, width: number): string {
  const [{ extension }] = pictureFormats
  return densityFiles(picture, width, extension)
    .map(({ file, density }) => `${file} ${density}x`)
    .join(', ')
}

/**
 * `<link rel="preload" as="image">` attributes for the drawing the overlay opens on (the last alone under reduced
 * motion), in the best format (a browser without it finds its own through the image-set), at the file its image-set
 * will choose for the screen's size: see docs/performance.md, "The first drawing of the intro".
 */
export function introPreloads(stages: { image: Picture }[]) {
  const motion = [
    { picture: stages[0]!.image, media: '(prefers-reduced-motion: no-preference)' },
    { picture: stages.at(-1)!.image, media: '(prefers-reduced-motion: reduce)' },
  ]
  return motion.flatMap(({ picture, media: motionMedia }) =>
    Object.values(INTRO_IMAGE_SIZES).map(({ media, width }) => ({
      imageSrcSet: introSrcset(picture, width),
      media: `(scripting: enabled) and ${media} and ${motionMedia}`,
      type: pictureFormats[0].type,
    })),
  )
}
