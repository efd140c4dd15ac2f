// WebKit: Debian's WebKitGTK (webkit2gtk-driver), its MiniBrowser driven by WebKitWebDriver over W3C WebDriver
// with selenium-webdriver, under a virtual X display of its own. MiniBrowser --headless hangs under WebDriver, so it
// runs with a window, on Xvfb.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Builder, By, type WebDriver } from 'selenium-webdriver'
import { Command, Name } from 'selenium-webdriver/lib/command.js'
import { freePort } from '../../local-stack/free-port.ts'
import { type Engine, until } from './engine.ts'

const driverPath = process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver'
export const miniBrowserPath = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

// MiniBrowser's toolbar holds its window to at least 447 px wide: with GTK's own minimum sizes and spacing taken
// away (GTK reads this file from XDG_CONFIG_HOME), the window goes down to a phone's 390. Only the toolbar is GTK;
// the page is drawn by WebKit.
const toolbarStyle = '* { min-width: 0; min-height: 0; padding: 0; margin: 0; }'

/** Starts Xvfb on a display nobody uses (it picks one itself) and resolves with the display's name. */
async function startXvfb(): Promise<{ display: string; child: ChildProcess }> {
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  })
  const display = await new Promise<string>((resolve, reject) => {
    let written = ''
    child.stdio[3]!.on('data', (chunk: Buffer) => {
      written += chunk.toString()
      if (written.endsWith('\n')) resolve(`:${written.trim()}`)
    })
    child.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)))
  })
  return { display, child }
}

/** Resolves once the driver answers its status, or rejects if it exits first. */
async function driverReady(url: string, child: ChildProcess): Promise<void> {
  let exited = false
  child.once('exit', () => (exited = true))
  for (;;) {
    if (exited) throw new Error('WebKitWebDriver exited before it was ready')
    const answered = await fetch(`${url}/status`).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export async function launchWebKit(origin: string): Promise<Engine> {
  const xvfb = await startXvfb()
  const config = mkdtempSync(join(tmpdir(), 'webkit-engine-'))
  mkdirSync(join(config, 'gtk-3.0'))
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), toolbarStyle)
  const port = await freePort()
  const driverProcess = spawn(driverPath, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: config },
    stdio: 'ignore',
  })
  const url = `http://127.0.0.1:${port}`
  await driverReady(url, driverProcess)
  const driver: WebDriver = await new Builder()
    .usingServer(url)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] },
    })
    .build()
  const find = (selector: string) => driver.findElement(By.css(selector))
  // WebDriver's click scrolls the element into view itself, but WebKit's then refused some below the fold as not
  // interactable (the project cards, the form's fields): the visitor's scroll comes first.
  const reach = async (selector: string) => {
    const element = await find(selector)
    await driver.executeScript(
      (element: Element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }),
      element,
    )
    return element
  }
  let wheels = 0

  return {
    name: 'WebKit',
    // The window's size holds its toolbar too: it is set to the viewport asked for plus what the toolbar takes.
    async resize(width, height) {
      await until(`WebKit's viewport at ${width} × ${height}`, async () => {
        const [innerWidth, innerHeight, outerWidth, outerHeight] = await driver.executeScript<number[]>(
          'return [innerWidth, innerHeight, outerWidth, outerHeight]',
        )
        if (innerWidth === width && innerHeight === height) return true
        await driver
          .manage()
          .window()
          .setRect({ width: outerWidth! - innerWidth! + width, height: outerHeight! - innerHeight! + height })
        return false
      })
    },
    goto: (path) => driver.get(new URL(path, origin).href),
    run: (script, ...args) => driver.executeScript(script, ...args),
    click: async (selector) => (await reach(selector)).click(),
    async type(selector, text) {
      const element = await reach(selector)
      await element.click()
      await element.sendKeys(text)
    },
    async select(selector, option) {
      // WebDriver's click on an <option> chooses it, as the visitor's pick in the list would.
      const element = await find(selector)
      await element.findElement(By.xpath(`./option[normalize-space()=${JSON.stringify(option)}]`)).click()
    },
    press: (key) => driver.actions().sendKeys({ Tab: '\uE004', Enter: '\uE007', Escape: '\uE00C' }[key]).perform(),
    async wheel(selector, deltaY) {
      // One wheel source delivers only its first scroll in WebKitWebDriver, so each turn has a source of its own.
      const actions = [
        {
          type: 'wheel',
          id: `wheel ${++wheels}`,
          actions: [{ type: 'scroll', x: 0, y: 0, deltaX: 0, deltaY, duration: 0, origin: await find(selector) }],
        },
      ]
      await driver.execute(new Command(Name.ACTIONS).setParameter('actions', actions))
    },
    screenshot: async () => Buffer.from(await driver.takeScreenshot(), 'base64'),
    async close() {
      await driver.quit().catch(() => {})
      driverProcess.kill()
      xvfb.child.kill()
      rmSync(config, { recursive: true, force: true })
    },
  }
}
