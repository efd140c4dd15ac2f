import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { checkContent } from '../check.ts'
import { describeImage, locateImage, variants } from './source.ts'

/** An images folder with a drawing and, optionally, photos of the same name. */
function imagesFolder(files: string[]) {
  const folder = mkdtempSync(join(tmpdir(), 'images-'))
  mkdirSync(join(folder, 'projects'))
  for (const file of files) writeFileSync(join(folder, 'projects', file), '')
  return folder
}

describe('finding an image a content file names', () => {
  it('uses the drawing until a photo of the same name is dropped beside it', () => {
    const folder = imagesFolder(['barn-1.svg'])
    expect(locateImage('projects/barn-1', folder)).toEqual({ file: join(folder, 'projects/barn-1.svg') })
    writeFileSync(join(folder, 'projects/barn-1.jpg'), '')
    expect(locateImage('projects/barn-1', folder)).toEqual({ file: join(folder, 'projects/barn-1.jpg') })
  })

  it('names the missing image and where to put it', () => {
    const found = locateImage('projects/barn-9', imagesFolder(['barn-1.svg']))
    expect(found).toEqual({ problem: expect.stringContaining('image "projects/barn-9" does not exist: add content/images/projects/barn-9 as a .jpg') })
  })

  it('refuses two photos of the same name, since either could be meant', () => {
    const found = locateImage('projects/barn-1', imagesFolder(['barn-1.jpg', 'barn-1.png']))
    expect(found).toEqual({ problem: 'more than one photo is called "projects/barn-1" (barn-1.jpg, barn-1.png): keep one' })
  })

  it('takes an exact file when the extension is given, and refuses paths outside the folder', () => {
    const folder = imagesFolder(['barn-1.svg', 'barn-1.jpg'])
    expect(locateImage('projects/barn-1.svg', folder)).toEqual({ file: join(folder, 'projects/barn-1.svg') })
    expect(locateImage('/images/projects/barn-1.svg', folder)).toEqual({ problem: expect.stringContaining('is not an image name') })
    expect(locateImage('../secrets/barn-1', folder)).toEqual({ problem: expect.stringContaining('is not an image name') })
  })
})

describe('describing an image', () => {
  it('encodes widths up to its own, and turns a photo taken on its side the right way up', async () => {
    const folder = imagesFolder([])
    const photo = join(folder, 'projects/site-visit.jpg')
    // 1000 x 600 pixels, stored on its side: EXIF orientation 6 means "rotate 90° to view".
    await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#88aa66' } }).jpeg().withMetadata({ orientation: 6 }).toFile(photo)
    const picture = describeImage(photo)
    expect(picture).toMatchObject({ width: 600, height: 1000, widths: [480, 600] })
    expect(picture.src).toMatch(/^\/assets\/images\/site-visit-[0-9a-f]{8}$/)
    const names = [...variants.keys()].filter((name) => name.startsWith(picture.src.split('/').pop()!))
    expect(names.sort()).toEqual([480, 600].flatMap((w) => ['avif', 'jpg', 'webp'].map((ext) => `${picture.src.split('/').pop()}-${w}.${ext}`)).sort())
  })

  it('changes its file names when the image changes, so browsers never keep a stale copy', async () => {
    const folder = imagesFolder([])
    const photo = join(folder, 'projects/site.png')
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#112233' } }).png().toFile(photo)
    const before = describeImage(photo).src
    await sharp({ create: { width: 900, height: 600, channels: 3, background: '#445566' } }).png().toFile(photo)
    expect(describeImage(photo).src).not.toBe(before)
  })
})

describe('the content check', () => {
  it('names a missing image, a picture without a description and an old-style path, by file and field', () => {
    const errors = checkContent('tests/fixtures/broken-content').find((error) => error.file.endsWith('projects/missing-picture.mdx'))
    // Items are counted from 1 in messages, as the owner counts them; each problem has its line.
    expect(errors?.problems).toEqual([
      { line: 19, message: expect.stringMatching(/^field "images\[1\]\.src": image "projects\/harbour-view-1" does not exist: add content\/images\/projects\/harbour-view-1/) },
      { line: 21, message: 'field "images[2].alt": is required' },
      { line: 22, message: expect.stringMatching(/^field "images\[3\]\.src": "\/images\/projects\/farmstead-eastry-2\.svg" is not an image name: write the path inside content\/images/) },
    ])
  })
})
