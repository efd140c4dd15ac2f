// Keeps JavaScript off the page until the visitor interacts. Vike ends every page with its client
// entry as an async module script plus a modulepreload for each chunk the page needs; the browser
// fetches them at high priority beside the stylesheet and runs them as soon as they arrive, often
// before the first paint (and Lighthouse's simulation counts such preloads as blocking it). The
// pages are complete HTML, so nothing needs React that early: this swaps them for the page script
// (renderer/page-script.ts, bundled and minified here with esbuild), which imports the entry at the
// visitor's first interaction and plays the intro meanwhile. Vike has no setting for this (its
// injectFilter cannot move the entry script).

import { dirname, join } from 'node:path'
import { buildSync } from 'esbuild'

const pageScripts = new Map<string, string>()

/** The page script, importing `entrySrc` to hydrate (classic script: dynamic import() works in it). */
export function pageScript(entrySrc: string): string {
  let code = pageScripts.get(entrySrc)
  if (!code) {
    const { outputFiles } = buildSync({
      entryPoints: [join(import.meta.dirname, '../../renderer/page-script.ts')],
      bundle: true,
      minify: true,
      write: false,
      format: 'iife',
      target: 'es2020',
      define: { __ENTRY__: JSON.stringify(entrySrc) },
      platform: 'browser',
      logLevel: 'silent',
    })
    code = outputFiles[0]!.text.trim()
    pageScripts.set(entrySrc, code)
  }
  return code
}

const entryScript = /<script src="([^"]+)" type="module" async><\/script>/g
const modulePreload = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g

/**
 * A built page with its entry script replaced by the page script and its module preloads removed, and
 * the scripts it will load to hydrate: the entry and everything Vike would have preloaded.
 */
export function deferHydration(html: string, file: string): { html: string; hydrationScripts: string[] } {
  const entries = [...html.matchAll(entryScript)]
  // A page without Vike's entry would be one Vike renders as HTML only; this site has none, so a
  // miss means Vike changed how it writes the tag, and the build must say so rather than ship it.
  if (entries.length !== 1) throw new Error(`${file}: expected one Vike entry script, found ${entries.length}`)
  const [tag, src] = entries[0] as unknown as [string, string]
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]!)
  return { html: html.replace(tag, `<script>${pageScript(src)}</script>`).replace(modulePreload, ''), hydrationScripts: [src, ...preloads] }
}

/** Where the build records, per HTML file, the scripts that page loads to hydrate: beside the site, not in it. */
export const hydrationScriptsFile = (root: string) => join(dirname(root), 'hydration-scripts.json')
