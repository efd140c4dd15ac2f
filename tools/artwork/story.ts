// The project story on the home page: one building on one site, from survey to completion, seen
// through the same camera so the four drawings line up.

import { Rng } from './rng.ts'
import { clipRect, offset, type Pt, rad, smooth, type V3 } from './geometry.ts'
import { type Art, K, path, pd, poly, text } from './svg.ts'
import { axonCam, drawScene, elevCam, type GroundEl, type Item, place } from './scene.ts'
import {
  contours,
  hedge,
  padPit,
  parking,
  portalFrame,
  profileBoard,
  rectXY,
  road,
  tree,
  tripod,
  unitTerrace,
} from './buildings.ts'
import { callout, dim, dimChain, gridLine, groundBand, levelMark, northArrow } from './furniture.ts'
import { sheetFrame, treeLine } from './heroes.ts'
import { frameElevation, inset, padSection, siteSection } from './insets.ts'

const story = {
  boundary: [
    [-16, -15],
    [50, -15],
    [53, 36],
    [-19, 33],
  ] as Pt[],
  units: [9, 9, 9, 9],
  x: 0,
  y: 8,
  d: 18,
  e: 7,
  pitch: 6,
  cam: () => axonCam([540, 700], 14, 30, 0.52),
}
const storyFrames = [0, 4.5, 9, 13.5, 18, 22.5, 27, 31.5, 36]

function storyGround(rng: Rng, stage: number): GroundEl[] {
  const els: GroundEl[] = [
    ...road(
      [
        [-60, -22],
        [90, -22],
      ],
      6.8,
      { footway: 2, centre: true },
    ),
  ]
  const b = story.boundary
  if (stage === 0) {
    // the field as found: hedges, a gate, a track
    els.push(
      ...hedge([b[3] as Pt, b[0] as Pt, [6, -15]], rng, 2.2),
      ...hedge([[12, -15], b[1] as Pt, b[2] as Pt, b[3] as Pt], rng, 2.2),
    )
    els.push({
      pts: [
        [6, -15],
        [12, -15],
      ],
      cls: 'b',
      layer: 4,
    })
    els.push({
      pts: smooth(
        [
          [8, -15],
          [10, -4],
          [18, 8],
          [34, 20],
          [44, 34],
        ],
        6,
      ),
      cls: 'q x',
      layer: 4,
    })
  } else {
    els.push({ pts: b, cls: 'bd', close: true, layer: 4 })
    els.push(
      ...road(
        [
          [2, -22],
          [2, -6],
          [2, 2],
        ],
        7.3,
        {},
      ),
    )
    els.push(
      ...hedge(offset([b[3] as Pt, b[0] as Pt, [-4, -15]], 0.9), rng, 2.2),
      ...hedge(offset([[8, -15], b[1] as Pt, b[2] as Pt, b[3] as Pt], 0.9), rng, 2.2),
    )
  }
  return els
}

function storyTrees(rng: Rng, stage: number): Item[] {
  const trees = [
    ...treeLine([-14, 29], [48, 32], 6, rng, [9, 12]),
    ...treeLine([50, 26], [48, -10], 4, rng, [8, 11]),
    place(tree(10, 3, rng), -12, -8),
  ]
  if (stage === 3)
    trees.push(...treeLine([-12, -11], [-12, 4], 2, rng, [6, 7]), ...treeLine([14, -11], [44, -11], 4, rng, [6, 8]))
  return trees
}

