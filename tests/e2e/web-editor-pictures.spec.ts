// Pictures in the web editor (/admin/, Decap CMS through `npm run cms` on a temporary copy of
// content/): each existing picture shows as itself in the form, the media library and the preview;
// uploads take only what the image pipeline reads, and a camera original is scaled down before it
// is saved. Test pictures are made here with sharp rather than kept in the repository.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { imageSize } from 'image-size'
import sharp from 'sharp'
import type { Locator, Page } from '@playwright/test'
import { editorForThisFile, expect, publish, signIn, test } from '../../editor/drive/web-editor.ts'

const editor = editorForThisFile()
test.beforeEach(async ({ page }) => {
  await signIn(page, editor.url)
})

const sha = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex')
const projectPictures = () => readdirSync(join(editor.folder, 'content/images/projects')).sort()

/** The bytes an <img> shows (a blob: address Decap made from the file it loaded), hashed once it has loaded. */
async function shownPicture(image: Locator): Promise<{ hash: string; width: number }> {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      message: 'the picture loads',
    })
    .toBe(true)
  return image.evaluate(async (img: HTMLImageElement) => {
    const bytes = new Uint8Array(await (await fetch(img.src)).arrayBuffer())
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
    return { hash: [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join(''), width: img.naturalWidth }
  })
}

/** The bytes of every picture loaded in the preview beside the form, hashed. */
async function previewPictures(page: Page): Promise<string[]> {
  const preview = page.frameLocator('iframe').first().locator('img')
  const hashes = await Promise.all(
    (await preview.all()).map((image) =>
      image.evaluate(async (img: HTMLImageElement) => {
        // The page's pictures below the preview's fold load lazily, as on the site: brought into
        // view, each has loaded by a later look (the callers poll).
        if (!img.complete || !img.naturalWidth) {
          img.scrollIntoView({ block: 'center' })
          return ''
        }
        const digest = new Uint8Array(
          await crypto.subtle.digest('SHA-256', await (await fetch(img.currentSrc)).arrayBuffer()),
        )
        return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('')
      }),
    ),
  )
  return hashes.filter(Boolean)
}

/** The file each picture field of the open project names, hashed, in the form's order. */
function namedFiles(project: string): string[] {
  const text = editor.read(`content/projects/${project}.mdx`)
  return [...text.matchAll(/^\s+- src: (\S+)$/gm)].map(([, src]) =>
    sha(readFileSync(join(editor.folder, 'content/images', src!))),
  )
}

test("an existing project's pictures show as themselves in the form, the media library and the preview", async ({
  page,
}) => {
  await page.goto(`${editor.url}#/collections/projects/entries/farmstead-eastry`)
  await expect(page.getByLabel('Location')).toHaveValue('Eastry, Kent')
  const expected = namedFiles('farmstead-eastry')
  expect(expected).toHaveLength(3)
  // Three different files: a shared placeholder could not match them all.
  expect(new Set(expected).size).toBe(3)

  // The form: each field's thumbnail is the bytes of the file it names.
  const thumbnails = page.locator('img[role="presentation"]')
  await expect(thumbnails).toHaveCount(3)
  for (const [i, hash] of expected.entries())
    expect((await shownPicture(thumbnails.nth(i))).hash, `picture ${i + 1}`).toBe(hash)

  // The preview beside the form: each of the three files, loaded.
  await expect
    .poll(() => previewPictures(page), { message: 'the preview shows the three pictures' })
    .toEqual(expect.arrayContaining(expected))

  // The media library opened from the first picture: each project picture under its name, drawn from its file.
  await page.getByRole('button', { name: 'Choose different image' }).first().click()
  const library = page.getByRole('dialog')
  await library.getByPlaceholder('Search...').fill('farmstead-eastry')
  const names = projectPictures().filter((name) => name.startsWith('farmstead-eastry-'))
  expect(names).toEqual(['farmstead-eastry-1.svg', 'farmstead-eastry-2.svg', 'farmstead-eastry-3.svg'])
  for (const [i, name] of names.entries()) {
    const card = library.getByText(name, { exact: true }).locator('xpath=ancestor::*[.//img][1]//img')
    expect((await shownPicture(card)).hash, name).toBe(expected[i])
  }
})

