import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { checkContent } from '../check.ts'
import { describeImage, locateImage, variants } from './source.ts'

/** An images folder whose projects/ holds these (empty) files. */
function imagesFolder(files: string[]) {
  const folder = mkdtempSync(join(tmpdir(), 'images-'))
  mkdirSync(join(folder, 'projects'))
  for (const file of files) writeFileSync(join(folder, 'projects', file), '')
  return folder
}

describe('finding an image a content file names', () => {
  it('uses exactly the file named, so a photo beside a drawing of the same name is used once it is named', () => {
    const folder = imagesFolder(['barn-1.svg', 'barn-1.jpg'])
    expect(locateImage('projects/barn-1.svg', folder)).toEqual({ file: join(folder, 'projects/barn-1.svg') })
    expect(locateImage('projects/barn-1.jpg', folder)).toEqual({ file: join(folder, 'projects/barn-1.jpg') })
  })

  it('asks for the extension when a name has none, naming the files it could mean', () => {
    expect(locateImage('projects/barn-1', imagesFolder(['barn-1.svg']))).toEqual({
      problem: 'write the picture\'s name with its extension, as the file is called: "projects/barn-1.svg"',
    })
    expect(locateImage('projects/barn-1', imagesFolder(['barn-1.svg', 'barn-1.jpg']))).toEqual({
      problem: expect.stringContaining('"projects/barn-1.jpg" or "projects/barn-1.svg"'),
    })
  })

  it('suggests the closest picture for a misspelt name, or lists what the folder has', () => {
    const folder = imagesFolder([
      'barn-1.svg',
      'barn-2.jpg',
      'yard-1.png',
      'yard-2.png',
      'yard-3.png',
      'yard-4.png',
      'yard-5.png',
    ])
    expect(locateImage('projects/barn-1.jpg', folder)).toEqual({
      problem: 'there is no picture "projects/barn-1.jpg" in content/images: did you mean "projects/barn-1.svg"?',
    })
    expect(locateImage('projects/farmhouse-front.jpg', folder)).toEqual({
      problem:
        'there is no picture "projects/farmhouse-front.jpg" in content/images: content/images/projects has ' +
        'projects/barn-1.svg, projects/barn-2.jpg, projects/yard-1.png, projects/yard-2.png, projects/yard-3.png, ' +
        'projects/yard-4.png and 1 more',
    })
    expect(locateImage('project/barn-1.svg', folder)).toEqual({
      problem: expect.stringContaining('its folders are projects'),
    })
  })

  it('refuses files the site cannot show, and paths outside the folder', () => {
    const folder = imagesFolder(['barn-1.svg', 'plan.pdf'])
    expect(locateImage('projects/plan.pdf', folder)).toEqual({
      problem:
        '"projects/plan.pdf" is not a picture the site can show: use a .jpg, .jpeg, .png, .webp, .avif, .svg file',
    })
    expect(locateImage('/images/projects/barn-1.svg', folder)).toEqual({
      problem: expect.stringContaining('is not a picture in content/images'),
    })
    expect(locateImage('../secrets/barn-1.svg', folder)).toEqual({
      problem: expect.stringContaining('is not a picture in content/images'),
    })
  })
})

describe('describing an image', () => {
  it('encodes widths up to its own, and turns a photo taken on its side the right way up', async () => {
    const folder = imagesFolder([])
    const photo = join(folder, 'projects/site-visit.jpg')
    // 1000 x 600 pixels, stored on its side: EXIF orientation 6 means "rotate 90° to view".
    await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#88aa66' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(photo)
    const picture = describeImage(photo)
    expect(picture).toMatchObject({ width: 600, height: 1000, widths: [480, 600] })
    expect(picture.src).toMatch(/^\/assets\/images\/site-visit-[0-9a-f]{8}$/)
    const names = [...variants.keys()].filter((name) => name.startsWith(picture.src.split('/').pop()!))
    expect(names.sort()).toEqual(
      [480, 600]
        .flatMap((w) => ['avif', 'jpg', 'webp'].map((ext) => `${picture.src.split('/').pop()}-${w}.${ext}`))
        .sort(),
    )
  })

  it('changes its file names when the image changes, so browsers never keep a stale copy', async () => {
    const folder = imagesFolder([])
    const photo = join(folder, 'projects/site.png')
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#112233' } })
      .png()
      .toFile(photo)
    const before = describeImage(photo).src
    await sharp({ create: { width: 900, height: 600, channels: 3, background: '#445566' } })
      .png()
      .toFile(photo)
    expect(describeImage(photo).src).not.toBe(before)
  })
})

describe('the content check', () => {
  it(
    'names a missing image, a picture without a description, an old-style path and a name without its extension, by ' +
      'file and field',
    () => {
      const errors = checkContent('tests/fixtures/broken-content').find((error) =>
        error.file.endsWith('projects/missing-picture.mdx'),
      )
      // Items are counted from 1 in messages, as the owner counts them; each problem has its line.
      expect(errors?.problems).toMatchObject([
        {
          line: 19,
          message: expect.stringMatching(
            /^field "images\[1\]\.src": there is no picture "projects\/harbour-view-1\.jpg".+ has projects\/copperleaf/,
          ),
        },
        { line: 21, message: 'field "images[2].alt": is required' },
        {
          line: 22,
          message: expect.stringMatching(
            /^field "images\[3\]\.src": "\/images\/projects\/farmstead-eastry-2\.svg" is not a picture in content\//,
          ),
        },
        {
          line: 24,
          message:
            'field "images[4].src": write the picture\'s name with its extension, as the file is called: ' +
            '"projects/farmstead-eastry-3.svg"',
        },
      ])
    },
  )
})
