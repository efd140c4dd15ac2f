// The project gallery on /projects: a plain click on a card opens a modal dialog with a carousel of the project's
// pictures that wraps at both ends, its title, location, Overview and Results. It closes on its button, Escape and the
// backdrop, keeps focus inside while open and gives it back to the card's link. The card stays an ordinary link:
// without JavaScript, or with Ctrl held, or tapped before the page's script has run or the previews' parts have come,
// it goes to the project page.
// Every project on the site has three pictures; a project with one or none is made by trimming a card's parts in the
// page before it is opened, as the build would render them.
import { expect, type Locator, type Page, test } from '../../tests/e2e/support/test.ts'
import { expectNoAxeViolations } from '../../tests/e2e/support/axe.ts'
import { projects } from '../../tests/e2e/support/content.ts'
import { holdCodeAfterLoad, holdRequests } from '../../tests/e2e/support/hold-requests.ts'
import { loaded } from '../../tests/e2e/support/page-loaded.ts'
import { pathOf } from '#content/routes.ts'
import { PREVIEW_OF_ATTRIBUTE, PREVIEW_PARTS_PATH } from './preview-hooks'

test.use({ viewport: { width: 1280, height: 900 } })

const project = projects[0]!
const projectPage = pathOf('projects', project.slug)
const pictureCount = project.images.length

const cardLink = (page: Page) =>
  page.locator('[data-slot="project-card"]').getByRole('link', { name: project.title, exact: true })
const galleryDialog = (page: Page) => page.getByRole('dialog', { name: project.title })

/** The previews' parts of the page's projects, once the page's script has added them. */
const previewParts = (page: Page) => page.locator(`template[${PREVIEW_OF_ATTRIBUTE}]`)

/** Opens /projects once its script has run and the previews' parts have come. */
async function openProjects(page: Page) {
  await page.goto('/projects')
  await loaded(page)
  await expect(previewParts(page)).toHaveCount(projects.length)
}

async function openGallery(page: Page): Promise<Locator> {
  await openProjects(page)
  await cardLink(page).click()
  const dialog = galleryDialog(page)
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('[data-slot="carousel"]')).toHaveAttribute('data-ready', 'true')
  return dialog
}

/** Expects picture n (from 1) to be the one announced and the one actually in view. */
async function expectShowing(dialog: Locator, n: number) {
  const shown = dialog.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])')
  await expect(shown).toHaveCount(1)
  await expect(shown).toHaveAttribute('aria-label', `${n} of ${pictureCount}`)
  await expect(shown.locator('img')).toHaveAttribute('alt', project.images[n - 1]!.alt)
  // keen-slider moves slides with transforms: once it settles, the shown slide's left edge is the carousel's.
  const viewport = dialog.locator('[data-slot="carousel-content"]')
  await expect.poll(async () => Math.round((await shown.boundingBox())!.x - (await viewport.boundingBox())!.x)).toBe(0)
}

async function expectFocusBackOnCard(page: Page) {
  await expect(galleryDialog(page)).toBeHidden()
  await expect(cardLink(page)).toBeFocused()
  expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(projectPage)
}

test('a click on a card opens its dialog: pictures, title, location, Overview and Results', async ({ page }) => {
  const dialog = await openGallery(page)
  expect(project.images.length, 'each project has three pictures').toBe(3)
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(project.title)
  await expect(dialog.locator('[data-slot="project-dialog-location"]')).toHaveText(project.location)
  await expect(dialog.getByRole('heading', { name: 'Overview' })).toBeVisible()
  await expect(dialog.getByText(project.overview)).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Results' })).toBeVisible()
  await expect(dialog.getByRole('listitem')).toHaveText(project.outcomes)
  await expect(dialog.getByRole('link', { name: 'View full project' })).toHaveAttribute('href', projectPage)
  await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toBeVisible()
  // The page did not move: the card opened a dialog over it.
  expect(new URL(page.url()).pathname).toBe('/projects')

  const carousel = dialog.getByRole('region', { name: `Drawings of ${project.title}` })
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(3)
  await expect(carousel.getByRole('button', { name: 'Previous picture' })).toBeVisible()
  await expect(carousel.getByRole('button', { name: 'Next picture' })).toBeVisible()
  await expect(carousel.locator('[data-slot="carousel-dot"]')).toHaveCount(3)
  await expectShowing(dialog, 1)
  // The page carries each picture as its data; open, it is a <picture> the browser loads in its best format.
  const firstPicture = carousel.locator('picture img').first()
  await expect(carousel.locator('picture source[type="image/avif"]')).toHaveCount(3)
  await expect(firstPicture).toHaveJSProperty('complete', true)
  expect(await firstPicture.evaluate((img: HTMLImageElement) => [img.naturalWidth > 0, img.currentSrc])).toEqual([
    true,
    expect.stringMatching(/\.avif$/),
  ])
})