test('upload: pipeline formats only; PDF, Word, unreadable HEIC: message, not saved; readable HEIC converted', async ({
  page,
}) => {
  await page.goto(`${editor.url}#/collections/projects/entries/farmstead-eastry`)
  await expect(page.getByLabel('Location')).toHaveValue('Eastry, Kent')
  await page.getByRole('button', { name: 'Choose different image' }).first().click()
  const before = projectPictures()

  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('dialog').getByText('Upload', { exact: true }).click()
  const fileChooser = await chooser
  expect(await fileChooser.element().getAttribute('accept')).toBe('.jpg,.jpeg,.png,.webp,.avif,.svg')

  await fileChooser.setFiles({
    name: 'Fee proposal.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n%\xe2\xe3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  })
  await expect(page.getByRole('alert')).toHaveText(
    /"Fee proposal\.pdf" is not a picture the site can show\. Upload a JPEG, PNG, WebP, AVIF or SVG file\./,
  )
  await page.getByRole('alert').getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('alert')).toHaveCount(0)

  const input = page.getByRole('dialog').locator('input[type="file"]')
  await input.setInputFiles({
    name: 'Letter.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from('PK\x03\x04 not really a document'),
  })
  await expect(page.getByRole('alert')).toHaveText(/"Letter\.docx" is not a picture the site can show/)

  // An iPhone photo: an HEIF file of HEVC pictures (its "ftypheic" header), which Chromium cannot read.
  const heic = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypheic\0\0\0\0mif1heic'),
    Buffer.alloc(2048, 7),
  ])
  await input.setInputFiles({ name: 'IMG_0412.HEIC', mimeType: 'image/heic', buffer: heic })
  await expect(page.getByRole('alert')).toHaveText(
    /"IMG_0412\.HEIC" is an iPhone photo in HEIC format, which this browser cannot convert\. .*Most Compatible/,
  )

  expect(projectPictures()).toEqual(before)

  // A HEIF photo the browser can read (here AV1-coded, which Chromium decodes; Safari reads an
  // iPhone's HEVC ones) is converted to a JPEG, scaled to the site's widest.
  const readable = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#6a7f5a' } })
    .heif({ compression: 'av1' })
    .toBuffer()
  await input.setInputFiles({ name: 'IMG_0413.HEIC', mimeType: 'image/heic', buffer: readable })
  const converted = page.getByRole('dialog').getByText(/^farmstead-eastry-\d+\.jpg$/)
  await expect(converted).toBeVisible()
  expect((await shownPicture(converted.locator('xpath=ancestor::*[.//img][1]//img'))).width).toBe(1920)
})

