// What the web editor does with a file the owner uploads, decided from its name and type alone (the browser part is
// uploads.ts): the image pipeline's formats are taken, an iPhone's HEIC photo converted where the browser can read it,
// anything else refused with a sentence saying what to upload instead; a photo wider than the site shows is scaled.
import { imageExtensions, largestWidth } from '#content/picture/picture.ts'

/** The file chooser's `accept`: the pipeline's formats. Not HEIC, on purpose: an iPhone then hands over a JPEG copy. */
export const acceptedFiles = imageExtensions.map((extension) => `.${extension}`).join(',')

/** The formats in the owner's words, for messages. */
const formatsInWords = 'JPEG, PNG, WebP, AVIF or SVG'

export type Upload =
  /** A drawing: uploaded as it is. */
  | { kind: 'drawing' }
  /** A photo: scaled down if wider than the site needs, otherwise uploaded as it is. */
  | { kind: 'photo' }
  /** An iPhone photo (HEIC/HEIF): converted to JPEG if the browser can read it, explained if not. */
  | { kind: 'heic' }
  | { kind: 'refused'; message: string }

export function classify(name: string, type: string): Upload {
  const extension = name.match(/\.(\w+)$/)?.[1]?.toLowerCase() ?? ''
  if (extension === 'svg') return { kind: 'drawing' }
  if ((imageExtensions as readonly string[]).includes(extension)) return { kind: 'photo' }
  if (['heic', 'heif'].includes(extension) || /^image\/hei[cf]/.test(type)) return { kind: 'heic' }
  return { kind: 'refused', message: `"${name}" is not a picture the site can show. Upload a ${formatsInWords} file.` }
}

/** Said when the browser cannot read an iPhone photo (only Safari can). */
export const heicMessage = (name: string) =>
  `"${name}" is an iPhone photo in HEIC format, which this browser cannot convert. Upload it from Safari (on a ` +
  `Mac, iPhone or iPad), which converts it, or save it as a JPEG first. To make the iPhone take JPEG photos: ` +
  `Settings, Camera, Formats, Most Compatible.`

/** Said when a file named as a picture cannot be read as one. */
export const unreadableMessage = (name: string) =>
  `"${name}" could not be opened as a picture: it may be damaged. Save it again as a ${formatsInWords} file and ` +
  `upload that.`

/** The size to save a photo at: at most the widest the site shows, never enlarged; undefined when it already fits. */
export function scaledSize(width: number, height: number): { width: number; height: number } | undefined {
  if (width <= largestWidth) return undefined
  return { width: largestWidth, height: Math.round((height * largestWidth) / width) }
}

/** The formats browsers can write a photo in, with the extension a file of each gets. */
const writable: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }

/** The format a photo is re-encoded in: its own where browsers can write it, JPEG otherwise (HEIC, AVIF). */
export const encodedType = (type: string) => (Object.hasOwn(writable, type) ? type : 'image/jpeg')

/** The saved file's name: the original's, with the extension of the format it was written in. */
export function savedName(name: string, type: string): string {
  const extension = writable[type] ?? 'jpg'
  const stem = name.replace(/\.\w+$/, '')
  return extension === 'jpg' && /\.jpe?g$/i.test(name) ? name : `${stem}.${extension}`
}

/** JPEG and WebP quality of a scaled photo: high, since the build encodes it again for the site. */
export const savedQuality = 0.9