function storySheet(stage: number): string {
  const rng = new Rng('story')
  const cam = story.cam()
  const ground = storyGround(rng, stage)
  const items = storyTrees(rng, stage)
  const out: string[] = []
  const { x, y, d } = story
  const L = 36
  const extra: string[] = []
  if (stage === 0) {
    for (const c of contours(-60, 90, -40, 6, 16, rng))
      for (const run of clipRect(c, -34, -19, 70, 48)) ground.push({ pts: run, cls: 'j', layer: 0 })
    // survey stations and the traverse between them
    const st: Pt[] = [
      [-8, -10],
      [40, -6],
      [28, 28],
    ]
    ground.push({ pts: st, cls: 'h x', close: true, layer: 5 })
    items.push(place(tripod(), -8, -10))
    // proposed footprint, ghosted
    ground.push({ pts: rectXY(x, y, x + L, y + d), cls: 'g x', close: true, layer: 6 })
    for (const [sx, sy] of st) {
      const p = cam.p([sx, sy, 0])
      const s = 6 * K
      extra.push(
        poly(
          [
            [p[0], p[1] - s],
            [p[0] + s, p[1] + s * 0.6],
            [p[0] - s, p[1] + s * 0.6],
          ],
          'g f',
        ),
      )
    }
    const spots: Pt[] = [
      [-4, 0],
      [10, -8],
      [24, 2],
      [38, 10],
      [20, 22],
      [4, 20],
      [44, 26],
      [32, -10],
    ]
    spots.forEach(([sx, sy], i) => {
      const p = cam.p([sx, sy, 0])
      extra.push(
        path(
          pd([
            [p[0] - 3 * K, p[1]],
            [p[0] + 3 * K, p[1]],
          ]) +
            pd([
              [p[0], p[1] - 3 * K],
              [p[0], p[1] + 3 * K],
            ]),
          'g',
        ),
      )
      extra.push(
        text([p[0] + 5 * K, p[1] - 4 * K], `+${(14.2 + sy * 0.04 - sx * 0.015 + (i % 3) * 0.02).toFixed(2)}`, 'ts'),
      )
    })
    const a = cam.p([x + L, y + d, 0])
    extra.push(callout(a, [a[0] + 40 * K, a[1] - 60 * K], 'PROPOSED FOOTPRINT'))
    const tp = cam.p([-8, -10, 1.6])
    extra.push(callout([tp[0] - 4 * K, tp[1]], [tp[0] - 60 * K, tp[1] - 50 * K], 'STATION 1', 'end'))
  }
  if (stage >= 1) {
    // ground slab or formation, frame grid
    ground.push({
      pts: rectXY(x - 0.3, y - 0.3, x + L + 0.3, y + d + 0.3),
      cls: stage === 1 ? 'c fd' : 'b r2',
      close: true,
      layer: 5,
    })
    if (stage <= 2) {
      for (const fx of storyFrames)
        ground.push({
          pts: [
            [fx, y - 4],
            [fx, y + d + 5],
          ],
          cls: 'k',
          layer: 6,
        })
      for (const fy of [0, d])
        ground.push({
          pts: [
            [x - 5, y + fy],
            [x + L + 6, y + fy],
          ],
          cls: 'k',
          layer: 6,
        })
    }
  }
  if (stage === 1) {
    for (const fx of storyFrames) for (const fy of [0, d]) items.push(place(padPit(1.6, 1.2, true), fx, y + fy))
    for (const fx of [0, L]) for (const k of [0.25, 0.5, 0.75]) items.push(place(padPit(1.0, 0.9, true), fx, y + d * k))
    // profiles at the grid ends, string lines between them
    for (const fx of [0, 18, 36]) {
      items.push(place(profileBoard(1.4), fx, y - 4))
      items.push(place(profileBoard(1.4), fx, y + d + 4))
      ground.push({
        pts: [
          [fx, y - 4],
          [fx, y + d + 4],
        ],
        cls: 'g',
        z: 0.6,
        layer: 12,
      })
    }
    for (const fy of [0, d]) {
      items.push(place(profileBoard(1.4), x - 4, y + fy, 90))
      items.push(place(profileBoard(1.4), x + L + 4, y + fy, 90))
      ground.push({
        pts: [
          [x - 4, y + fy],
          [x + L + 4, y + fy],
        ],
        cls: 'g',
        z: 0.6,
        layer: 12,
      })
    }
    ground.push({ pts: rectXY(x - 0.6, y - 0.6, x + L + 0.6, y + d + 0.6), cls: 'c x', close: true, layer: 6 })
  }
  if (stage === 2)
    items.push(
      place(
        portalFrame({
          bays: storyFrames.slice(1).map((v, i) => v - (storyFrames[i] as number)),
          span: d,
          e: story.e,
          pitch: story.pitch,
        }),
        x,
        y,
      ),
    )
  if (stage === 3) {
    items.push(
      place(unitTerrace({ widths: story.units, d, e: story.e, pitch: story.pitch }, new Rng('story-units')), x, y),
    )
    ground.push(...parking([x + 1, -5.5], [1, 0], 13, 2.5, 5))
    ground.push({ pts: rectXY(x, y - 7, x + L, y - 0.2), cls: 'c', close: true, layer: 3 })
  }
  out.push(drawScene({ ground, items }, cam, { shadows: stage === 3 }))
  out.push(...extra)
  // annotation common to the set
  if (stage === 1 || stage === 2) {
    storyFrames.forEach((fx, i) => out.push(gridLine(cam, [fx, y + d + 5, 0], [fx, y + d + 8, 0], String(i + 1))))
    ;[0, d].forEach((fy, i) => out.push(gridLine(cam, [x - 5, y + fy, 0], [x - 8, y + fy, 0], 'AB'[i] ?? '')))
    out.push(
      dimChain(
        cam,
        storyFrames.slice(0, 5).map((fx): V3 => [fx, y, 0]),
        [0, -9, 0],
        false,
      ),
    )
    out.push(dim(cam, [x + L, y, 0], [x + L, y + d, 0], [9, 0, 0]))
  }
  if (stage === 2) {
    const a = cam.p([x, y, 3.5])
    out.push(callout(a, [a[0] - 80 * K, a[1] + 70 * K], 'PORTAL FRAME', 'end'))
    const b = cam.p([x + L, y + d, story.e + (d / 2) * Math.tan(rad(story.pitch))])
    out.push(levelMark([b[0] + 40 * K, cam.p([x + L, y + d / 2, story.e + 0.95])[1]], '+7.950', 'APEX', 1, 50))
  }
  if (stage === 3) {
    const a = cam.p([x, y, 3])
    out.push(callout(a, [a[0] - 80 * K, a[1] + 60 * K], 'UNITS 1–4', 'end'))
    out.push(
      dimChain(
        cam,
        [0, 9, 18, 27, 36].map((fx): V3 => [fx, y + d, story.e + 0.95]),
        [0, 5, 0],
      ),
    )
  }
  return out.join('')
}

