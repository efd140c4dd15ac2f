// What the web editor does with a file the owner uploads, from its name and type alone (uploads.ts does it; the rules
// in words: docs/editing.md).
import { imageExtensions, largestWidth } from '#content/pictures/picture.ts'

/** The file chooser's `accept`: the pipeline's formats. Not HEIC, on purpose: an iPhone then hands over a JPEG copy. */
export const acceptedFiles = imageExtensions.map((extension) => `.${extension}`).join(',')

const formatsInWords = 'JPEG, PNG, WebP, AVIF or SVG'

/** A drawing is uploaded as it is, a photo scaled down if too wide, a HEIC photo converted to JPEG if it can be. */
type Upload = { kind: 'drawing' | 'photo' | 'heic' } | { kind: 'refused'; message: string }

export function classify(name: string, type: string): Upload {
  const extension = name.match(/\.(\w+)$/)?.[1]?.toLowerCase() ?? ''
  if (extension === 'svg') return { kind: 'drawing' }
  if ((imageExtensions as readonly string[]).includes(extension)) return { kind: 'photo' }
  if (['heic', 'heif'].includes(extension) || /^image\/hei[cf]/.test(type)) return { kind: 'heic' }
  return { kind: 'refused', message: `"${name}" is not a picture the site can show. Upload a ${formatsInWords} file.` }
}

/**
 * Said of an upload with no entry to name it after: from the Media page (`inEntry` false), or in a new entry with no
 * title yet.
 */
export const noEntryMessage = (inEntry: boolean) =>
  inEntry
    ? 'Give the entry its title first: its pictures are named after it. Then upload the picture again.'
    : 'Pictures are added from the entry that shows them, which names them and saves them with it: open the project ' +
      '(or page), click Choose an image under its pictures, then Upload.'

/** Said when the browser cannot read an iPhone photo (only Safari can). */
export const heicMessage = (name: string) =>
  `"${name}" is an iPhone photo in HEIC format, which this browser cannot convert. Upload it from Safari (on a ` +
  `Mac, iPhone or iPad), which converts it, or save it as a JPEG first. To make the iPhone take JPEG photos: ` +
  `Settings, Camera, Formats, Most Compatible.`

export const unreadableMessage = (name: string) =>
  `"${name}" could not be opened as a picture: it may be damaged. Save it again as a ${formatsInWords} file and ` +
  `upload that.`

/** At most the widest the site shows, never enlarged; undefined when it already fits. */
export function scaledSize(width: number, height: number) {
  if (width <= largestWidth) return undefined
  return { width: largestWidth, height: Math.round((height * largestWidth) / width) }
}

/** The formats browsers can write a photo in, with the extension a file of each gets. */
const writable: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }

/** A photo is re-encoded in its own format where browsers can write it, JPEG otherwise (HEIC, AVIF). */
export const encodedType = (type: string) => (Object.hasOwn(writable, type) ? type : 'image/jpeg')

export function savedName(name: string, type: string): string {
  const extension = writable[type] ?? 'jpg'
  return extension === 'jpg' && /\.jpe?g$/i.test(name) ? name : `${name.replace(/\.\w+$/, '')}.${extension}`
}

/** JPEG and WebP quality of a scaled photo: high, since the build encodes it again for the site. */
export const savedQuality = 0.9

/**
 * An entry's title as its file name is made from it (config.ts's slug settings):
 * "Harbour View, Margate" -> "harbour-view-margate".
 */
export const fileNameOf = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/**
 * A picture uploaded into an entry is named for it, whatever the camera called it: "{entry}-{n}.{extension}", n the
 * next number after those already in the folder (`existing`, its file names), as CONTENT.md asks pictures to be named.
 */
export function entryPictureName(entry: string, fileName: string, existing: readonly string[]): string {
  const extension = fileName.match(/\.(\w+)$/)?.[1]?.toLowerCase() ?? 'jpg'
  // (A file name is lower-case letters, digits and hyphens: nothing in it means more in a pattern.)
  const numbered = new RegExp(`^${entry}-(\\d+)\\.\\w+$`, 'i')
  const taken = existing.map((name) => Number(numbered.exec(name)?.[1] ?? 0))
  return `${entry}-${Math.max(0, ...taken) + 1}.${extension === 'jpeg' ? 'jpg' : extension}`
}
