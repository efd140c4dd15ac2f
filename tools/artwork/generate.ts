// Original artwork for the site: architectural line drawings in brass and paper on the brand's navy,
// written as plain SVG files under content/images/ (the image pipeline rasterises them).
//
// Each drawing starts from a small 3D model (prisms, roofs, frames, trees, ground lines) with windows,
// doors and cladding drawn on its faces, seen through a camera: plan, elevation, axonometric or two-point
// perspective. Drawing furniture (dimensions, grid bubbles, levels, north arrow, title block) is added in
// screen space. All variation comes from seeded random numbers, so the output is stable from run to run.
//
// Usage: npm run artwork [-- --out DIR] [words...] (see README.md)

import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Art, startDocument, svgDoc } from './svg.ts'
import { setSun } from './scene.ts'
import { heroPark, heroStreet } from './heroes.ts'
import { storyArt } from './story.ts'
import { copperArt, daneArt, farmArt, mapleArt, oaksArt, readingArt } from './projects.ts'
import { portraitArt } from './portrait.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')

const ART: Art[] = [
  heroStreet,
  heroPark,
  ...storyArt,
  ...mapleArt,
  ...copperArt,
  ...oaksArt,
  ...readingArt,
  ...daneArt,
  ...farmArt,
  portraitArt,
]

function writeArt(a: Art, folder: string): void {
  startDocument(a.k)
  setSun(a.sun ?? [0.9, 0.6, -1.0])
  const body = a.draw()
  const svg = svgDoc({ w: a.w, h: a.h, k: a.k, grid: a.grid, glow: a.glow, glowR: a.glowR }, body)
  const file = join(folder, a.file)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, svg)
  console.log(`${a.file.padEnd(44)} ${(svg.length / 1024).toFixed(1).padStart(6)} KB`)
}

const args = process.argv.slice(2)
const outAt = args.indexOf('--out')
// --out writes somewhere else, to compare a change's drawings with the committed ones before replacing them.
const folder = outAt === -1 ? join(root, 'content/images') : resolve(args[outAt + 1] ?? '.')
const only = outAt === -1 ? args : args.filter((_, i) => i !== outAt && i !== outAt + 1)
for (const a of ART) if (!only.length || only.some((o) => a.file.includes(o))) writeArt(a, folder)
