import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { encodeVariant } from './encode.ts'
import { describeImage, variants } from '#content/pictures/source.ts'

describe('encoding a picture', () => {
  it('makes real AVIF, WebP and JPEG files of the width asked for, and reuses them on the next build', async () => {
    const photo = join(mkdtempSync(join(tmpdir(), 'encode-')), 'yard.png')
    // A colour of its own, so its cache entries are its own too.
    const background = {
      r: Math.floor(Math.random() * 256),
      g: Math.floor(Math.random() * 256),
      b: Math.floor(Math.random() * 256),
    }
    await sharp({ create: { width: 900, height: 600, channels: 3, background } })
      .png()
      .toFile(photo)
    const stem = describeImage(photo).src.split('/').pop()!
    for (const [extension, format] of [
      ['avif', 'heif'],
      ['webp', 'webp'],
      ['jpg', 'jpeg'],
    ] as const) {
      const name = `${stem}-480.${extension}`
      const bytes = await encodeVariant(name, variants.get(name)!)
      expect(await sharp(bytes).metadata()).toMatchObject({ format, width: 480, height: 320 })
    }

    // The cache is keyed by content: a second build reads the file instead of encoding again.
    const name = `${stem}-480.webp`
    const cached = join(process.cwd(), 'node_modules/.cache/pictures', name)
    writeFileSync(cached, 'from the cache')
    expect((await encodeVariant(name, variants.get(name)!)).toString()).toBe('from the cache')
    expect(readFileSync(cached, 'utf8')).toBe('from the cache')
    rmSync(cached)
  })
})
