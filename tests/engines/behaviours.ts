// Every route and every interactive behaviour, tried in one engine as a visitor would, with a mouse and keys: the
// same tests for WebKit and Gecko (webkit.test.ts, gecko.test.ts); Chromium has the Playwright suite, which goes
// deeper. After each test the engine's page errors (page-errors.ts) must be none. Screenshots of some pages at 390
// and 1280 px are written to test-results/engines/ for a person to compare the engines.
import { mkdirSync, writeFileSync } from 'node:fs'
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest'
import { PAGE_LOADED_CLASS } from '../../components/page-loading/page-loaded.ts'
import { analyticsScript } from '../../components/cookie-consent/analytics.ts'
import { PREVIEW_OF_ATTRIBUTE } from '../../components/project-gallery/preview-hooks.ts'
import { consentKey, consentRecord } from '../e2e/support/consent.ts'
import { builtUrls, expectedPage, pages, projects, site } from '../e2e/support/content.ts'
import { type Engine, takePageErrors, until } from './engine.ts'
import { errorsKey } from './page-errors.ts'

const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 900 }
const introFlag = 'hasShownLoading'
const greeting = "Hello, I'm interested in working with you."
const deniedAll = consentRecord(false, false)

/** Whether the element is drawn and at least partly in the viewport. */
const shown = (engine: Engine, selector: string) =>
  engine.run((selector) => {
    const element = document.querySelector(selector)
    if (!element?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight
  }, selector)

const text = (engine: Engine, selector: string) =>
  engine.run((selector) => document.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim(), selector)

const pageScrollY = (engine: Engine) => engine.run(() => window.scrollY)

const waitShown = (engine: Engine, selector: string) => until(`${selector} to show`, () => shown(engine, selector))
const waitHidden = (engine: Engine, selector: string) =>
  until(`${selector} to hide`, async () => !(await shown(engine, selector)))

/** Waits until the page's script has run and the page has loaded (pages/+client.ts marks <html>). */
const waitLoaded = (engine: Engine) =>
  until('the page to be loaded', () =>
    engine.run((name) => document.documentElement.classList.contains(name), PAGE_LOADED_CLASS),
  )

/**
 * Waits until a link has led to `path` and that page has loaded: its address alone changes before its document can
 * be read (Gecko answers a read then from the page it leaves).
 */
const waitForPage = (engine: Engine, path: string) =>
  until(`${path} to load`, () =>
    engine.run(
      (path, name) => location.pathname === path && document.documentElement.classList.contains(name),
      path,
      PAGE_LOADED_CLASS,
    ),
  )

/** Waits for the fonts, the pictures in view, and the animations that end (fade-ins, not the hero's rotation). */
const waitSettled = (engine: Engine) =>
  until('the page to settle', () =>
    engine.run(
      () =>
        document.fonts.status === 'loaded' &&
        [...document.images].every((image) => image.getBoundingClientRect().top > innerHeight || image.complete) &&
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
          ),
    ),
  )

/**
 * Opens `path` as a visitor in a session that has seen the intro and who has refused every optional cookie, unless
 * told otherwise; the storage is set on the site's origin before the page itself loads.
 */
async function visit(
  engine: Engine,
  path: string,
  as: { intro?: 'seen' | 'not seen'; consent?: 'stored' | 'none' } = {},
) {
  await engine.goto('/robots.txt')
  await engine.run(
    (introFlag, introSeen, consentKey, record) => {
      if (introSeen) sessionStorage.setItem(introFlag, 'true')
      else sessionStorage.removeItem(introFlag)
      if (record) localStorage.setItem(consentKey, record)
      else localStorage.removeItem(consentKey)
    },
    introFlag,
    as.intro !== 'not seen',
    consentKey,
    as.consent === 'none' ? '' : deniedAll,
  )
  await engine.goto(path)
}

