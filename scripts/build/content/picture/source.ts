// Finding and describing content images (Node only): from a reference in a content file to the
// Picture a page renders. Encoding happens elsewhere (encode.ts); this part is synchronous, so the
// content schemas can check references and describe pictures while they validate a file.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
// image-size rather than sharp's metadata(): sharp has no synchronous API, and reading only the
// header is quick even for the large SVG drawings.
import { imageSize } from 'image-size'
import { type Picture, type PictureExtension, picturePath, pictureFormats } from './picture.ts'

/** The owner's images: generated drawings (.svg) and photos. */
export const imagesFolder = fileURLToPath(new URL('../../../../content/images/', import.meta.url))

/** A photo wins over a drawing of the same name, so dropping one in replaces the drawing. */
const photoExtensions = ['jpg', 'jpeg', 'png', 'webp', 'avif']
const imageExtensions = [...photoExtensions, 'svg']

/** Widths encoded for every picture, up to its own width: phones to wide desktops at 1x and 2x. */
const widthLadder = [480, 800, 1200, 1600, 1920]

/** Encoder settings; part of every file's hash, so changing them re-encodes everything. */
export const encoderSettings = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 74, effort: 4 },
  jpg: { quality: 78, mozjpeg: true },
} as const satisfies Record<PictureExtension, object>

/** One encoded file of a picture. */
export interface Variant {
  /** The source image file (absolute path). */
  file: string
  /** Intrinsic width of the source, to rasterise drawings at the right scale. */
  sourceWidth: number
  width: number
  extension: PictureExtension
}

/** Every encoded file described so far, by its name under picturePath (served in dev, emitted in builds). */
export const variants = new Map<string, Variant>()

/** The source of every picture described so far, by its address stem (for placeholders). */
export const pictureSources = new Map<string, { file: string; width: number }>()

/**
 * The file an image reference names, e.g. "projects/farmstead-eastry-1" (inside content/images, no
 * extension: a photo is preferred to a drawing). A reference with an extension names that exact file.
 * Returns the absolute path, or a problem the owner can act on.
 */
export function locateImage(reference: string, folder = imagesFolder): { file: string } | { problem: string } {
  const example = 'write the path inside content/images without the extension, e.g. "projects/farmstead-eastry-1"'
  if (reference.startsWith('/') || reference.split('/').includes('..')) return { problem: `"${reference}" is not an image name: ${example}` }
  const extension = reference.match(/\.(\w+)$/)?.[1]?.toLowerCase()
  if (extension && imageExtensions.includes(extension)) {
    const file = join(folder, reference)
    return existsSync(file) ? { file } : { problem: `image "${reference}" does not exist: add content/images/${reference}, or check the name` }
  }
  const dir = join(folder, dirname(reference))
  const name = basename(reference)
  const present = existsSync(dir) ? readdirSync(dir) : []
  const candidates = imageExtensions.map((ext) => `${name}.${ext}`).filter((file) => present.includes(file))
  const photos = candidates.filter((file) => !file.endsWith('.svg'))
  if (photos.length > 1) return { problem: `more than one photo is called "${reference}" (${photos.join(', ')}): keep one` }
  const [chosen] = photos.length ? photos : candidates
  if (!chosen) {
    const formats = imageExtensions.map((ext) => `.${ext}`).join(', ')
    return { problem: `image "${reference}" does not exist: add content/images/${reference} as a ${formats} file, or check the name` }
  }
  return { file: join(dir, chosen) }
}

const described = new Map<string, { version: string; picture: Omit<Picture, 'alt'> }>()

/** Describes a located image: its size, the widths it is encoded at and their address stem. */
export function describeImage(file: string): Omit<Picture, 'alt'> {
  const { mtimeMs, size: bytesOnDisk } = statSync(file)
  const version = `${mtimeMs}:${bytesOnDisk}`
  const cached = described.get(file)
  if (cached?.version === version) return cached.picture

  const bytes = readFileSync(file)
  const size = imageSize(bytes)
  // EXIF orientations 5-8 are quarter turns: the photo is shown (and encoded) the other way round.
  const turned = (size.orientation ?? 1) >= 5
  const width = turned ? size.height : size.width
  const height = turned ? size.width : size.height
  const widths = [...widthLadder.filter((w) => w < width), Math.min(width, widthLadder.at(-1)!)]
  const hash = createHash('sha256').update(bytes).update(JSON.stringify(encoderSettings)).digest('hex').slice(0, 8)
  const stem = `${basename(file).replace(/\.\w+$/, '')}-${hash}`
  for (const w of widths) for (const { extension } of pictureFormats) variants.set(`${stem}-${w}.${extension}`, { file, sourceWidth: width, width: w, extension })

  const picture = { src: `${picturePath}${stem}`, widths, width, height }
  pictureSources.set(picture.src, { file, width })
  described.set(file, { version, picture })
  return picture
}

/** Every image file in the images folder (what a build encodes). */
export function listImages(folder = imagesFolder): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => imageExtensions.includes(path.split('.').pop()!.toLowerCase()))
    .map((path) => join(folder, path))
}

/** A file's path as the owner knows it, e.g. "content/images/hero/hero-1.svg". */
export const displayPath = (file: string) => relative(process.cwd(), file).replace(/\\/g, '/')
