// What the browser needs to show a content image: safe to ship to the client (no Node imports).
import type { Picture } from '../../content/schemas/context.ts'

/** A content image after the image pipeline (what the image schemas give a page). */
export type { Picture }

/** Every picture is encoded in each format, best first; browsers take the first they support. */
export const pictureFormats = [
  { extension: 'avif', type: 'image/avif' },
  { extension: 'webp', type: 'image/webp' },
  { extension: 'jpg', type: 'image/jpeg' },
] as const
export type PictureExtension = (typeof pictureFormats)[number]['extension']

export { type PictureShape, projectPictureShape } from '../../content/schemas/picture-shape.ts'

/** The image files the pipeline reads: photos and the generated drawings (.svg). */
export const imageExtensions = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'svg'] as const

/** Widths encoded for every picture, up to its own width: phones to wide desktops at 1x and 2x. */
export const widthLadder = [480, 800, 1200, 1600, 1920] as const

/** The widest file the site serves: a wider original only costs bytes (the web editor scales uploads down to it). */
export const largestWidth = widthLadder.at(-1)!

/** Where every encoded image is served from. */
export const picturePath = '/assets/images/'

/** The `srcset` of one format: every width, so the browser picks by layout size and pixel density. */
export const srcSet = (picture: Picture, extension: PictureExtension) =>
  picture.widths.map((width) => `${picture.src}-${width}.${extension} ${width}w`).join(', ')

/** The JPEG a browser without `srcset` support loads: the widest not over 1200 px. */
export const fallbackSrc = (picture: Picture) =>
  `${picture.src}-${picture.widths.filter((width) => width <= 1200).at(-1) ?? picture.widths[0]}.jpg`

/**
 * A decorative picture as a CSS background, for what CSS alone shows or hides: a browser fetches a
 * hidden element's background only once it shows, whatever the state of JavaScript. AVIF, WebP or
 * JPEG, at least `width` pixels wide on ordinary screens and twice that on sharp ones.
 */
export function backgroundImage(picture: Picture, width: number): string {
  const candidates = pictureFormats.flatMap(({ extension, type }) =>
    densityFiles(picture, width, extension).map(({ file, density }) => `url(${file}) type("${type}") ${density}x`),
  )
  return `image-set(${candidates.join(', ')})`
}

/** The files `backgroundImage` offers in one format, by pixel density (also what a preload of it names). */
export function densityFiles(
  picture: Picture,
  width: number,
  extension: PictureExtension,
): { file: string; density: number }[] {
  const atLeast = (pixels: number) => picture.widths.find((w) => w >= pixels) ?? picture.widths.at(-1)!
  return [1, 2].map((density) => ({ file: `${picture.src}-${atLeast(width * density)}.${extension}`, density }))
}

/** True for a value produced by the image pipeline (used to find pictures inside content data). */
export const isPicture = (value: unknown): value is Picture =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Picture).src === 'string' &&
  (value as Picture).src.startsWith(picturePath) &&
  Array.isArray((value as Picture).widths)
