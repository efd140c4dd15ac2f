// Gecko: Debian's Firefox ESR, headless, driven over WebDriver BiDi by puppeteer-core, which speaks BiDi to Firefox
// itself: no geckodriver, no downloaded browser.
import puppeteer from 'puppeteer-core'
import type { Engine } from './engine.ts'

const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

export async function launchGecko(origin: string): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
  })
  const page = await browser.newPage()
  return {
    name: 'Gecko',
    resize: (width, height) => page.setViewport({ width, height }),
    async goto(path) {
      await page.goto(new URL(path, origin).href, { waitUntil: 'load' })
    },
    run: (script, ...args) => page.evaluate(script as never, ...(args as unknown[])) as never,
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    async select(selector, option) {
      const value = await page.$eval(
        selector,
        (element, text) =>
          [...(element as HTMLSelectElement).options].find((choice) => choice.text.trim() === text)?.value,
        option,
      )
      if (value === undefined) throw new Error(`${selector} has no option ${option}`)
      await page.select(selector, value)
    },
    press: (key) => page.keyboard.press(key),
    async wheel(selector, deltaY) {
      const box = await (await page.$(selector))?.boundingBox()
      if (!box) throw new Error(`${selector} is not on the page`)
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      await page.mouse.wheel({ deltaY })
    },
    screenshot: async () => Buffer.from(await page.screenshot()),
    close: () => browser.close(),
  }
}
