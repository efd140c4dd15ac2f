// Encoding content images with sharp (Node only). Every encoded file is kept in a disk cache named
// by its content hash, so a rebuild re-encodes only images that changed.
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { isPicture, type Picture } from '#content/pictures/picture.ts'
import { encoderSettings, pictureSources, type Variant } from '#content/pictures/source.ts'

const cacheFolder = join(process.cwd(), 'node_modules/.cache/pictures')

/** Reads an image; a drawing is rasterised at the scale that gives `width` pixels, so lines stay crisp. */
function load(file: string, sourceWidth: number, width: number) {
  const vector = file.endsWith('.svg')
  // `rotate()` applies the photo's EXIF orientation; `resize` never enlarges a photo.
  return sharp(file, vector ? { density: Math.max(1, (72 * width) / sourceWidth) } : {})
    .rotate()
    .resize({ width, withoutEnlargement: !vector })
}

/** One encoded file (from the cache when it is there). */
export async function encodeVariant(name: string, { file, sourceWidth, width, extension }: Variant): Promise<Buffer> {
  const cached = join(cacheFolder, name)
  const hit = await readFile(cached).catch(() => undefined)
  if (hit) return hit
  const image = load(file, sourceWidth, width)
  const bytes = await (extension === 'avif'
    ? image.avif(encoderSettings.avif)
    : extension === 'webp'
      ? image.webp(encoderSettings.webp)
      : image.flatten({ background: '#ffffff' }).jpeg(encoderSettings.jpg)
  ).toBuffer()
  await mkdir(cacheFolder, { recursive: true })
  // Write then rename, so a build stopped halfway never leaves a truncated file in the cache.
  await writeFile(`${cached}.tmp`, bytes)
  await rename(`${cached}.tmp`, cached)
  return bytes
}

/** Encodes many files, a few at a time (sharp also uses threads in each); `cached`: the file came from the cache. */
export async function encodeAll(
  entries: [name: string, variant: Variant][],
  onEach: (name: string, bytes: Buffer, cached: boolean) => void,
) {
  const queue = [...entries]
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const cached = existsSync(join(cacheFolder, next[0]))
      onEach(next[0], await encodeVariant(...next), cached)
    }
  }
  await Promise.all(Array.from({ length: availableParallelism() }, worker))
}

const placeholders = new Map<string, Promise<string | undefined>>()

/**
 * A 16 px wide preview as a data: URI: the browser scales it up smoothly, which reads as a blur
 * while the picture loads. None for see-through images, whose placeholder would show behind them.
 */
function placeholderOf(src: string): Promise<string | undefined> {
  const known = placeholders.get(src)
  if (known) return known
  const { file, width: sourceWidth } = pictureSources.get(src) ?? {}
  if (!file || !sourceWidth) throw new Error(`no image was described at ${src}`)
  const made = (async () => {
    const tiny = load(file, sourceWidth, 16)
    // A drawing rasterised this small has soft, partly transparent edge pixels: judge by the whole
    // (a cut-out on a transparent ground is far below this).
    const alpha = (await tiny.clone().stats()).channels[3]
    if (alpha && alpha.mean < 240) return undefined
    const bytes = await tiny.removeAlpha().webp({ quality: 40, smartSubsample: true }).toBuffer()
    return `data:image/webp;base64,${bytes.toString('base64')}`
  })()
  placeholders.set(src, made)
  return made
}

/**
 * Gives every described picture in content data its placeholder (in place; returns the same data).
 * Decorative pictures get none: they are backgrounds on the brand's navy, which already stands in.
 */
export async function withPlaceholders<T>(data: T): Promise<T> {
  const pictures: Picture[] = []
  const collect = (value: unknown) => {
    if (isPicture(value)) {
      if (value.alt) pictures.push(value)
    } else if (value && typeof value === 'object') Object.values(value).forEach(collect)
  }
  collect(data)
  await Promise.all(
    pictures.map(async (picture) => {
      const placeholder = await placeholderOf(picture.src)
      if (placeholder) picture.placeholder = placeholder
    }),
  )
  return data
}
