// The home page backgrounds (content/images/hero/): a street of new houses and a business park, and the
// street and sheet helpers the other drawings share.

import { Rng } from './rng.ts'
import { at, type Pt, rad, smooth, type V3 } from './geometry.ts'
import { type Art, K, path, pd, text } from './svg.ts'
import {
  axonCam,
  decorate,
  type Detail,
  drawScene,
  elevCam,
  extrude,
  type GroundEl,
  type Item,
  item,
  type Piece,
  place,
  planCam,
  type Scene,
  setSun,
} from './scene.ts'
import {
  bulb,
  doorAt,
  gableRoof,
  hedge,
  house,
  type Mat,
  material,
  parking,
  ridgeStack,
  road,
  screenAt,
  tiles,
  tree,
  unitTerrace,
  warehouse,
  windowAt,
} from './buildings.ts'
import {
  clip,
  dim,
  dimChain,
  fadeIn,
  gridLine,
  groundBand,
  levelMark,
  northArrow,
  sheet,
  titleBlock,
} from './furniture.ts'

export type HouseType = 'front' | 'hip' | 'semi' | 'gable'
/** A street of new-build houses: detached and semi-detached homes of the given types, in a row. */
function streetOfHouses(
  rng: Rng,
  types: readonly HouseType[],
  x0 = 0,
  gap: [number, number] = [2.6, 4],
): { items: Item[]; xs: [number, number][] } {
  const items: Item[] = []
  const xs: [number, number][] = []
  let x = x0
  for (const type of types) {
    const upper = rng.pick(['board', 'hung', 'render', 'board'] as const)
    let h: Item
    let w: number
    if (type === 'front') {
      w = rng.range(6.4, 7.2)
      h = house(
        {
          w,
          d: 9,
          e: 5.2,
          pitch: 45,
          roof: 'front',
          lower: 'brick',
          upper,
          bays: 2,
          door: rng.int(0, 1),
          porch: 'flat',
        },
        rng,
      )
    } else if (type === 'hip') {
      w = rng.range(9.5, 10.5)
      h = house(
        {
          w,
          d: 8.4,
          e: 5.2,
          pitch: 35,
          roof: 'hip',
          chimney: 'ridge',
          lower: 'brick',
          upper,
          bays: 4,
          door: rng.int(1, 2),
          porch: 'gable',
        },
        rng,
      )
    } else if (type === 'semi') {
      w = rng.range(11.5, 12.5)
      h = semiPair(w, upper, rng)
    } else {
      w = rng.range(8, 9)
      h = house(
        {
          w,
          d: 8.5,
          e: 5.2,
          pitch: 40,
          roof: 'gable',
          chimney: 'gable',
          lower: 'brick',
          upper,
          bays: 3,
          door: 1,
          porch: 'gable',
        },
        rng,
      )
    }
    items.push(place(h, x, 0))
    xs.push([x, x + w])
    x += w + rng.range(gap[0], gap[1])
  }
  return { items, xs }
}

/** A pair of semi-detached houses, handed about a party wall with a shared stack. */
function semiPair(w: number, upper: Mat, rng: Rng): Item {
  return rowHouses(2, w / 2, upper, rng)
}