test('the frame the dialog opens in already shows its first picture across the carousel', async ({ page }) => {
  await openProjects(page)
  // Measured in the first animation frame with the dialog open, before the carousel (keen-slider) has started.
  const firstFrame = page.evaluate(
    () =>
      new Promise<{ slide: number; carousel: number }>((resolve) => {
        const watch = () => {
          const content = document.querySelector('dialog[open] [data-slot="carousel-content"]')
          if (!content) return void requestAnimationFrame(watch)
          const slide = content.querySelector('[data-slot="carousel-item"]')!
          resolve({ slide: slide.getBoundingClientRect().width, carousel: content.getBoundingClientRect().width })
        }
        requestAnimationFrame(watch)
      }),
  )
  await cardLink(page).click()
  const { slide, carousel } = await firstFrame
  expect(carousel).toBeGreaterThan(300)
  expect(Math.round(slide)).toBe(Math.round(carousel))
})

test('next wraps from the last picture to the first, previous from the first to the last', async ({ page }) => {
  const dialog = await openGallery(page)
  const next = dialog.getByRole('button', { name: 'Next picture' })
  const previous = dialog.getByRole('button', { name: 'Previous picture' })
  await next.click()
  await expectShowing(dialog, 2)
  await next.click()
  await expectShowing(dialog, 3)
  await next.click()
  await expectShowing(dialog, 1)
  await previous.click()
  await expectShowing(dialog, 3)
  await previous.click()
  await expectShowing(dialog, 2)
})

test('Left and Right arrow keys move the pictures, from the dialog and from the carousel controls', async ({
  page,
}) => {
  const dialog = await openGallery(page)
  // The dialog opens with focus on its close button.
  await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expectShowing(dialog, 2)
  await page.keyboard.press('ArrowLeft')
  await expectShowing(dialog, 1)
  await page.keyboard.press('ArrowLeft')
  await expectShowing(dialog, 3)

  await dialog.locator('[data-slot="carousel-dot"]').first().focus()
  await page.keyboard.press('ArrowRight')
  await expectShowing(dialog, 1)
  await page.keyboard.press('ArrowRight')
  await expectShowing(dialog, 2)
})

test('a dot jumps straight to its picture and is marked current', async ({ page }) => {
  const dialog = await openGallery(page)
  const dots = dialog.locator('[data-slot="carousel-dot"]')
  expect(await dots.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))).toEqual(
    [1, 2, 3].map((n) => `Show picture ${n} of 3`),
  )
  await dots.nth(2).click()
  await expectShowing(dialog, 3)
  await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true')
  await expect(dots.nth(0)).not.toHaveAttribute('aria-current', 'true')
  await dots.nth(1).click()
  await expectShowing(dialog, 2)
})

/** Opens the gallery with the first project's parts holding only its first `kept` pictures. */
async function openWithPictures(page: Page, kept: number): Promise<Locator> {
  await openProjects(page)
  await previewParts(page)
    .and(page.locator(`[${PREVIEW_OF_ATTRIBUTE}="${projectPage}"]`))
    .evaluate((parts: HTMLTemplateElement, kept) => {
      for (const slide of [...parts.content.querySelectorAll('[data-slot="carousel-item"]')].slice(kept)) slide.remove()
    }, kept)
  await cardLink(page).click()
  const dialog = galleryDialog(page)
  await expect(dialog).toBeVisible()
  return dialog
}