test('a camera original is saved at the widest the site shows, and shows before and after saving', async ({ page }) => {
  // 6000 × 4500, as a 27-megapixel camera takes it (noise, so it is as heavy as a real photo).
  const original = await sharp({
    create: {
      width: 6000,
      height: 4500,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer()
  const file = 'content/projects/farmstead-eastry.mdx'
  await page.goto(`${editor.url}#/collections/projects/entries/farmstead-eastry`)
  await expect(page.getByLabel('Location')).toHaveValue('Eastry, Kent')
  await page.getByRole('button', { name: 'Choose different image' }).nth(2).click()
  await page
    .getByRole('dialog')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'Barn-from-the-yard.JPG', mimeType: 'image/jpeg', buffer: original })
  // Named for the project, whatever the camera called it.
  const card = page.getByRole('dialog').getByText(/^farmstead-eastry-\d+\.jpg$/)
  await expect(card).toBeVisible()
  const name = (await card.textContent())!
  // Decap selects a file once it is uploaded.
  await page.getByRole('button', { name: 'Choose selected' }).click()

  // Before it is saved: the third thumbnail is the new picture, at the size it will be saved, and the preview shows it.
  const thumbnails = page.locator('img[role="presentation"]')
  await expect.poll(async () => (await shownPicture(thumbnails.nth(2))).width).toBe(1920)
  const uploaded = (await shownPicture(thumbnails.nth(2))).hash
  await expect.poll(() => previewPictures(page), { message: 'the preview shows the upload' }).toContain(uploaded)
  await publish(page)

  await expect.poll(() => editor.read(file)).toContain(`- src: projects/${name}`)
  const saved = readFileSync(join(editor.folder, 'content/images/projects', name))
  expect(imageSize(saved)).toMatchObject({ width: 1920, height: 1440 })
  expect(saved.length).toBeLessThan(original.length / 4)
  // What was shown is what was saved, and the preview still shows it once published.
  expect(sha(saved)).toBe(uploaded)
  await expect.poll(() => previewPictures(page), { message: 'the preview shows the saved picture' }).toContain(uploaded)
  const check = await editor.checkContent()
  expect(check.output).toContain('Content check passed')
  expect(check.ok).toBe(true)

  // After it is saved: opened again, the form and the preview show the saved file.
  await page.reload()
  await expect(page.getByLabel('Location')).toHaveValue('Eastry, Kent')
  expect((await shownPicture(page.locator('img[role="presentation"]').nth(2))).hash).toBe(sha(saved))
  await expect
    .poll(() => previewPictures(page), { message: 'the preview shows the saved picture' })
    .toContain(sha(saved))
})

/** A photo of `width` by `height` pixels: a grey ground framed by a red band at each edge, which a crop cuts. */
const framedPhoto = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#cc2222' } })
    .composite([
      {
        input: { create: { width: width - 80, height: height - 80, channels: 3, background: '#8a8f96' } },
        left: 40,
        top: 40,
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer()

/** Uploads a photo into the project's `index`th picture field through the media library, and chooses it. */
async function uploadInto(page: Page, index: number, name: string, buffer: Buffer) {
  await page.getByRole('button', { name: 'Choose different image' }).nth(index).click()
  const dialog = page.getByRole('dialog')
  const cards = dialog.getByText(/^farmstead-eastry-\d+\.\w+$/)
  await expect(cards.first()).toBeVisible()
  const before = await cards.allTextContents()
  await dialog.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/jpeg', buffer })
  // Its card comes first, under the project's next number, selected once uploaded.
  const added = async () => (await cards.allTextContents()).filter((card) => !before.includes(card))
  await expect.poll(added).toEqual([expect.stringMatching(/^farmstead-eastry-\d+\.jpg$/)])
  await page.getByRole('button', { name: 'Choose selected' }).click()
  await expect(dialog).toHaveCount(0)
}

test('a 3:2 photo: the edges its 4:3 crop cuts said beside it, cropped in the preview, saved; 4:3: no word', async ({
  page,
}) => {
  await page.goto(`${editor.url}#/collections/projects/entries/farmstead-eastry`)
  await expect(page.getByLabel('Location')).toHaveValue('Eastry, Kent')
  const notes = page.locator('.picture-shape-note')
  // The drawings already there are 4:3: nothing is said of them once measured.
  await expect(notes).toHaveCount(3)
  for (const note of await notes.all()) await expect(note).toHaveAttribute('data-measured', /^\d+x\d+$/)
  await expect(notes.filter({ hasText: /\S/ })).toHaveCount(0)

  // A camera's 3:2 as the card picture: the field says what the site will do with it.
  await uploadInto(page, 0, 'Yard.jpg', await framedPhoto(1500, 1000))
  await expect(notes.nth(0)).toHaveAttribute('data-measured', '1500x1000')
  await expect(notes.nth(0)).toHaveText(
    'This photo is 3:2; the project card and page crop it to 4:3, cutting its left and right edges (about 6% of its ' +
      'width on each side). The preview shows the crop.',
  )
  await expect(notes.nth(0)).toBeVisible()

  // The preview shows it as the site does: the card's and the page's first picture in 4:3 boxes, the photo covering
  // each (its sides cut), not squeezed or letterboxed.
  const preview = page.frameLocator('iframe').first()
  for (const shown of [
    preview.locator('[data-slot="project-card-image"]').first(),
    preview.locator('[data-slot="project-pictures"] img').first(),
  ]) {
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1500)
    const drawn = await shown.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect()
      return { ratio: box.width / box.height, fit: getComputedStyle(img).objectFit }
    })
    expect(drawn.ratio).toBeCloseTo(4 / 3, 2)
    expect(drawn.fit).toBe('cover')
  }

  // A 4:3 photo in the second field: measured, and nothing said of it.
  await uploadInto(page, 1, 'Barn.jpg', await framedPhoto(1200, 900))
  await expect(notes.nth(1)).toHaveAttribute('data-measured', '1200x900')
  await expect(notes.nth(1)).toHaveText('')
  await expect(notes.filter({ hasText: /\S/ })).toHaveCount(1)

  // A word, not a refusal: the entry saves with both, and the check passes.
  await publish(page)
  const pictures = () =>
    [...editor.read('content/projects/farmstead-eastry.mdx').matchAll(/^\s+- src: (\S+)$/gm)].map(([, src]) => src)
  await expect
    .poll(() => pictures().slice(0, 2))
    .toEqual([expect.stringMatching(/\.jpg$/), expect.stringMatching(/\.jpg$/)])
  expect(imageSize(readFileSync(join(editor.folder, 'content/images', pictures()[0]!)))).toMatchObject({
    width: 1500,
    height: 1000,
  })
  const check = await editor.checkContent()
  expect(check.output).toContain('Content check passed')
  expect(check.ok).toBe(true)
})