/** A row of n houses (a semi-detached pair when n is 2), handed in pairs, stacks on the party walls. */
export function rowHouses(n: number, uw: number, upper: Mat, rng: Rng, o: { pitch?: number; d?: number } = {}): Item {
  const w = n * uw
  const d = o.d ?? 8.5
  const e = 5.2
  const pitch = o.pitch ?? 40
  const t = Math.tan(rad(pitch))
  const ffl = 2.75
  // door on the outer side of each pair
  const doorLeft = (i: number) => i % 2 === 0
  const front: Detail = (f) => {
    material(f, 'brick', -1, ffl)
    material(f, upper, ffl, 1e3)
    if (upper !== 'brick') f.pen.line('b', [0, ffl], [f.w, ffl])
    f.pen.line('c', [0, 0.15], [f.w, 0.15])
    for (let i = 0; i < n; i++) {
      const u0 = i * uw
      if (i > 0) f.pen.line('c', [u0, 0.15], [u0, e])
      const left = doorLeft(i)
      const uDoor = left ? u0 + uw * 0.22 : u0 + uw * 0.78
      const uWin = left ? u0 + uw * 0.66 : u0 + uw * 0.34
      doorAt(f, uDoor - 0.5, 0.15, 1.0, 2.1, rng.pick(['panel', 'glazed'] as const))
      windowAt(f, uWin - 0.85, 0.9, 1.7, 1.3, { head: true, lights: 3 })
      windowAt(f, uDoor - 0.35, ffl + 0.95, 0.7, 1.05, { lights: 1, transom: false })
      windowAt(f, uWin - 0.65, ffl + 0.85, 1.3, 1.2, { head: upper === 'brick' })
    }
  }
  const end: Detail = (f) => {
    material(f, 'brick', -1, ffl)
    material(f, upper, ffl, 1e3)
    if (upper !== 'brick') f.pen.line('b', [0, ffl], [f.w, ffl])
    windowAt(f, f.w / 2 - 0.3, ffl + 0.95, 0.6, 1.0, { lights: 1, transom: false })
  }
  const back: Detail = (f) => {
    material(f, 'brick', -1, ffl)
    material(f, upper, ffl, 1e3)
    for (let i = 0; i < n; i++) {
      screenAt(f, i * uw + 0.8, 0.15, 2.4, 2.1, 0.8, [])
      windowAt(f, i * uw + uw - 2.0, ffl + 0.85, 1.2, 1.2)
    }
  }
  const walls = extrude(
    [
      [0, 0],
      [d, 0],
      [d, e],
      [d / 2, e + (d / 2) * t],
      [0, e],
    ],
    'x',
    0,
    w,
  )
  decorate(walls, { S: front, W: end, E: end, N: back })
  const pieces: Piece[] = [walls]
  for (let i = 0; i < n; i++) {
    const u = i * uw + (doorLeft(i) ? uw * 0.22 : uw * 0.78)
    const canopy = extrude(
      [
        [-0.85, 2.45],
        [0.85, 2.45],
        [0.85, 2.6],
        [0, 2.6 + 0.85 * Math.tan(rad(40))],
        [-0.85, 2.6],
      ],
      'y',
      -0.95,
      0,
    )
    for (const f of canopy.faces) f.pts = f.pts.map((p): V3 => [p[0] + u, p[1], p[2]])
    pieces.push(decorate(canopy, { rS: tiles, rE: tiles, rW: tiles }))
  }
  const rt = e + 0.15 + (d / 2) * t
  pieces.push(decorate(gableRoof(w, d, e, pitch), { rS: tiles, rN: tiles }))
  for (let i = 1; i < n; i += 2) pieces.push(...ridgeStack(i * uw, d / 2, rt, t, rt + 0.9))
  return item(pieces)
}

export const heroStreet: Art = {
  file: 'hero/hero-1.svg',
  w: 1920,
  h: 1080,
  k: 1,
  grid: 24,
  glow: [0.74, 0.55],
  glowR: 0.5,
  draw() {
    const rng = new Rng('hero-street')
    setSun([0.9, 0.6, -1.0])
    const s = 27
    const x0 = 1010
    const gy = 640
    const { items, xs } = streetOfHouses(rng, ['hip', 'front', 'semi', 'gable', 'front'])
    const trees = [
      place(tree(11, 3.2, rng), (at(xs, 0)[1] + at(xs, 1)[0]) / 2 + 0.4, 13),
      place(tree(9, 2.6, rng, 'tall'), (at(xs, 2)[1] + at(xs, 3)[0]) / 2, 12),
      place(tree(12, 3.4, rng), (at(xs, 1)[1] + at(xs, 2)[0]) / 2 - 0.5, 15),
      place(tree(6.5, 2.1, rng), at(xs, 0)[0] - 2.2, -4),
    ]
    const sc: Scene = { ground: [], items: [...items, ...trees] }
    const elev = elevCam([x0, gy], s)
    const plan = planCam([x0, gy + 64 + 9 * s], s)
    const out: string[] = []
    // datums running off across the sheet
    const datums: [number, string, string][] = [
      [0.15, '+0.150', 'FFL'],
      [5.2, '+5.200', 'EAVES'],
      [9.1, '+9.100', 'RIDGE'],
    ]
    for (const [z] of datums)
      out.push(
        path(
          pd([
            [0, gy - z * s],
            [1920, gy - z * s],
          ]),
          'j x',
        ),
      )
    out.push(groundBand(0, 1920, gy, 16))
    out.push(drawScene(sc, elev))
    const lx = x0 - 3.2 * s
    for (const [z, v, nme] of datums) out.push(levelMark([lx, gy - z * s], v, nme, -1, 40))
    // grid lines on the party lines, dimension strings above
    xs.forEach(([a, b], i) => {
      out.push(gridLine(elev, [a, 0, -0.4], [a, 0, 12.1], String.fromCharCode(65 + i)))
      out.push(dim(elev, [a, 0, 10.4], [b, 0, 10.4], [0, 0, 0]))
    })
    out.push(dim(elev, [at(xs, 0)[0], 0, 11.3], [at(xs, -1)[1], 0, 11.3], [0, 0, 0]))
    // roof plan below, aligned
    const planEls: GroundEl[] = [
      ...road(
        [
          [-60, -9.5],
          [80, -9.5],
        ],
        5.5,
        { footway: 2, centre: true },
      ),
      {
        pts: [
          [-60, 13],
          [80, 13],
        ],
        cls: 'c',
        layer: 4,
      },
    ]
    for (const [a] of xs) {
      planEls.push(
        {
          pts: [
            [a + 0.8, -0.3],
            [a + 0.8, -6.6],
          ],
          cls: 'q',
          layer: 4,
        },
        {
          pts: [
            [a + 3.8, -0.3],
            [a + 3.8, -6.6],
          ],
          cls: 'q',
          layer: 4,
        },
      )
      planEls.push({
        pts: [
          [a - 1.2, 13],
          [a - 1.2, -4],
        ],
        cls: 'c',
        layer: 4,
      })
    }
    out.push(clip(drawScene({ ground: planEls, items: sc.items }, plan, { shadows: true }), 0, gy + 34, 1920, 1080))
    out.push(text([x0 - 3.2 * s, gy + 84], 'STREET ELEVATION', 't e'))
    out.push(text([x0 - 3.2 * s, gy + 100], 'SCALE 1:100', 'ts e'))
    out.push(text([x0 - 3.2 * s, gy + 64 + 5 * s], 'ROOF PLAN', 't e'))
    out.push(northArrow([x0 - 4.2 * s, gy + 64 + 8.5 * s], 14))
    return fadeIn(out.join(''), 1920, 1080, 620, 1150, 0.12, 0.55)
  },
}