const storyTitles = ['SITE SURVEY', 'SETTING OUT & FOUNDATIONS', 'STRUCTURAL FRAME', 'COMPLETED BUILDING']
export const storyArt: Art[] = storyTitles.map((title, i) => ({
  file: `intro/intro-${i + 1}.svg`,
  w: 1600,
  h: 1000,
  k: 1.25,
  grid: 32,
  glow: [0.52, 0.5],
  glowR: 0.6,
  sun: [1, -0.4, -1.15],
  draw() {
    const cam = story.cam()
    const n = cam.p([0, 10, 0])
    const o = cam.p([0, 0, 0])
    const iw = 440
    const ih = 320
    const ix = 1600 - 34 * K - iw - 16 * K
    const iy = 34 * K + 16 * K
    const insets = [
      () =>
        inset(ix, iy, iw, ih, 'SECTION X–X', 'EXISTING GROUND · 1:500', siteSection(iw, ih, new Rng('story-section'))),
      () => inset(ix, iy, iw, ih, 'PAD FOUNDATION', 'TYPICAL SECTION · 1:25', padSection(iw, ih)),
      () =>
        inset(
          ix,
          iy,
          iw,
          ih,
          'PORTAL FRAME',
          'TYPICAL FRAME · 1:200',
          frameElevation(iw, ih, story.d, story.e, story.pitch),
        ),
      () => {
        const ecam = elevCam([30 * K, ih - 80 * K], (iw - 60 * K) / 36)
        const t = place(
          unitTerrace({ widths: story.units, d: story.d, e: story.e, pitch: story.pitch }, new Rng('story-units')),
          0,
          0,
        )
        const gl = groundBand(14 * K, iw - 14 * K, ih - 80 * K, 12 * K)
        const dims = dimChain(
          ecam,
          [0, 9, 18, 27, 36].map((x): V3 => [x, 0, 9.6]),
          [0, 0, 0],
          false,
        )
        return inset(
          ix,
          iy,
          iw,
          ih,
          'FRONT ELEVATION',
          'UNITS 1–4 · 1:250',
          gl + drawScene({ ground: [], items: [t] }, ecam) + dims,
        )
      },
    ]
    return (
      storySheet(i) +
      (insets[i]?.() ?? '') +
      northArrow([1480, 500], 20, Math.atan2(n[0] - o[0], -(n[1] - o[1]))) +
      sheetFrame(1600, 1000, {
        title: `${String(i + 1).padStart(2, '0')} · ${title}`,
        sub: `STAGE ${i + 1} OF 4 · SCALE 1:250`,
        no: `0${i + 1}`,
        w: 380,
      })
    )
  },
}))