/** The tests of one engine, launched once for them all. */
export function engineTests(launch: () => Promise<Engine>) {
  let engine: Engine
  beforeAll(async () => {
    engine = await launch()
  })
  afterAll(() => engine?.close())
  beforeEach(() => engine.resize(desktop.width, desktop.height))
  afterEach(async () => {
    expect(await takePageErrors(engine), `${engine.name}'s page errors`).toEqual([])
  })

  test('every page shows its heading and title', async () => {
    for (const url of builtUrls) {
      await visit(engine, url)
      const expected = expectedPage(url)
      expect(await text(engine, 'h1'), url).toBe(expected.heading.replace(/\s+/g, ' ').trim())
      expect(await engine.run(() => document.title), url).toBe(`${expected.title} | ${site.name}`)
    }
  })

  test('an unknown address shows the 404 page, whose link goes home', async () => {
    await visit(engine, '/no-such-page')
    expect(await text(engine, 'h1')).toContain('Page Not Found')
    expect(await engine.run(() => document.title)).toBe(`Page Not Found | ${site.name}`)
    await engine.click('main a[href="/"]')
    await waitForPage(engine, '/')
    expect(await text(engine, 'h1')).toBe(pages.home.heading)
  })

  test('the intro plays on a session’s first page, Skip appears and ends it, and the next page has none', async () => {
    await visit(engine, '/about', { intro: 'not seen' })
    const overlay = '[data-slot="intro-screen"]'
    await until('the intro to play', () =>
      engine.run((overlay) => document.querySelector<HTMLElement>(overlay)?.dataset.phase === 'play', overlay),
    )
    await waitShown(engine, '[data-slot="intro-skip"]')
    await engine.click('[data-slot="intro-skip"]')
    await waitHidden(engine, overlay)
    expect(await engine.run((flag) => sessionStorage.getItem(flag), introFlag)).toBe('true')
    expect(await shown(engine, 'h1')).toBe(true)
    await engine.goto('/services')
    expect(await shown(engine, overlay)).toBe(false)
  })

  test('the intro ends by itself', async () => {
    await visit(engine, '/', { intro: 'not seen' })
    await waitShown(engine, '[data-slot="intro-screen"]')
    await waitHidden(engine, '[data-slot="intro-screen"]')
    expect(await shown(engine, 'h1')).toBe(true)
  })

  test('the cookie dialog: customise and back, then Save Preferences stores the switches and closes it', async () => {
    await visit(engine, '/', { consent: 'none' })
    const dialog = '[data-slot="cookie-consent"]'
    await waitShown(engine, dialog)
    await engine.click('[data-consent-action="customise"]')
    await waitShown(engine, '[data-consent-view="customise"]')
    expect(await shown(engine, '[data-consent-view="main"]')).toBe(false)
    expect(await engine.run(() => document.querySelector<HTMLInputElement>('#cookie-essential')?.disabled)).toBe(true)
    await engine.click('[data-consent-action="back"]')
    await waitShown(engine, '[data-consent-view="main"]')
    await engine.click('[data-consent-action="customise"]')
    await engine.click('#cookie-marketing')
    await engine.click('[data-consent-action="save"]')
    await waitHidden(engine, dialog)
    expect(await engine.run((key) => localStorage.getItem(key), consentKey)).toBe(consentRecord(false, true))
  })

  test('the cookie dialog: Accept All stores it, and the next page does not ask', async () => {
    await visit(engine, '/contact', { consent: 'none' })
    await waitShown(engine, '[data-slot="cookie-consent"]')
    await engine.click('[data-consent-action="accept"]')
    await waitHidden(engine, '[data-slot="cookie-consent"]')
    expect(await engine.run((key) => localStorage.getItem(key), consentKey)).toBe(consentRecord(true, true))
    await engine.goto('/about')
    await waitLoaded(engine)
    expect(await shown(engine, '[data-slot="cookie-consent"]')).toBe(false)
    // With analytics accepted, each page asks for its script, which cannot come on a machine with no internet (on
    // /contact the tab may have left before the request failed), and nothing else went wrong.
    const analytics = `<script> ${analyticsScript(site.analytics!).src} failed to load`
    await until('/about to ask for the analytics script', () =>
      engine.run(
        (key, failure) => (JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[]).includes(failure),
        errorsKey,
        `/about: ${analytics}`,
      ),
    )
    const errors = await takePageErrors(engine)
    expect(errors.filter((error) => !error.endsWith(`: ${analytics}`))).toEqual([])
  })

  test('the home header comes once the hero is scrolled past; on other pages it always shows', async () => {
    await visit(engine, '/')
    await waitLoaded(engine)
    const header = '[data-slot="home-chrome"]'
    expect(await shown(engine, header)).toBe(false)
    await engine.run(() => window.scrollTo({ top: innerHeight + 10, behavior: 'instant' }))
    await waitShown(engine, header)
    await engine.run(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await waitHidden(engine, header)
    await engine.goto('/about')
    expect(await shown(engine, 'header')).toBe(true)
  })

  test('the phone menu opens from its toggle, and a link in it leads on with the menu closed', async () => {
    await engine.resize(phone.width, phone.height)
    await visit(engine, '/about')
    expect(await shown(engine, '[data-slot="menu"]')).toBe(false)
    await engine.click('[data-slot="menu-toggle"]')
    await waitShown(engine, '[data-slot="menu"]')
    await engine.click('[data-slot="menu"] a[href="/projects"]')
    await waitForPage(engine, '/projects')
    expect(await text(engine, 'h1')).toBe(pages.projects.heading)
    expect(await shown(engine, '[data-slot="menu"]')).toBe(false)
  })

  test('a link from the bottom of a page opens the next page at its top', async () => {
    await visit(engine, '/about')
    await engine.run(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
    await until('the page scrolled down', async () => (await pageScrollY(engine)) > 500)
    await engine.click('footer a[href="/privacy"]')
    await waitForPage(engine, '/privacy')
    expect(await pageScrollY(engine)).toBe(0)
  })

  test('the floating button: a WhatsApp chat on a phone, the contact page on a desktop', async () => {
    await engine.resize(phone.width, phone.height)
    await visit(engine, '/services')
    await waitShown(engine, '[data-slot="floating-whatsapp"]')
    expect(await shown(engine, '[data-slot="floating-contact"]')).toBe(false)
    const chat = await engine.run(() => {
      const link = document.querySelector<HTMLAnchorElement>('[data-slot="floating-whatsapp"]')!
      const box = link.getBoundingClientRect()
      return {
        href: link.getAttribute('href'),
        target: link.target,
        right: innerWidth - box.right,
        bottom: innerHeight - box.bottom,
      }
    })
    expect(chat.href).toBe(
      `https://wa.me/${site.whatsapp.international.replace('+', '')}?text=${encodeURIComponent(greeting)}`,
    )
    expect(chat.target).toBe('_blank')
    expect(chat.right).toBeGreaterThanOrEqual(0)
    expect(chat.right).toBeLessThanOrEqual(48)
    expect(chat.bottom).toBeGreaterThanOrEqual(0)
    expect(chat.bottom).toBeLessThanOrEqual(48)

    await engine.resize(desktop.width, desktop.height)
    await waitShown(engine, '[data-slot="floating-contact"]')
    expect(await shown(engine, '[data-slot="floating-whatsapp"]')).toBe(false)
    await engine.click('[data-slot="floating-contact"]')
    await waitForPage(engine, '/contact')
  })

  test('the home accordion: one open at a time, and the open one collapses', async () => {
    await visit(engine, '/')
    const group = await engine.run(() => document.querySelector('details[name]')!.getAttribute('name')!)
    const item = (n: number) => `details[name="${group}"]:nth-of-type(${n})`
    const openOnes = () =>
      engine.run(
        (group) => [...document.querySelectorAll<HTMLDetailsElement>(`details[name="${group}"]`)].map((d) => d.open),
        group,
      )
    expect(await openOnes()).toEqual([true, false, false, false, false])
    await engine.click(`${item(2)} > summary`)
    await until('the second open alone', async () => `${await openOnes()}` === `${[false, true, false, false, false]}`)
    expect(await shown(engine, `${item(2)} [data-slot="accordion-panel"]`)).toBe(true)
    await engine.click(`${item(2)} > summary`)
    await until('none open', async () => !(await openOnes()).includes(true))
  })

  test('the services wheel turns the panels sideways, a turn at a time, with the page still', async () => {
    await visit(engine, '/services')
    await waitLoaded(engine)
    const scroller = '[data-slot="services-scroller"]'
    const scrollLeft = () => engine.run((scroller) => document.querySelector(scroller)!.scrollLeft, scroller)
    // WebKit's scrolling thread learns of the page's wheel handler a few hundred ms after the page has registered it,
    // and until then a wheel scrolls the page, as it would for a visitor that quick: the page is put back and the
    // wheel turned again until one reaches the handler.
    let first = 0
    await until('a wheel to turn the panels', async () => {
      await engine.run(() => window.scrollTo({ top: 0, behavior: 'instant' }))
      await engine.wheel(scroller, 400)
      const moved = await until('the wheel to scroll the panels or the page', async () => {
        const where = { left: await scrollLeft(), top: await pageScrollY(engine) }
        return where.left > 0 || where.top > 0 ? where : undefined
      })
      first = moved.left
      return moved.left > 0 && moved.top === 0
    })
    await engine.wheel(scroller, 400)
    await until('a second sideways scroll', async () => (await scrollLeft()) > first)
    expect(await pageScrollY(engine)).toBe(0)
  })

  test('a project card opens its preview; the carousel steps and wraps; the preview closes', async () => {
    await visit(engine, '/projects')
    await waitLoaded(engine)
    await until('the previews’ parts', () =>
      engine.run(
        (attribute, count) => document.querySelectorAll(`template[${attribute}]`).length === count,
        PREVIEW_OF_ATTRIBUTE,
        projects.length,
      ),
    )
    await engine.click('[data-slot="project-card"] a')
    const dialog = '[data-slot="project-dialog"]'
    await waitShown(engine, dialog)
    expect(await text(engine, `${dialog} h2`)).toBe(projects[0]!.title)
    await until('the carousel', () =>
      engine.run((dialog) => !!document.querySelector(`${dialog} [data-slot="carousel"][data-ready="true"]`), dialog),
    )
    const showing = () =>
      engine.run(
        (dialog) =>
          document
            .querySelector(`${dialog} [aria-roledescription="slide"]:not([aria-hidden="true"])`)
            ?.getAttribute('aria-label'),
        dialog,
      )
    expect(await showing()).toBe('1 of 3')
    // Clicked once the dialog has finished coming in, as a visitor's eye would wait for it.
    await waitSettled(engine)
    const step = async (button: 'next' | 'previous', picture: string) => {
      await engine.click(`${dialog} [data-slot="carousel-${button}"]`)
      await until(`picture ${picture}`, async () => (await showing()) === picture)
      await waitSettled(engine)
    }
    await step('next', '2 of 3')
    await step('previous', '1 of 3')
    // Back from the first, round to the last.
    await step('previous', '3 of 3')
    await engine.click(`${dialog} [data-slot="project-dialog-close"]`)
    await waitHidden(engine, dialog)
  })

  for (const size of [desktop, phone]) {
    test(`at ${size.width} px, an empty Send Message shows each message and the first field's label`, async () => {
      await engine.resize(size.width, size.height)
      await visit(engine, '/contact')
      await until('the form to be live', () => engine.run(() => !!document.querySelector('[data-island-live]')))
      await engine.click('[data-slot="contact-submit"]')
      await until('the name field focused', () => engine.run(() => document.activeElement?.id === 'name'))
      const messages = await engine.run(() =>
        [...document.querySelectorAll('[aria-invalid="true"]')].map((field) => {
          const described = field.getAttribute('aria-describedby')?.split(' ') ?? []
          return described.map((id) => document.getElementById(id)?.textContent?.trim()).join(' ')
        }),
      )
      expect(messages).toEqual([
        'Name must be at least 2 characters',
        'Invalid email address',
        'Please select a subject',
        'Message must be at least 10 characters',
        'You must accept the privacy policy',
      ])
      // The browser's scroll to the focused field must leave its label in view, clear of the sticky header.
      await until('the scroll to the field to settle', async () => {
        const before = await pageScrollY(engine)
        const after = await engine.run(
          () =>
            new Promise<number>((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))),
            ),
        )
        return before === after
      })
      const view = await engine.run(() => {
        const header = document.querySelector('header')!.getBoundingClientRect()
        const label = document.querySelector('label[for="name"]')!.getBoundingClientRect()
        return { headerBottom: header.bottom, labelTop: label.top, labelBottom: label.bottom, height: innerHeight }
      })
      expect(
        view.labelTop,
        `the label is ${view.labelTop} px from the top, under the header to ${view.headerBottom}`,
      ).toBeGreaterThanOrEqual(view.headerBottom)
      expect(view.labelBottom).toBeLessThanOrEqual(view.height)
    })
  }

  test('a filled form sends for real: Sending... while it goes, the thank-you toast, the form emptied', async () => {
    await visit(engine, '/contact')
    await until('the form to be live', () => engine.run(() => !!document.querySelector('[data-island-live]')))
    await engine.type('#name', 'Jane Smith')
    await engine.type('#email', 'jane@example.co.uk')
    await engine.type('#phone', '07700 900123')
    await engine.select('#subject', "Employer's Agent")
    await engine.type('#message', 'We are planning a two-storey extension and need a cost plan.')
    await engine.click('#consent')
    // Every state the button passes through, however short the send.
    await engine.run(() => {
      const button = document.querySelector<HTMLButtonElement>('[data-slot="contact-submit"]')!
      const states: string[] = []
      ;(window as unknown as { buttonStates: string[] }).buttonStates = states
      new MutationObserver(() =>
        states.push(`${button.textContent?.trim()}${button.disabled ? ' (disabled)' : ''}`),
      ).observe(button, { subtree: true, childList: true, characterData: true, attributes: true })
    })
    await engine.click('[data-slot="contact-submit"]')
    await until('the thank-you toast', () =>
      engine.run(() => document.body.innerText.includes("Thank you! We'll be in touch within 24 hours.")),
    )
    expect(await engine.run(() => (window as unknown as { buttonStates: string[] }).buttonStates)).toContain(
      'Sending... (disabled)',
    )
    await until('the form emptied', () =>
      engine.run(() => document.querySelector<HTMLInputElement>('#name')!.value === ''),
    )
    expect(await engine.run(() => document.querySelector<HTMLInputElement>('#consent')!.checked)).toBe(false)
  })

  test('screenshots at 390 and 1280 px', async () => {
    const folder = `test-results/engines/${engine.name.toLowerCase()}`
    mkdirSync(folder, { recursive: true })
    for (const size of [phone, desktop]) {
      await engine.resize(size.width, size.height)
      for (const path of ['/', '/services', '/projects', '/about', '/contact', '/no-such-page']) {
        await visit(engine, path)
        await waitLoaded(engine)
        await waitSettled(engine)
        const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')
        writeFileSync(`${folder}/${name}-${size.width}.png`, await engine.screenshot())
      }
    }
  })
}