test('with one picture it shows it, with no arrows, position or dots; with none, no carousel', async ({ page }) => {
  const single = await openWithPictures(page, 1)
  await expect(single.getByRole('region', { name: `Drawings of ${project.title}` })).toBeVisible()
  await expect(single.locator('img')).toHaveAttribute('alt', project.images[0]!.alt)
  await expect(single.locator('[data-slot="carousel"]')).toHaveAttribute('data-ready', 'true')
  for (const name of ['Previous picture', 'Next picture', 'Show picture 1 of 1'])
    await expect(single.getByRole('button', { name })).toHaveCount(0)
  await expect(single.locator('[data-slot="carousel-position"]')).toHaveCount(0)

  const none = await openWithPictures(page, 0)
  await expect(none.getByRole('heading', { level: 2 })).toHaveText(project.title)
  await expect(none.locator('[data-slot="carousel"]')).toHaveCount(0)
})

test('the close button closes it and focus returns to the card link', async ({ page }) => {
  const dialog = await openGallery(page)
  await dialog.getByRole('button', { name: 'Close', exact: true }).click()
  await expectFocusBackOnCard(page)
})

test('Enter on a card link opens it from the keyboard; Escape closes it and focus returns to the link', async ({
  page,
}) => {
  await openProjects(page)
  const card = page
    .locator('[data-slot="project-card"]')
    .filter({ has: page.getByRole('link', { name: project.title, exact: true }) })
  const look = () => card.evaluate((element) => getComputedStyle(element).boxShadow)
  const resting = await look()
  await cardLink(page).focus()
  // Focused from the keyboard, the card is ringed.
  expect(await look()).not.toBe(resting)
  await page.keyboard.press('Enter')
  await expect(galleryDialog(page)).toBeVisible()
  await expect(galleryDialog(page).getByRole('button', { name: 'Close', exact: true })).toBeFocused()
  await page.keyboard.press('Escape')
  await expectFocusBackOnCard(page)
})

test('a click on the backdrop closes it and focus returns to the card link; a click inside does not', async ({
  page,
}) => {
  const dialog = await openGallery(page)
  await dialog.getByRole('heading', { name: 'Overview' }).click()
  await expect(dialog).toBeVisible()
  const panel = (await dialog.locator('[data-slot="project-dialog-panel"]').boundingBox())!
  expect(panel.y, 'the backdrop shows above the panel at this size').toBeGreaterThan(10)
  await page.mouse.click(panel.x + panel.width / 2, panel.y / 2)
  await expectFocusBackOnCard(page)
})

test('Tab and Shift+Tab cycle through the dialog without leaving it', async ({ page }) => {
  const dialog = await openGallery(page)
  const focusables = [
    'Close',
    'Previous picture',
    'Next picture',
    'Show picture 1 of 3',
    'Show picture 2 of 3',
    'Show picture 3 of 3',
    'View full project',
  ]
  const focusedName = () =>
    page.evaluate(() => {
      const active = document.activeElement
      if (!active?.closest('dialog[open]')) return `outside the dialog: ${active?.tagName}`
      return active.getAttribute('aria-label') ?? active.textContent?.trim()
    })
  expect(await focusedName()).toBe('Close')
  const forwards: (string | undefined)[] = []
  for (let i = 0; i < focusables.length * 2; i++) {
    await page.keyboard.press('Tab')
    forwards.push(await focusedName())
  }
  // Round twice: after the last control, focus comes back to the first.
  expect(forwards).toEqual([...focusables.slice(1), ...focusables, 'Close'])
  const backwards: (string | undefined)[] = []
  for (let i = 0; i < focusables.length + 1; i++) {
    await page.keyboard.press('Shift+Tab')
    backwards.push(await focusedName())
  }
  expect(backwards).toEqual([...[...focusables].reverse(), 'View full project'])
  await expect(dialog).toBeVisible()
})

