// Keeps JavaScript off the critical path. Vike ends every page with its client entry as an async
// module script plus a modulepreload for each chunk the page needs; the browser fetches them at high
// priority beside the stylesheet and runs them as soon as they arrive, often before the first paint
// (and Lighthouse's simulation counts such preloads as blocking it). The pages are complete HTML, so
// nothing needs the scripts that early: this swaps them for a small inline loader that imports the
// entry once the page has loaded and the browser is idle, or at the visitor's first interaction if
// that comes sooner. On a session's first page it does not wait for idle: the intro's first frame
// is showing and its sequence needs the code (components/intro-screen). Vike has no setting for
// this (its injectFilter cannot move the entry script).

import { dirname, join } from 'node:path'
import { INTRO_PENDING_CLASS } from '../../components/intro-screen/intro-pending.ts'

/** Interactions that start hydration at once: the visitor is about to need the page's behaviour. */
const interactions = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'scroll', 'wheel']

/** The loader that replaces Vike's entry script (classic script: dynamic import() works in it). */
export function hydrationLoader(entrySrc: string): string {
  return (
    `(function(){var started=false,events=${JSON.stringify(interactions)};` +
    `function start(){if(started)return;started=true;events.forEach(function(e){removeEventListener(e,start,true)});import(${JSON.stringify(entrySrc)})}` +
    `events.forEach(function(e){addEventListener(e,start,{capture:true,passive:true})});` +
    `function loaded(){if(document.documentElement.classList.contains(${JSON.stringify(INTRO_PENDING_CLASS)}))start();` +
    `else if(window.requestIdleCallback)requestIdleCallback(start,{timeout:2000});else setTimeout(start,200)}` +
    `document.readyState==='complete'?loaded():addEventListener('load',loaded)})()`
  )
}

const entryScript = /<script src="([^"]+)" type="module" async><\/script>/g
const modulePreload = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g

/**
 * A built page with its entry script replaced by the loader and its module preloads removed, and
 * the scripts it will load to hydrate: the entry and everything Vike would have preloaded.
 */
export function deferHydration(html: string, file: string): { html: string; hydrationScripts: string[] } {
  const entries = [...html.matchAll(entryScript)]
  // A page without Vike's entry would be one Vike renders as HTML only; this site has none, so a
  // miss means Vike changed how it writes the tag, and the build must say so rather than ship it.
  if (entries.length !== 1) throw new Error(`${file}: expected one Vike entry script, found ${entries.length}`)
  const [tag, src] = entries[0] as unknown as [string, string]
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]!)
  return { html: html.replace(tag, `<script>${hydrationLoader(src)}</script>`).replace(modulePreload, ''), hydrationScripts: [src, ...preloads] }
}

/** Where the build records, per HTML file, the scripts that page loads to hydrate: beside the site, not in it. */
export const hydrationScriptsFile = (root: string) => join(dirname(root), 'hydration-scripts.json')
