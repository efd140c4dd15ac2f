// Finding and describing content images (Node only): from a reference in a content file to the
// Picture a page renders. Encoding happens elsewhere (encode.ts); this part is synchronous, so the
// content schemas can check references and describe pictures while they validate a file.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
// image-size rather than sharp's metadata(): sharp has no synchronous API, and reading only the
// header is quick even for the large SVG drawings.
import { imageSize } from 'image-size'
import { closestKey } from '../closest-key.ts'
import {
  imageExtensions,
  type Picture,
  type PictureExtension,
  picturePath,
  pictureFormats,
  widthLadder,
} from './picture.ts'

/**
 * The owner's images: generated drawings (.svg) and photos, in the content/ being worked on (the
 * working directory's, as `npm run check:content` reads it: the editor's tests check a copy).
 */
export const imagesFolder = join(process.cwd(), 'content/images/')

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

/** The image files in a folder of content/images (no subfolders), sorted. */
const imagesIn = (dir: string) =>
  existsSync(dir) && statSync(dir).isDirectory()
    ? readdirSync(dir)
        .filter((name) => isImageFile(name) && statSync(join(dir, name)).isFile())
        .sort()
    : []
const isImageFile = (name: string) => (imageExtensions as readonly string[]).includes(extensionOf(name))
const extensionOf = (name: string) => name.match(/\.(\w+)$/)?.[1]?.toLowerCase() ?? ''
const withoutExtension = (name: string) => name.replace(/\.\w+$/, '')

/**
 * The file an image reference names: its path inside content/images with its extension, e.g.
 * "projects/farmstead-eastry-1.svg", exactly as the web editor saves a picture it chose or uploaded.
 * Returns the absolute path, or a problem the owner can act on that names the pictures there are.
 */
export function locateImage(reference: string, folder = imagesFolder): { file: string } | { problem: string } {
  const formats = imageExtensions.map((extension) => `.${extension}`).join(', ')
  if (reference.startsWith('/') || reference.includes('\\') || reference.split('/').includes('..')) {
    return {
      problem:
        `"${reference}" is not a picture in content/images: write the file's path inside that folder, e.g. ` +
        `"projects/farmstead-eastry-1.svg"`,
    }
  }
  const subfolder = dirname(reference)
  const name = basename(reference)
  const present = imagesIn(join(folder, subfolder))
  if (present.includes(name)) return { file: join(folder, reference) }
  const inFolder = (file: string) => (subfolder === '.' ? file : `${subfolder}/${file}`)
  const sameName = present
    .filter((file) => withoutExtension(file) === withoutExtension(name))
    .map((file) => `"${inFolder(file)}"`)
  if (sameName.length && !isImageFile(name))
    return { problem: `write the picture's name with its extension, as the file is called: ${sameName.join(' or ')}` }
  if (extensionOf(name) && !isImageFile(name))
    return { problem: `"${reference}" is not a picture the site can show: use a ${formats} file` }
  // The same picture in another format first, then the nearest spelling.
  const nearest = closestKey(name, present)
  const guesses = sameName.length ? sameName : nearest ? [`"${inFolder(nearest)}"`] : []
  if (guesses.length)
    return { problem: `there is no picture "${reference}" in content/images: did you mean ${guesses.join(' or ')}?` }
  if (!present.length) {
    const folders = readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    return {
      problem:
        `there is no picture "${reference}" in content/images, which has no pictures in "${subfolder}": its ` +
        `folders are ${folders.join(', ')}`,
    }
  }
  const shown = present.slice(0, 6).map(inFolder).join(', ')
  return {
    problem:
      `there is no picture "${reference}" in content/images: content/images/${subfolder} has ` +
      `${shown}${present.length > 6 ? ` and ${present.length - 6} more` : ''}`,
  }
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
  for (const w of widths)
    for (const { extension } of pictureFormats)
      variants.set(`${stem}-${w}.${extension}`, { file, sourceWidth: width, width: w, extension })

  const picture = { src: `${picturePath}${stem}`, widths, width, height }
  pictureSources.set(picture.src, { file, width })
  described.set(file, { version, picture })
  return picture
}

/** Every image file in the images folder (what a build encodes). */
export function listImages(folder = imagesFolder): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter(isImageFile)
    .map((path) => join(folder, path))
}