test('Ctrl+click and middle-click leave the page to the browser: the project opens in a new tab, no dialog', async ({
  page,
  context,
}) => {
  await openProjects(page)
  for (const click of [{ modifiers: ['ControlOrMeta' as const] }, { button: 'middle' as const }]) {
    const [tab] = await Promise.all([context.waitForEvent('page'), cardLink(page).click(click)])
    await tab.waitForLoadState()
    expect(new URL(tab.url()).pathname).toBe(projectPage)
    await tab.close()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(new URL(page.url()).pathname).toBe('/projects')
  }
})

test('keen-slider is fetched after the load event, by itself, before a tap needs it', async ({ page, request }) => {
  // The preview's styles do come with the page, in the page's stylesheets, so it never opens unstyled.
  const beforeLoad: string[] = []
  const afterLoad: string[] = []
  let loaded = false
  page.on('load', () => (loaded = true))
  page.on('request', (r) => (loaded ? afterLoad : beforeLoad).push(r.url()))
  // keen-slider's own code, not merely a file name in a list of lazy chunks.
  const isSliderCode = async (url: string) =>
    new URL(url).pathname.endsWith('.js') && (await (await request.get(url)).text()).includes('dragSpeed')
  await page.goto('/projects')
  // No pointer, key or touch: it comes while the visitor reads.
  await expect.poll(async () => (await Promise.all(afterLoad.map(isSliderCode))).includes(true)).toBe(true)
  for (const url of beforeLoad)
    expect(await isSliderCode(url), `${url} competed with the page's own loading`).toBe(false)
  await expect(previewParts(page)).toHaveCount(projects.length)
  await cardLink(page).click()
  await expect(galleryDialog(page)).toBeVisible()
})

test('a tap before the page script has run is not lost or doubled: it goes to the project page, only there', async ({
  page,
}) => {
  const release = await holdRequests(page, '**/assets/entries/*.js')
  // Not to its load event, which waits for the held script.
  await page.goto('/projects', { waitUntil: 'domcontentloaded' })
  await cardLink(page).click()
  await expect(page).toHaveURL(projectPage)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title)
  release()
  await expect(page.getByRole('dialog', { name: project.title })).toHaveCount(0)
})

test("a tap before the previews' parts have come goes to the project page, and only there", async ({ page }) => {
  const release = await holdRequests(page, `**${PREVIEW_PARTS_PATH}`)
  await page.goto('/projects')
  await loaded(page)
  await cardLink(page).click()
  await expect(page).toHaveURL(projectPage)
  release()
  await expect(page.getByRole('dialog', { name: project.title })).toHaveCount(0)
})

test('the preview opens at once while keen-slider is still on its way, and a move pressed meanwhile is made', async ({
  page,
}) => {
  // What the page's script loads after the load (keen-slider) is held; the page's own script is not.
  const release = await holdCodeAfterLoad(page)
  await openProjects(page)
  await cardLink(page).click()
  const dialog = galleryDialog(page)
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('[data-slot="carousel"]')).not.toHaveAttribute('data-ready', 'true')
  await dialog.getByRole('button', { name: 'Next picture' }).click()
  release()
  await expect(dialog.locator('[data-slot="carousel"]')).toHaveAttribute('data-ready', 'true')
  await expectShowing(dialog, 2)
  await page.keyboard.press('ArrowRight')
  await expectShowing(dialog, 3)
})