/** Trees in a loose line between two points. */
export function treeLine(a: Pt, b: Pt, n: number, rng: Rng, h: [number, number] = [7, 11]): Item[] {
  return Array.from({ length: n }, (_, i) => {
    const t = n === 1 ? 0.5 : i / (n - 1)
    const hh = rng.range(h[0], h[1])
    return place(
      tree(hh, hh * rng.range(0.26, 0.33), rng, rng.chance(0.25) ? 'tall' : 'round'),
      a[0] + (b[0] - a[0]) * t + rng.range(-1, 1),
      a[1] + (b[1] - a[1]) * t + rng.range(-1, 1),
    )
  })
}

/** The business park of the second hero: an estate road, a terrace of units, a warehouse, a side terrace, a pond. */
function businessParkScene(rng: Rng): Scene {
  const ground: GroundEl[] = [
    ...road(
      [
        [-120, 0],
        [74, 0],
      ],
      7.3,
      { footway: 2, centre: true },
    ),
    ...bulb([80, 0], 11),
    ...parking([1, 6.5], [1, 0], 20),
    ...parking([66, -6.5], [-1, 0], 14),
    ...hedge(
      [
        [-90, 66],
        [108, 66],
        [108, -64],
        [-90, -64],
      ],
      rng,
      1.4,
    ),
  ]
  // attenuation pond with banks
  const pond = smooth(
    [
      [-38, -22],
      [-20, -18],
      [-8, -28],
      [-14, -44],
      [-34, -48],
      [-46, -36],
    ],
    6,
    true,
  )
  ground.push({ pts: pond, cls: 'b gl', close: true, layer: 4 })
  for (const k of [0.82, 0.64]) {
    const c: Pt = [-27, -33]
    ground.push({
      pts: pond.map((p): Pt => [c[0] + (p[0] - c[0]) * k, c[1] + (p[1] - c[1]) * k]),
      cls: 'q',
      close: true,
      layer: 4,
    })
  }
  const items: Item[] = [
    place(unitTerrace({ widths: [9, 9, 9, 9, 9, 9], d: 18, e: 7, pitch: 6 }, rng), 0, 16),
    place(warehouse({ w: 26, d: 38, e: 9, pitch: 6, docks: 3, office: true }, rng), 70, 20),
    place(unitTerrace({ widths: [10, 10, 10, 10], d: 16, e: 6.5, pitch: 6, first: 7 }, rng), 30, -14, -90),
    ...treeLine([-76, 10], [-10, 10], 5, rng),
    ...treeLine([-80, 60], [-20, 60], 4, rng, [9, 13]),
    ...treeLine([100, -58], [100, 50], 7, rng, [9, 13]),
    ...treeLine([-60, -58], [20, -58], 5, rng, [8, 12]),
  ]
  return { ground, items }
}

export const heroPark: Art = {
  file: 'hero/hero-2.svg',
  w: 1920,
  h: 1080,
  k: 1,
  grid: 24,
  glow: [0.72, 0.5],
  glowR: 0.5,
  sun: [1, -0.4, -1.15],
  draw() {
    const rng = new Rng('hero-park')
    const sc = businessParkScene(rng)
    const cam = axonCam([1190, 770], 9.6, 32, 0.5)
    const out: string[] = []
    out.push(drawScene(sc, cam, { shadows: true }))
    out.push(gridLine(cam, [0, 38, 0], [0, 48, 0], '1'))
    out.push(
      dimChain(
        cam,
        [0, 27, 54].map((x): V3 => [x, 34, 7.3]),
        [0, 6, 0],
      ),
    )
    out.push(northArrow([1130, 170], 16, -rad(32)))
    return fadeIn(out.join(''), 1920, 1080, 640, 1180, 0.1, 0.55)
  },
}

/** Border, zone marks and title block of a drawing sheet. */
export function sheetFrame(w: number, h: number, tb: { title: string; sub: string; no: string; w?: number }): string {
  const m = 34 * K
  return sheet(w, h, m, Math.round(w / 200), Math.round(h / 200)) + titleBlock(w - m - 16 * K, h - m - 16 * K, tb)
}