for (const url of ['/about', '/projects']) {
  test(`${url} loads no React${url === '/projects' ? ', its preview opened and moved' : ''}`, async ({ page }) => {
    const scripts: string[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text())
    })
    await page.goto(url)
    await page.waitForLoadState('networkidle')
    // What was once the first interaction, which loaded React for the whole page.
    await page.mouse.move(200, 200)
    await page.keyboard.press('Tab')
    if (url === '/projects') {
      await cardLink(page).click()
      await galleryDialog(page).getByRole('button', { name: 'Next picture' }).click()
      await expectShowing(galleryDialog(page), 2)
    }
    await page.waitForLoadState('networkidle')
    expect(scripts.length, 'the page entry and the modules it imports').toBeGreaterThan(0)
    // React marks its elements with these symbols and its roots with this key; no other script does.
    for (const script of scripts) expect(script).not.toMatch(/__reactContainer|Symbol\.for\(["`']react\./)
  })
}

test('under reduced motion the pictures change without sliding', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const dialog = await openGallery(page)
  await expectShowing(dialog, 1)
  // Two frames after the click the slide is already in place; with motion it would still be moving.
  const offset = await page.evaluate(async () => {
    const dialogElement = document.querySelector('dialog[open]')!
    ;(dialogElement.querySelector('[data-slot="carousel-next"]') as HTMLButtonElement).click()
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const slide = dialogElement.querySelectorAll('[aria-roledescription="slide"]')[1]!
    return (
      slide.getBoundingClientRect().x -
      dialogElement.querySelector('[data-slot="carousel-content"]')!.getBoundingClientRect().x
    )
  })
  expect(Math.round(offset)).toBe(0)
  await expectShowing(dialog, 2)
})

test('no axe violations with the dialog open', async ({ page }) => {
  const dialog = await openGallery(page)
  await dialog.getByRole('button', { name: 'Next picture' }).click()
  await expectShowing(dialog, 2)
  await expectNoAxeViolations(page, 'the project dialog open', { allRules: true })
})

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the dialog fills the screen and still opens, moves and closes', async ({ page }) => {
    const dialog = await openGallery(page)
    const panel = dialog.locator('[data-slot="project-dialog-panel"]')
    // Polled: the panel rises into place as it opens.
    await expect.poll(async () => Object.values((await panel.boundingBox())!).map(Math.round)).toEqual([0, 0, 375, 812])
    await dialog.getByRole('button', { name: 'Next picture' }).click()
    await expectShowing(dialog, 2)
    await expectNoAxeViolations(page, 'the project dialog open at 375 px', { allRules: true })
    await page.keyboard.press('Escape')
    await expectFocusBackOnCard(page)
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true })

  test('a card far below the screen is drawn, and its picture fetched, only as the visitor scrolls near it', async ({
    page,
  }) => {
    // So its pictures do not share a slow line with the gallery's code while the first cards can be tapped.
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await openProjects(page)
    const lastCard = page.locator('[data-slot="project-card"]').last()
    const picture = lastCard.locator('img')
    expect(
      await picture.evaluate((img) => img.checkVisibility({ contentVisibilityAuto: true })),
      'left undrawn while far away',
    ).toBe(false)
    const fetchedBeforeScrolling = requested.length

    await lastCard.scrollIntoViewIfNeeded()
    await expect(picture).toBeVisible()
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    const file = await picture.evaluate((img: HTMLImageElement) => img.currentSrc)
    expect(requested.slice(0, fetchedBeforeScrolling), 'not fetched before the visitor scrolled').not.toContain(file)
    expect(requested).toContain(file)
  })

  test('a tapped card opens its preview without its hover look or ring, and closed, the page is where it was', async ({
    page,
  }) => {
    // No transitions, so a hover style would show at once.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openProjects(page)
    const card = page.locator('[data-slot="project-card"]').nth(3)
    await card.scrollIntoViewIfNeeded()
    const look = () => card.evaluate((element) => getComputedStyle(element).boxShadow)
    const resting = await look()
    const scrolled = await page.evaluate(() => scrollY)
    expect(scrolled, 'scrolled down to the card').toBeGreaterThan(500)

    await card.getByRole('link').tap()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    // A phone keeps :hover where it was tapped; the card behind the preview must not be lifted by it.
    expect(await look()).toBe(resting)
    await dialog.getByRole('button', { name: 'Close' }).tap()
    await expect(dialog).toBeHidden()
    expect(await page.evaluate(() => scrollY)).toBe(scrolled)
    await expect(card.getByRole('link')).toBeFocused()
    // Its link has focus back, but from a tap: no ring, which is for the keyboard.
    expect(await look()).toBe(resting)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a card is a plain link to the project page', async ({ page }) => {
    await page.goto('/projects')
    await cardLink(page).click()
    await expect(page).toHaveURL(projectPage)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title)
  })
})
