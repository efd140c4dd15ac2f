// The project sheets (content/images/projects/): three drawings for each project.

import { palette } from '../../theme.ts'
import { Rng } from './rng.ts'
import { at, circlePts, hatch, offset, type Pt, type Seg, smooth, type V3 } from './geometry.ts'
import { type Art, circle, el, g, K, num, pat, path, pd, poly, segs, text } from './svg.ts'
import {
  axonCam,
  type Cam,
  drawScene,
  elevCam,
  type GroundEl,
  type Item,
  perspCam,
  place,
  planCam,
  type Scene,
} from './scene.ts'
import {
  arcUV,
  barn,
  bulb,
  cartLodge,
  flats,
  hedge,
  house,
  padPit,
  parking,
  portalFrame,
  rectXY,
  road,
  stableRange,
  tree,
  unitTerrace,
  warehouse,
} from './buildings.ts'
import {
  bubble,
  callout,
  clip,
  dim,
  dimChain,
  drawLabels,
  gridLine,
  groundBand,
  levelMark,
  northArrow,
  scaleBar,
} from './furniture.ts'
import { type HouseType, rowHouses, sheetFrame, treeLine } from './heroes.ts'
import { frameElevation, hatchFill, inset, thresholdDetail } from './insets.ts'

type Area = [number, number, number, number]

/** A camera scaled and placed so the given points fill the area. */
function fitCam(make: (o: Pt, s: number) => Cam, pts: readonly V3[], area: Area, maxScale = 1e9): Cam {
  const c = make([0, 0], 1)
  const q = pts.map((p) => c.p(p))
  const x0 = Math.min(...q.map((p) => p[0]))
  const x1 = Math.max(...q.map((p) => p[0]))
  const y0 = Math.min(...q.map((p) => p[1]))
  const y1 = Math.max(...q.map((p) => p[1]))
  const s = Math.min(area[2] / (x1 - x0 || 1), area[3] / (y1 - y0 || 1), maxScale)
  return make([area[0] + area[2] / 2 - ((x0 + x1) / 2) * s, area[1] + area[3] / 2 - ((y0 + y1) / 2) * s], s)
}
/** The points of items (and a rectangle of ground) used to fit a camera. */
function fitPoints(items: readonly Item[], ground: readonly Pt[] = []): V3[] {
  const ps: V3[] = []
  for (const it of items) {
    for (const p of it.pieces) for (const f of p.faces) ps.push(...f.pts)
    if (!it.pieces.length) ps.push([it.box[0], it.box[1], 0], [it.box[2], it.box[3], it.top])
  }
  for (const p of ground) ps.push([p[0], p[1], 0])
  return ps
}

/** A drawing's caption: its number in a circle, its title underlined, its scale. */
function caption(p: Pt, no: string, title: string, sub: string): string {
  const r = 14 * K
  const x = p[0] + r + 10 * K
  const lw = title.length * 10.6 * K
  return (
    circle(p, r, 'h') +
    text([p[0], p[1] + 5 * K], no, 'tm m', { style: 'letter-spacing:0' }) +
    text([x, p[1] - 4 * K], title, 'tm tp') +
    path(
      pd([
        [p[0] + r, p[1] + 2 * K],
        [x + lw, p[1] + 2 * K],
      ]),
      'h',
    ) +
    text([x, p[1] + 17 * K], sub, 'ts')
  )
}

function projectArt(
  slug: string,
  n: number,
  o: { title: string; sub: string; glow?: Pt; sun?: V3; draw: () => string },
): Art {
  return {
    file: `projects/${slug}-${n}.svg`,
    w: 1600,
    h: 1200,
    k: 1.35,
    grid: 40,
    glow: o.glow ?? [0.5, 0.46],
    glowR: 0.62,
    sun: o.sun,
    draw: () => o.draw() + sheetFrame(1600, 1200, { title: o.title, sub: o.sub, no: String(n).padStart(2, '0') }),
  }
}

const AXON_SUN: V3 = [1, -0.4, -1.15]
const PLAN_SUN: V3 = [0.75, 0.55, -1.0]
const northOf = (cam: Cam): number => {
  const a = cam.p([0, 0, 0])
  const b = cam.p([0, 10, 0])
  return Math.atan2(b[0] - a[0], -(b[1] - a[1]))
}

/** Ground floor plan of a terrace of units, drawn in plan under its elevation. */
function terracePlan(cam: Cam, widths: readonly number[], d: number): string {
  const W = widths.reduce((a, b) => a + b, 0)
  const P = (x: number, y: number): Pt => cam.p([x, y, 0])
  const R = (x0: number, y0: number, x1: number, y1: number): Pt[] => [P(x0, y0), P(x1, y0), P(x1, y1), P(x0, y1)]
  const t = 0.3
  const out: string[] = []
  out.push(poly(R(0, 0, W, d), 'w1'))
  // external walls (with door openings on the front) and party walls, poched
  const walls: Pt[][] = [R(-t, d, W + t, d + t), R(-t, -t, 0, d), R(W, -t, W + t, d)]
  let x = 0
  const cols: Pt[] = []
  widths.forEach((wi, i) => {
    const dw = Math.min(4.2, wi - 3.4)
    const du = i % 2 === 0 ? x + 0.9 : x + wi - 0.9 - dw
    const pu = i % 2 === 0 ? du + dw + 0.7 : x + 0.8
    const gaps: [number, number][] = [
      [du, du + dw],
      [pu, pu + 1.0],
    ].sort((a, b) => (a[0] as number) - (b[0] as number)) as [number, number][]
    let cx = x
    for (const [a, b] of gaps) {
      walls.push(R(cx, -t, a, 0))
      cx = b
    }
    walls.push(R(cx, -t, x + wi, 0))
    if (i > 0) walls.push(R(x - 0.1, 0, x + 0.1, d))
    // toilet and stair core by the personnel door
    const cu = i % 2 === 0 ? x + wi - 2.8 : x + 0.2
    out.push(poly(R(cu, 0.2, cu + 2.6, 2.8), 'c'))
    out.push(segs(hatch(R(cu + 0.15, 3.2, cu + 1.2, 7.4), 8 * K, 0), 'q'))
    out.push(poly(R(cu + 0.1, 3.1, cu + 1.3, 7.5), 'c'))
    // door swings and the roller shutter line
    out.push(path(pd([P(du, -0.15), P(du + dw, -0.15)]), 'h x'))
    out.push(poly(arcUV(P(pu, 0), Math.abs(P(pu + 1, 0)[0] - P(pu, 0)[0]), -90, 0), 'c', false))
    for (const yy of [0, d / 2, d]) cols.push(P(x, yy))
    x += wi
  })
  for (const yy of [0, d / 2, d]) cols.push(P(W, yy))
  out.push(walls.map((w) => poly(w, 'b fp')).join(''))
  const cs = 0.22 * cam.px([0, 0, 0])
  out.push(
    cols
      .map((c) =>
        poly(
          [
            [c[0] - cs, c[1] - cs],
            [c[0] + cs, c[1] - cs],
            [c[0] + cs, c[1] + cs],
            [c[0] - cs, c[1] + cs],
          ],
          'a f',
        ),
      )
      .join(''),
  )
  return out.join('')
}

// Mapleleaf: speculative light-industrial units, three terraces of six, with the site's drainage.
const maple = {
  uw: 8.5,
  d: 16,
  e: 7,
  boundary: rectXY(-48, -46, 106, 46),
  scene(rng: Rng): { sc: Scene; drains: GroundEl[]; labels: [V3, string][] } {
    const { uw, d, e } = this
    const W = uw * 6
    const widths = [uw, uw, uw, uw, uw, uw]
    const ground: GroundEl[] = [
      ...road(
        [
          [-60, 0],
          [56, 0],
        ],
        7.3,
        { footway: 2, centre: true },
      ),
      ...bulb([62, 0], 11),
      ...parking([1, 6.5], [1, 0], 20),
      ...parking([50, -6.5], [-1, 0], 20),
      ...parking([77, -22], [0, 1], 18, 2.5, 4.8),
      { pts: this.boundary, cls: 'bd', close: true, layer: 4 },
      ...hedge(offset([...this.boundary, this.boundary[0] as Pt], -1), rng, 2.4),
    ]
    const items: Item[] = [
      place(unitTerrace({ widths, d, e, pitch: 6, first: 1 }, rng), 0, 14),
      place(unitTerrace({ widths, d, e, pitch: 6, first: 7 }, rng), W, -14, 180),
      place(unitTerrace({ widths, d, e, pitch: 6, first: 13 }, rng), 82, 25.5, -90),
      ...treeLine([-44, 10], [-6, 10], 4, rng),
      ...treeLine([-44, -10], [-6, -10], 4, rng),
      ...treeLine([-44, 42], [100, 42], 10, rng, [9, 12]),
      ...treeLine([102, 38], [102, -40], 6, rng, [9, 12]),
      ...treeLine([-44, -42], [-8, -42], 4, rng, [8, 11]),
      ...treeLine([70, -42], [96, -42], 3, rng, [8, 11]),
    ]
    // surface water (brass) and foul (paper) drainage, manholes, attenuation crates and outfall
    const drains: GroundEl[] = []
    const sw: Pt[] = [
      [58, 2],
      [40, 2],
      [22, 2],
      [4, 2],
      [-14, 2],
      [-30, 2],
      [-30, -30],
    ]
    drains.push({ pts: sw, cls: 'g x', layer: 20 })
    drains.push({
      pts: [
        [58, -2],
        [-40, -2],
      ],
      cls: 'b x',
      layer: 20,
    })
    for (let k = 0; k < 6; k++) {
      const xa = 4 + k * uw
      drains.push(
        {
          pts: [
            [xa, 14],
            [xa, 2],
          ],
          cls: 'h x',
          layer: 20,
        },
        {
          pts: [
            [xa + 2, -14],
            [xa + 2, -2],
          ],
          cls: 'h x',
          layer: 20,
        },
      )
    }
    const tank = rectXY(-42, -42, -18, -28)
    drains.push({ pts: tank, cls: 'g f', close: true, layer: 21 })
    for (let gx = -39; gx < -18; gx += 3)
      drains.push({
        pts: [
          [gx, -42],
          [gx, -28],
        ],
        cls: 'j',
        layer: 22,
      })
    for (let gy = -39; gy < -28; gy += 3)
      drains.push({
        pts: [
          [-42, gy],
          [-18, gy],
        ],
        cls: 'j',
        layer: 22,
      })
    drains.push({
      pts: [
        [-42, -35],
        [-47, -35],
      ],
      cls: 'g',
      layer: 22,
    })
    for (const m of [...sw.slice(0, 6), [-40, -2] as Pt])
      drains.push({ pts: circlePts(m, 0.9, 14), cls: 'g f', close: true, layer: 23 })
    drains.push({ pts: rectXY(-31.2, -27.2, -28.8, -24.8), cls: 'g f', close: true, layer: 23 })
    const labels: [V3, string][] = [
      [[25.5, 33.5, 0], 'TERRACE A'],
      [[25.5, -35.5, 0], 'TERRACE B'],
      [[90, -29, 0], 'TERRACE C'],
    ]
    return { sc: { ground, items }, drains, labels }
  },
}

export const mapleArt: Art[] = [
  projectArt('mapleleaf-business-park', 1, {
    title: 'AXONOMETRIC VIEW',
    sub: 'TERRACES A–C · NTS',
    sun: AXON_SUN,
    draw() {
      const { sc } = maple.scene(new Rng('maple'))
      const cam = fitCam((o, s) => axonCam(o, s, 32, 0.5), fitPoints(sc.items, maple.boundary), [70, 130, 1460, 860])
      const out = [drawScene(sc, cam, { shadows: true })]
      out.push(
        dimChain(
          cam,
          [0, 17, 34, 51].map((x): V3 => [x, 30, 7.9]),
          [0, 6, 0],
        ),
      )
      const a = cam.p([0, 14, 3])
      out.push(callout(a, [a[0] - 70 * K, a[1] + 70 * K], 'TERRACE A', 'end'))
      const b = cam.p([82, -25.5, 3])
      out.push(callout(b, [b[0] + 50 * K, b[1] + 40 * K], 'TERRACE C'))
      const c = cam.p([20, -30, 3])
      out.push(callout(c, [c[0] - 40 * K, c[1] + 70 * K], 'TERRACE B', 'end'))
      out.push(northArrow([1470, 170], 24, northOf(cam)))
      return out.join('')
    },
  }),
  projectArt('mapleleaf-business-park', 2, {
    title: 'TERRACE A · ELEVATIONS & PLAN',
    sub: 'SCALE 1:200',
    draw() {
      const rng = new Rng('maple')
      const widths = [8.5, 8.5, 8.5, 8.5, 8.5, 8.5]
      const t = place(unitTerrace({ widths, d: 16, e: 7, pitch: 6 }, rng), 0, 0)
      const s = 17
      const x0 = 230
      const gy = 420
      const elev = elevCam([x0, gy], s)
      const side = elevCam([x0 + 51 * s + 110 + 16 * s, gy], s, 0)
      const plan = planCam([x0, gy + 150 + 16 * s], s)
      const out: string[] = []
      out.push(groundBand(x0 - 60, x0 + 51 * s + 60, gy, 14 * K))
      out.push(groundBand(x0 + 51 * s + 80, x0 + 51 * s + 140 + 16 * s, gy, 14 * K))
      out.push(drawScene({ ground: [], items: [t] }, elev) + drawLabels([t], elev))
      out.push(drawScene({ ground: [], items: [t] }, side))
      out.push(terracePlan(plan, widths, 16))
      const xs = [0, 8.5, 17, 25.5, 34, 42.5, 51]
      xs.forEach((x, i) => {
        const top = elev.p([x, 0, 10.2])
        const bot = plan.p([x, -3.2, 0])
        out.push(path(pd([elev.p([x, 0, 8.4]), top]), 'k') + bubble([top[0], top[1] - 12 * K], String(i + 1)))
        out.push(path(pd([plan.p([x, 17.6, 0]), bot]), 'k') + bubble([bot[0], bot[1] + 12 * K], String(i + 1)))
      })
      out.push(
        dimChain(
          elev,
          xs.map((x): V3 => [x, 0, 8.6]),
          [0, 0, 0.0],
          false,
        ),
      )
      out.push(
        dimChain(
          plan,
          xs.map((x): V3 => [x, -5.4, 0]),
          [0, 0, 0],
          false,
        ),
      )
      out.push(dim(plan, [51, 0, 0], [51, 16, 0], [3.5, 0, 0]))
      const lx = x0 - 3.6 * s
      for (const [z, v, nme] of [
        [0, '±0.000', 'FFL'],
        [7, '+7.000', 'EAVES'],
      ] as const)
        out.push(levelMark([lx, gy - z * s], v, nme, -1, 36))
      out.push(caption([x0, gy + 64 * K], '1', 'FRONT ELEVATION', '1:200'))
      out.push(caption([x0 + 51 * s + 110, gy + 64 * K], '2', 'SIDE ELEVATION', '1:200'))
      out.push(caption([x0, plan.p([0, -9, 0])[1] + 38 * K], '3', 'GROUND FLOOR PLAN', '1:200'))
      return out.join('')
    },
  }),
  projectArt('mapleleaf-business-park', 3, {
    title: 'SITE & DRAINAGE LAYOUT',
    sub: 'SCALE 1:500',
    sun: PLAN_SUN,
    draw() {
      const { sc, drains, labels } = maple.scene(new Rng('maple'))
      const cam = fitCam((o, s) => planCam(o, s), fitPoints([], maple.boundary), [110, 110, 1300, 860])
      const out = [drawScene({ ground: [...sc.ground, ...drains], items: sc.items }, cam, { shadows: true })]
      for (const [p, t] of labels) {
        const q = cam.p(p)
        out.push(text([q[0], q[1] + 4 * K], t, 't m'))
      }
      const tk = cam.p([-30, -35, 0])
      out.push(callout(cam.p([-24, -35, 0]), [tk[0] + 40 * K, tk[1] + 60 * K], 'ATTENUATION CRATES'))
      const fc = cam.p([-30, -26, 0])
      out.push(callout(fc, [fc[0] + 110 * K, fc[1] + 30 * K], 'FLOW CONTROL'))
      const of = cam.p([-47, -35, 0])
      out.push(callout(of, [of[0] + 10 * K, of[1] + 60 * K], 'OUTFALL'))
      ;[
        [58, 2],
        [40, 2],
        [22, 2],
        [4, 2],
        [-14, 2],
        [-30, 2],
      ].forEach(([mx, my], i) => {
        const q = cam.p([mx as number, my as number, 0])
        out.push(text([q[0] + 6 * K, q[1] - 8 * K], `S${i + 1}`, 'ts'))
      })
      // legend
      const lg: Pt = [130, 1010]
      out.push(
        path(pd([lg, [lg[0] + 40 * K, lg[1]]]), 'g x') + text([lg[0] + 50 * K, lg[1] + 4 * K], 'SURFACE WATER', 'ts'),
      )
      out.push(
        path(
          pd([
            [lg[0], lg[1] + 22 * K],
            [lg[0] + 40 * K, lg[1] + 22 * K],
          ]),
          'b x',
        ) + text([lg[0] + 50 * K, lg[1] + 26 * K], 'FOUL', 'ts'),
      )
      out.push(scaleBar([560, 1020], cam.px([0, 0, 0]), [0, 10, 20, 40]))
      out.push(northArrow([1480, 150], 24, 0))
      return out.join('')
    },
  }),
]

// Copperleaf: fourteen units in two terraces of seven; recovered and completed after the contractor failed.
const copper = {
  uw: 8,
  d: 15,
  e: 7,
  boundary: rectXY(-30, -40, 92, 40),
  scene(rng: Rng, stage: 'complete' | 'part'): { sc: Scene; labels: [V3, string][] } {
    const { uw, d, e } = this
    const ground: GroundEl[] = [
      ...road(
        [
          [-60, 0],
          [66, 0],
        ],
        7.3,
        { footway: 2, centre: true },
      ),
      ...bulb([72, 0], 11),
      ...parking([5, 6.5], [1, 0], 22),
      ...parking([59, -6.5], [-1, 0], 22),
      { pts: this.boundary, cls: 'bd', close: true, layer: 4 },
      ...hedge(offset([...this.boundary, this.boundary[0] as Pt], -1), rng, 2.4),
    ]
    const items: Item[] = [
      place(unitTerrace({ widths: Array(7).fill(uw), d, e, pitch: 6, first: 8 }, rng), 60, -14, 180),
      ...treeLine([-26, 36], [88, 36], 9, rng, [9, 12]),
      ...treeLine([88, 30], [88, -34], 5, rng, [9, 12]),
      ...treeLine([-26, -10], [-8, -36], 3, rng),
      ...treeLine([-24, 10], [-6, 30], 3, rng),
    ]
    if (stage === 'complete')
      items.push(place(unitTerrace({ widths: Array(7).fill(uw), d, e, pitch: 6, first: 1 }, rng), 4, 14))
    else {
      items.push(place(unitTerrace({ widths: Array(4).fill(uw), d, e, pitch: 6, first: 1 }, rng), 4, 14))
      items.push(place(portalFrame({ bays: Array(6).fill(4), span: d, e, pitch: 6, purlins: 5 }), 36, 14))
      ground.push({ pts: rectXY(35.5, 13.5, 60.5, 29.5), cls: 'c r2', close: true, layer: 5 })
      ground.push({ pts: rectXY(33, 9, 64, 33), cls: 'g x', close: true, layer: 6 })
    }
    const labels: [V3, string][] = []
    for (let k = 0; k < 7; k++) {
      labels.push([[4 + uw * (k + 0.5), 12, 0], String(k + 1)], [[60 - uw * (k + 0.5), -12, 0], String(k + 8)])
    }
    return { sc: { ground, items }, labels }
  },
}

export const copperArt: Art[] = [
  projectArt('copperleaf-business-park', 1, {
    title: 'WORKS IN PROGRESS · AXONOMETRIC',
    sub: 'UNITS 1–14 · NTS',
    sun: AXON_SUN,
    draw() {
      const { sc } = copper.scene(new Rng('copper'), 'part')
      const cam = fitCam((o, s) => axonCam(o, s, 30, 0.5), fitPoints(sc.items, copper.boundary), [80, 140, 1440, 840])
      const out = [drawScene(sc, cam, { shadows: true })]
      const a = cam.p([4, 14, 3.5])
      out.push(callout(a, [a[0] - 60 * K, a[1] + 80 * K], 'UNITS 1–4 COMPLETE', 'end'))
      const b = cam.p([60, 21, 7.6])
      out.push(callout(b, [b[0] + 40 * K, b[1] - 90 * K], 'UNITS 5–7 · FRAME & ROOF'))
      const c = cam.p([64, 33, 0])
      out.push(callout(c, [c[0] + 40 * K, c[1] - 30 * K], 'SITE SECURED'))
      out.push(
        dimChain(
          cam,
          [36, 44, 52, 60].map((x): V3 => [x, 29, 7.8]),
          [0, 6, 0],
        ),
      )
      out.push(northArrow([1470, 170], 24, northOf(cam)))
      return out.join('')
    },
  }),
  projectArt('copperleaf-business-park', 2, {
    title: 'TERRACE A · PERSPECTIVE',
    sub: 'FROM THE ESTATE ROAD',
    draw() {
      const { sc } = copper.scene(new Rng('copper'), 'complete')
      const cam = perspCam([-16, -9, 1.6], 31, 1560, [960, 800])
      const ground = sc.ground.filter((el) => el.cls !== 'bd' && el.cls !== 'rd')
      const items = sc.items.filter((it) => it.box[1] > -5)
      const out = [
        path(
          pd([
            [0, 800],
            [1600, 800],
          ]),
          'j x',
        ),
        drawScene({ ground, items }, cam),
      ]
      out.push(text([1500, 792], 'HORIZON', 'ts e'))
      // vanishing points of the two sets of horizontals, where they fall on the sheet
      for (const v of [cam.p([4 + 1e4, 14, 1.6]), cam.p([4, 14 - 1e4, 1.6])])
        if (v[0] > 60 && v[0] < 1540) out.push(circle(v, 4 * K, 'h') + text([v[0], v[1] - 10 * K], 'VP', 'ts m'))
      return out.join('')
    },
  }),
  projectArt('copperleaf-business-park', 3, {
    title: 'SITE LAYOUT',
    sub: 'SCALE 1:500',
    sun: PLAN_SUN,
    draw() {
      const { sc, labels } = copper.scene(new Rng('copper'), 'complete')
      const cam = fitCam((o, s) => planCam(o, s), fitPoints([], copper.boundary), [110, 110, 1300, 860])
      const out = [drawScene(sc, cam, { shadows: true })]
      for (const [p, t] of labels) {
        const q = cam.p(p)
        out.push(circle(q, 10 * K, 'h f') + text([q[0], q[1] + 4 * K], t, 'ts m', { style: 'letter-spacing:0' }))
      }
      out.push(
        dimChain(
          cam,
          [4, 12, 20, 28, 36, 44, 52, 60].map((x): V3 => [x, 29, 0]),
          [0, 5, 0],
        ),
      )
      out.push(scaleBar([140, 1020], cam.px([0, 0, 0]), [0, 10, 20, 40]))
      out.push(northArrow([1480, 150], 24, 0))
      return out.join('')
    },
  }),
]

// The Oaks: thirty-two units in three sections, each with its own completion.
const oaks = {
  boundary: rectXY(-74, -44, 126, 44),
  sections: [
    [-74, -16],
    [-16, 44],
    [44, 126],
  ] as [number, number][],
  scene(rng: Rng, stage: number[]): Scene {
    const ground: GroundEl[] = [
      ...road(
        [
          [-100, 0],
          [112, 0],
        ],
        7.3,
        { footway: 2, centre: true },
      ),
      ...bulb([116, 0], 10),
      { pts: this.boundary, cls: 'bd', close: true, layer: 4 },
      ...hedge(offset([...this.boundary, this.boundary[0] as Pt], -1), rng, 2.4),
    ]
    const items: Item[] = [
      ...treeLine([-70, 40], [122, 40], 12, rng, [9, 13]),
      ...treeLine([-70, -40], [122, -40], 12, rng, [8, 12]),
    ]
    const six = Array(6).fill(8) as number[]
    const build = (
      it: () => Item,
      frame: () => Item,
      pads: [number, number, number, number],
      st: number,
      x: number,
      y: number,
      rot = 0,
    ) => {
      if (st === 2) items.push(place(it(), x, y, rot))
      else if (st === 1) items.push(place(frame(), x, y, rot))
      else {
        const [x0, y0, x1, y1] = pads
        ground.push({ pts: rectXY(x0, y0, x1, y1), cls: 'c fd', close: true, layer: 5 })
        for (let px = x0; px <= x1 + 0.01; px += 8)
          for (const py of [y0, y1]) items.push(place(padPit(1.4, 1.0, true), px, py))
      }
    }
    // section 1 and 2: terraces of six each side of the road; section 3: four warehouses and four starter units
    build(
      () => unitTerrace({ widths: six, d: 16, e: 7, pitch: 6, first: 1 }, rng),
      () => portalFrame({ bays: Array(12).fill(4), span: 16, e: 7, pitch: 6 }),
      [-66, 14, -18, 30],
      stage[0] ?? 2,
      -66,
      14,
    )
    build(
      () => unitTerrace({ widths: six, d: 16, e: 7, pitch: 6, first: 7 }, rng),
      () => place(portalFrame({ bays: Array(12).fill(4), span: 16, e: 7, pitch: 6 }), 48, 0, 180),
      [-66, -30, -18, -14],
      stage[0] ?? 2,
      -18,
      -14,
      180,
    )
    build(
      () => unitTerrace({ widths: six, d: 16, e: 7, pitch: 6, first: 13 }, rng),
      () => portalFrame({ bays: Array(12).fill(4), span: 16, e: 7, pitch: 6 }),
      [-8, 14, 40, 30],
      stage[1] ?? 2,
      -8,
      14,
    )
    build(
      () => unitTerrace({ widths: six, d: 16, e: 7, pitch: 6, first: 19 }, rng),
      () => place(portalFrame({ bays: Array(12).fill(4), span: 16, e: 7, pitch: 6 }), 48, 0, 180),
      [-8, -30, 40, -14],
      stage[1] ?? 2,
      40,
      -14,
      180,
    )
    const st3 = stage[2] ?? 2
    if (st3 === 2) {
      items.push(place(warehouse({ w: 22, d: 26, e: 9, pitch: 6, docks: 3, office: true }, rng), 56, 12))
      items.push(place(warehouse({ w: 22, d: 26, e: 9, pitch: 6, docks: 3, office: true }, rng), 88, 12))
      items.push(place(warehouse({ w: 20, d: 24, e: 8.5, pitch: 6, docks: 2 }, rng), 76, -12, 180))
      items.push(place(warehouse({ w: 20, d: 24, e: 8.5, pitch: 6, docks: 2 }, rng), 100, -12, 180))
      items.push(place(unitTerrace({ widths: [6, 6, 6, 6], d: 12, e: 5.5, pitch: 6, first: 29 }, rng), 104, -14, 180))
      ground.push(...parking([50, 6.5], [1, 0], 4), ...parking([82, 6.5], [1, 0], 3))
    } else {
      for (const [x0, y0, x1, y1] of [
        [49.5, 12, 78, 38],
        [81.5, 12, 110, 38],
        [56, -36, 76, -12],
        [80, -36, 100, -12],
      ] as const) {
        ground.push({ pts: rectXY(x0, y0, x1, y1), cls: 'c x', close: true, layer: 5 })
        for (const [px, py] of [
          [x0, y0],
          [x1, y0],
          [x0, y1],
          [x1, y1],
        ] as const)
          items.push(place(padPit(1.4, 1.0, false), px, py))
      }
    }
    if (stage[0] === 2) ground.push(...parking([-62, 6.5], [1, 0], 18), ...parking([-22, -6.5], [-1, 0], 18))
    if (stage[1] === 2) ground.push(...parking([-4, 6.5], [1, 0], 18), ...parking([36, -6.5], [-1, 0], 18))
    return { ground, items }
  },
}

export const oaksArt: Art[] = [
  projectArt('the-oaks-business-park', 1, {
    title: 'SECTIONAL COMPLETION PLAN',
    sub: 'SECTIONS 1–3 · SCALE 1:750',
    sun: PLAN_SUN,
    draw() {
      const sc = oaks.scene(new Rng('oaks'), [2, 2, 2])
      const cam = fitCam((o, s) => planCam(o, s), fitPoints([], oaks.boundary), [100, 150, 1400, 800])
      const out: string[] = []
      oaks.sections.forEach(([x0, x1], i) => {
        const ps = rectXY(x0 + 1.5, -42.5, x1 - 1.5, 42.5).map((p) => cam.p([p[0], p[1], 0]))
        out.push(
          el('path', {
            d: pd(ps, true),
            style: `fill:${palette.brass[400]};fill-opacity:${[0.08, 0.045, 0.02][i]};stroke:none`,
          }),
        )
      })
      out.push(drawScene(sc, cam, { shadows: true }))
      oaks.sections.forEach(([x0, x1], i) => {
        if (i > 0) out.push(path(pd([cam.p([x0, -44, 0]), cam.p([x0, 44, 0])]), 'G x'))
        const c = cam.p([(x0 + x1) / 2, 44, 0])
        out.push(
          circle([c[0], c[1] - 34 * K], 16 * K, 'g f') +
            text([c[0], c[1] - 29 * K], String(i + 1), 'tm m', { style: 'letter-spacing:0' }),
        )
        out.push(text([c[0], c[1] - 62 * K], `SECTION ${i + 1}`, 't m tp'))
      })
      out.push(scaleBar([140, 1030], cam.px([0, 0, 0]), [0, 10, 20, 50]))
      out.push(northArrow([1480, 130], 22, 0))
      return out.join('')
    },
  }),
  projectArt('the-oaks-business-park', 2, {
    title: 'PHASED CONSTRUCTION · AXONOMETRIC',
    sub: 'SECTION 1 COMPLETE · SECTION 2 FRAME · SECTION 3 FOUNDATIONS',
    sun: AXON_SUN,
    draw() {
      const sc = oaks.scene(new Rng('oaks'), [2, 1, 0])
      const cam = fitCam((o, s) => axonCam(o, s, 22, 0.62), fitPoints(sc.items, oaks.boundary), [70, 230, 1460, 800])
      const out = [drawScene(sc, cam, { shadows: true })]
      ;[
        [-42, 30, 'SECTION 1'],
        [16, 30, 'SECTION 2'],
        [80, 38, 'SECTION 3'],
      ].forEach(([x, y, t]) => {
        const a = cam.p([x as number, y as number, 9])
        out.push(callout(a, [a[0] - 20 * K, a[1] - 110 * K], t as string))
      })
      out.push(northArrow([1480, 170], 24, northOf(cam)))
      return out.join('')
    },
  }),
  projectArt('the-oaks-business-park', 3, {
    title: 'SECTION 3 · ELEVATION & SECTION',
    sub: 'SCALE 1:250 · FLOOR LEVELS ABOVE FLOOD LEVEL',
    draw() {
      const rng = new Rng('oaks-elev')
      const items = [
        place(warehouse({ w: 22, d: 26, e: 9, pitch: 6, docks: 3, office: true }, rng), 6.5, 0),
        place(warehouse({ w: 22, d: 26, e: 9, pitch: 6, docks: 3, office: true }, rng), 38.5, 0),
        place(unitTerrace({ widths: [6, 6, 6, 6], d: 12, e: 5.5, pitch: 6, first: 29 }, rng), 64, 0),
        ...treeLine([-2, 30], [92, 30], 6, rng, [10, 13]),
      ]
      const s = 15
      const x0 = 150
      const gy = 470
      const cam = elevCam([x0, gy], s)
      const out: string[] = []
      const fl = gy + 0.3 * s
      const ex = x0 + 89 * s + 50
      out.push(groundBand(x0 - 60, ex, gy + 0.6 * s, 14 * K))
      out.push(el('rect', { x: x0 - 60, y: gy, width: ex - x0 + 60, height: 0.6 * s, style: `fill:${pat('sh')}` }))
      out.push(drawScene({ ground: [], items }, cam) + drawLabels(items, cam))
      out.push(
        path(
          pd([
            [x0 - 60, fl],
            [ex, fl],
          ]),
          'g x',
        ),
      )
      out.push(text([ex, fl + 18 * K], 'DESIGN FLOOD LEVEL', 'ts e'))
      const xs = [6.5, 28.5, 38.5, 60.5, 64, 88]
      out.push(
        dimChain(
          cam,
          xs.slice(0, 2).map((x): V3 => [x, 0, 11.6]),
          [0, 0, 0],
          false,
        ),
      )
      out.push(
        dimChain(
          cam,
          xs.slice(2, 4).map((x): V3 => [x, 0, 11.6]),
          [0, 0, 0],
          false,
        ),
      )
      out.push(
        dimChain(
          cam,
          [64, 70, 76, 82, 88].map((x): V3 => [x, 0, 8]),
          [0, 0, 0],
          false,
        ),
      )
      ;['A', 'B', 'C', 'D', 'E'].forEach((l, i) => {
        const x = [6.5, 28.5, 38.5, 60.5, 88][i] as number
        out.push(gridLine(cam, [x, 0, -1.2], [x, 0, 13.4], l))
      })
      out.push(caption([x0, gy + 74 * K], '1', 'NORTH ELEVATION', '1:250'))
      // a section through a warehouse: raised slab, lower yards, the flood level
      const sw = 800
      const sh = 360
      out.push(g(frameElevation(sw, sh, 22, 9, 6, true), { transform: `translate(${x0 - 40} ${gy + 190})` }))
      out.push(caption([x0, gy + 190 + sh + 28 * K], '2', 'SECTION A–A', 'WAREHOUSE · 1:200'))
      out.push(inset(1010, gy + 170, 500, 330, 'THRESHOLD', 'DETAIL · 1:20', thresholdDetail(330)))
      return out.join('')
    },
  }),
]

// Reading Street: nine detached and semi-detached houses on a private drive.
type PlotHouse = { kind: HouseType; w: number; seed: string }
function plotHouse(ph: PlotHouse): Item {
  const rng = new Rng(ph.seed)
  const upper = rng.pick(['board', 'board', 'hung', 'render'] as const)
  if (ph.kind === 'semi') return rowHouses(2, ph.w / 2, upper, rng)
  if (ph.kind === 'front')
    return house(
      {
        w: ph.w,
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
  if (ph.kind === 'hip')
    return house(
      {
        w: ph.w,
        d: 8.4,
        e: 5.2,
        pitch: 35,
        roof: 'hip',
        chimney: 'ridge',
        lower: 'brick',
        upper,
        bays: 4,
        door: 1,
        porch: 'gable',
      },
      rng,
    )
  return house(
    {
      w: ph.w,
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

const reading = {
  boundary: [
    [-32, -22],
    [32, -22],
    [32, 80],
    [-32, 80],
  ] as Pt[],
  west: [
    { kind: 'hip', w: 10, seed: 'rs1', y: -16, no: [1] },
    { kind: 'semi', w: 12, seed: 'rs2', y: -1, no: [2, 3] },
    { kind: 'front', w: 7, seed: 'rs4', y: 17, no: [4] },
  ] as (PlotHouse & { y: number; no: number[] })[],
  east: [
    { kind: 'gable', w: 8.5, seed: 'rs8', y: -6, no: [8] },
    { kind: 'front', w: 7, seed: 'rs7', y: 7, no: [7] },
    { kind: 'semi', w: 12, seed: 'rs5', y: 25, no: [6, 5] },
  ] as (PlotHouse & { y: number; no: number[] })[],
  scene(rng: Rng): { sc: Scene; plots: [Pt, number][] } {
    const ground: GroundEl[] = [
      ...road(
        [
          [-80, -28],
          [80, -28],
        ],
        6.5,
        { footway: 2, centre: true },
      ),
      ...road(
        [
          [0, -27],
          [0, 50],
        ],
        4.8,
      ),
      ...bulb([0, 54], 8.5),
      { pts: this.boundary, cls: 'bd', close: true, layer: 4 },
    ]
    const items: Item[] = []
    const plots: [Pt, number][] = []
    for (const h of this.west) {
      items.push(place(plotHouse(h), -7, h.y, 90))
      ground.push({ pts: rectXY(-7, h.y + 0.6, -2.6, h.y + 3.6), cls: 'c', close: true, layer: 3 })
      h.no.forEach((no, k) => plots.push([[-22, h.y + (h.w / h.no.length) * (k + 0.5)], no]))
    }
    for (const h of this.east) {
      items.push(place(plotHouse(h), 7, h.y, -90))
      ground.push({ pts: rectXY(2.6, h.y - 3.6, 7, h.y - 0.6), cls: 'c', close: true, layer: 3 })
      h.no.forEach((no, k) => plots.push([[22, h.y - (h.w / h.no.length) * (k + 0.5)], no]))
    }
    items.push(place(plotHouse({ kind: 'hip', w: 10, seed: 'rs9' }), -5, 66))
    plots.push([[12, 70], 9])
    // plot boundaries: fences between gardens
    for (const y of [-19, -3.5, 14, 26, 40])
      ground.push({
        pts: [
          [-32, y],
          [-2.6, y],
        ],
        cls: 'c',
        layer: 4,
      })
    for (const y of [-19, -9, 3, 12, 19, 40])
      ground.push({
        pts: [
          [2.6, y],
          [32, y],
        ],
        cls: 'c',
        layer: 4,
      })
    ground.push(
      {
        pts: [
          [-32, 60],
          [-9, 60],
        ],
        cls: 'c',
        layer: 4,
      },
      {
        pts: [
          [9, 60],
          [32, 60],
        ],
        cls: 'c',
        layer: 4,
      },
    )
    ground.push(
      ...hedge(
        [
          [-32, -21],
          [-4, -21],
        ],
        rng,
        1.8,
      ),
      ...hedge(
        [
          [4, -21],
          [32, -21],
        ],
        rng,
        1.8,
      ),
    )
    items.push(
      ...treeLine([-29, 46], [-29, 76], 3, rng, [8, 11]),
      ...treeLine([29, 46], [29, 76], 3, rng, [8, 11]),
      ...treeLine([-26, -24.5], [26, -24.5], 4, rng, [6, 8]),
      place(tree(7, 2.2, rng), -6, 48),
      place(tree(7, 2.2, rng), 6, 46),
    )
    return { sc: { ground, items }, plots }
  },
}

export const readingArt: Art[] = [
  projectArt('reading-street-newbuild', 1, {
    title: 'STREET ELEVATION · PLOTS 5–8',
    sub: 'SCALE 1:100',
    sun: [0.5, 0.4, -1.0],
    draw() {
      const rng = new Rng('rs-elev')
      const seq = [...reading.east].reverse()
      const items: Item[] = []
      const xs: [number, number][] = []
      let x = 0
      for (const h of seq) {
        items.push(place(plotHouse(h), x, 0))
        xs.push([x, x + h.w])
        x += h.w + 3.4
      }
      const L = x - 3.4
      items.push(
        place(tree(11, 3.3, rng), (at(xs, 0)[1] + at(xs, 1)[0]) / 2, 12),
        place(tree(10, 3, rng, 'tall'), (at(xs, 1)[1] + at(xs, 2)[0]) / 2, 13),
        place(tree(12, 3.6, rng), L + 3.4, 8),
      )
      const s = 30
      const x0 = 850 - (L / 2) * s
      const gy = 600
      const cam = elevCam([x0, gy], s)
      const out: string[] = []
      out.push(groundBand(x0 - 4 * s, x0 + (L + 6) * s, gy, 16 * K))
      out.push(drawScene({ ground: [], items }, cam))
      xs.forEach(([a, b], i) => {
        out.push(gridLine(cam, [a, 0, -0.5], [a, 0, 11.8], String.fromCharCode(65 + i * 2)))
        out.push(gridLine(cam, [b, 0, -0.5], [b, 0, 11.8], String.fromCharCode(66 + i * 2)))
        out.push(dim(cam, [a, 0, 10.4], [b, 0, 10.4], [0, 0, 0]))
      })
      out.push(dim(cam, [0, 0, 11.1], [L, 0, 11.1], [0, 0, 0], undefined, { ext: false }))
      const lx = x0 - 1.8 * s
      for (const [z, v, nme] of [
        [0.15, '+0.150', 'FFL'],
        [2.75, '+2.750', 'FIRST FLOOR'],
        [5.2, '+5.200', 'EAVES'],
        [9.2, '+9.200', 'RIDGE'],
      ] as const)
        out.push(levelMark([lx, gy - z * s], v, nme, -1, 40))
      out.push(caption([x0 - 150, gy + 52], '1', 'STREET ELEVATION', '1:100'))
      // roof plan of the same houses, aligned under the elevation, with drives and front gardens
      const plan = planCam([x0, gy + 100 + 9 * s], s)
      const planGround: GroundEl[] = [
        {
          pts: [
            [-4, -3.6],
            [L + 4, -3.6],
          ],
          cls: 'c',
          layer: 4,
        },
      ]
      xs.forEach(([, b]) =>
        planGround.push({ pts: rectXY(b - 3.2, -3.6, b - 0.4, -0.2), cls: 'c', close: true, layer: 3 }),
      )
      const houses = items.filter((it) => it.pieces.length)
      out.push(clip(drawScene({ ground: planGround, items: houses }, plan, { shadows: true }), 0, gy + 60, 1600, 480))
      out.push(caption([x0 - 150, gy + 100 + 12.2 * s], '2', 'ROOF PLAN', '1:100'))
      return out.join('')
    },
  }),
  projectArt('reading-street-newbuild', 2, {
    title: 'VIEW ALONG THE DRIVE',
    sub: 'TWO-POINT PERSPECTIVE',
    sun: [1, 0.5, -1.1],
    draw() {
      const { sc } = reading.scene(new Rng('rs'))
      const cam = perspCam([-1.6, -36, 1.6], 72, 1050, [700, 760])
      const ground = sc.ground.filter((e) => e.cls !== 'bd')
      const out = [
        path(
          pd([
            [0, 760],
            [1600, 760],
          ]),
          'j x',
        ),
        drawScene({ ground, items: sc.items.filter((it) => it.box[1] > -22) }, cam),
      ]
      out.push(text([1500, 752], 'HORIZON', 'ts e'))
      return out.join('')
    },
  }),
  projectArt('reading-street-newbuild', 3, {
    title: 'SITE LAYOUT · PLOTS 1–9',
    sub: 'SCALE 1:500',
    sun: PLAN_SUN,
    draw() {
      const { sc, plots } = reading.scene(new Rng('rs'))
      const cam = fitCam(
        (o, s) => planCam(o, s),
        fitPoints([], [...reading.boundary, [-32, -32], [32, -32]]),
        [200, 110, 1000, 880],
      )
      const out = [drawScene(sc, cam, { shadows: true })]
      for (const [p, no] of plots) {
        const q = cam.p([p[0], p[1], 0])
        out.push(
          circle(q, 12 * K, 'h f') + text([q[0], q[1] + 4.5 * K], String(no), 't m', { style: 'letter-spacing:0' }),
        )
      }
      const rs = cam.p([30, -31, 0])
      out.push(text([rs[0], rs[1]], 'READING STREET', 'ts e'))
      const dr = cam.p([0, 30, 0])
      out.push(text([dr[0], dr[1]], 'PRIVATE DRIVE', 'ts m', { transform: `rotate(-90 ${num(dr[0])} ${num(dr[1])})` }))
      out.push(scaleBar([1230, 1000], cam.px([0, 0, 0]), [0, 5, 10, 20]))
      out.push(northArrow([1400, 180], 24, 0))
      // schedule of plots
      const types = [
        'DETACHED',
        'SEMI-DETACHED',
        'SEMI-DETACHED',
        'DETACHED',
        'SEMI-DETACHED',
        'SEMI-DETACHED',
        'DETACHED',
        'DETACHED',
        'DETACHED',
      ]
      const tx = 1160
      const ty = 330
      const rh = 30 * K
      const rows = [
        poly(rectXY(tx, ty, tx + 320, ty + rh * 10), 'j f'),
        text([tx + 14 * K, ty + rh * 0.65], 'SCHEDULE OF PLOTS', 't tp'),
      ]
      types.forEach((t, i) => {
        const y = ty + rh * (i + 1)
        rows.push(
          path(
            pd([
              [tx, y],
              [tx + 320, y],
            ]),
            'j',
          ),
          text([tx + 14 * K, y + rh * 0.65], String(i + 1).padStart(2, '0'), 'ts'),
          text([tx + 60 * K, y + rh * 0.65], t, 'ts tp'),
        )
      })
      rows.push(
        path(
          pd([
            [tx + 48 * K, ty + rh],
            [tx + 48 * K, ty + rh * 10],
          ]),
          'j',
        ),
      )
      out.push(...rows)
      return out.join('')
    },
  }),
]

// Dane Road: twelve homes — a block of flats and a terrace (affordable), a semi-detached pair and a house.
const dane = {
  scene(rng: Rng): { sc: Scene; affordable: Pt[][]; market: Pt[][] } {
    const ground: GroundEl[] = [
      ...road(
        [
          [-80, -14],
          [70, -14],
        ],
        6.5,
        { footway: 2, centre: true },
      ),
      ...road(
        [
          [-20.5, -13],
          [-20.5, 14],
        ],
        4.8,
      ),
      { pts: rectXY(-44, 12, 2, 30), cls: 'rd', close: true, layer: 2 },
      { pts: rectXY(-44.15, 11.85, 2.15, 30.15), cls: 'b', close: true, layer: 1 },
      ...parking([-43, 30], [1, 0], 9, 2.5, 5).map((e) => ({ ...e, pts: e.pts.map((p): Pt => [p[0], p[1] - 5]) })),
      ...parking([-18, 30], [1, 0], 7, 2.5, 5).map((e) => ({ ...e, pts: e.pts.map((p): Pt => [p[0], p[1] - 5]) })),
      { pts: rectXY(-48, -9, 36, 40), cls: 'bd', close: true, layer: 4 },
    ]
    const items: Item[] = [
      place(flats({ w: 18, d: 11, storeys: 3, pitch: 38, bays: 5 }, rng), -42, -4),
      place(rowHouses(3, 5.6, 'brick', rng), -16.8, -4),
      place(plotHouse({ kind: 'semi', w: 11.5, seed: 'dr-semi' }), 3, -4),
      place(plotHouse({ kind: 'gable', w: 8.5, seed: 'dr-det' }), 20, -4),
      ...treeLine([-46, 36], [34, 36], 7, rng, [8, 11]),
      ...treeLine([-46, -11.5], [34, -11.5], 6, rng, [6, 8]),
    ]
    for (const x of [-2.6, 17, 31])
      ground.push({
        pts: [
          [x, -9],
          [x, 11],
        ],
        cls: 'c',
        layer: 4,
      })
    const affordable = [rectXY(-47, -8, -23.5, 11), rectXY(-17.5, -8, -0.5, 11)]
    const market = [rectXY(2, -8, 17, 11), rectXY(18.5, -8, 35, 11)]
    return { sc: { ground, items }, affordable, market }
  },
}

export const daneArt: Art[] = [
  projectArt('dane-road-birchington', 1, {
    title: 'STREET ELEVATION TO DANE ROAD',
    sub: 'SCALE 1:150',
    draw() {
      const { sc } = dane.scene(new Rng('dr'))
      const items = sc.items.filter((it) => it.box[1] > -6 && it.pieces.length)
      const rng = new Rng('dr-elev')
      items.push(
        place(tree(10, 3, rng), -21, 8),
        place(tree(12, 3.6, rng, 'tall'), 0.8, 10),
        place(tree(9, 2.8, rng), 18.5, 9),
      )
      const s = 16.5
      const cx = 800
      const gy = 600
      const cam = elevCam([cx + 7.5 * s, gy], s)
      const out: string[] = []
      out.push(groundBand(cx - 52 * s + 7.5 * s, cx + 36 * s + 7.5 * s, gy, 14 * K))
      out.push(drawScene({ ground: [], items }, cam))
      const xs: [number, number, string][] = [
        [-42, -24, 'FLATS 1–6'],
        [-16.8, 0, 'HOUSES 7–9'],
        [3, 14.5, 'HOUSES 10–11'],
        [20, 28.5, 'HOUSE 12'],
      ]
      xs.forEach(([a, b, t]) => {
        out.push(dim(cam, [a, 0, 13.6], [b, 0, 13.6], [0, 0, 0]))
        const m = cam.p([(a + b) / 2, 0, 0])
        out.push(text([m[0], gy + 44 * K], t, 't m'))
      })
      const lx = cam.p([-42, 0, 0])[0] - 30 * K
      for (const [z, v, nme] of [
        [0, '±0.000', 'FFL'],
        [8.85, '+8.850', 'EAVES · FLATS'],
        [12.9, '+12.900', 'RIDGE · FLATS'],
      ] as const)
        out.push(levelMark([lx, gy - z * s], v, nme, -1, 34))
      const aff = cam.p([-42, 0, 15.2])
      const aff2 = cam.p([0, 0, 15.2])
      out.push(path(pd([aff, aff2]), 'G') + text([aff[0], aff[1] - 10 * K], 'AFFORDABLE HOMES', 't'))
      out.push(caption([cam.p([-42, 0, 0])[0], gy + 110 * K], '1', 'FRONT ELEVATION', '1:150'))
      // key plan
      const kw = 520
      const kh = 300
      const { sc: site } = dane.scene(new Rng('dr'))
      const kp = fitCam((o, s2) => planCam(o, s2), fitPoints([], rectXY(-50, -18, 38, 40)), [
        20 * K,
        52 * K,
        kw - 40 * K,
        kh - 70 * K,
      ])
      const arrow = kp.p([-20, -17, 0])
      const body =
        drawScene(site, kp) +
        path(
          pd([
            [arrow[0], arrow[1] + 20 * K],
            [arrow[0], arrow[1]],
          ]),
          'g',
        ) +
        poly(
          [
            [arrow[0] - 5 * K, arrow[1] + 2 * K],
            [arrow[0] + 5 * K, arrow[1] + 2 * K],
            [arrow[0], arrow[1] - 8 * K],
          ],
          'fb',
        ) +
        text([arrow[0] + 10 * K, arrow[1] + 18 * K], '1', 'ts')
      out.push(inset(1600 - 46 - 16 * K - kw, 700, kw, kh, 'KEY PLAN', 'VIEW 1 FROM DANE ROAD', body))
      return out.join('')
    },
  }),
  projectArt('dane-road-birchington', 2, {
    title: 'SITE LAYOUT · TENURE PLAN',
    sub: 'SCALE 1:400',
    sun: PLAN_SUN,
    draw() {
      const { sc, affordable, market } = dane.scene(new Rng('dr'))
      const cam = fitCam((o, s) => planCam(o, s), fitPoints([], rectXY(-50, -20, 38, 42)), [110, 120, 1380, 820])
      const out: string[] = []
      for (const a of affordable)
        out.push(
          poly(
            a.map((p) => cam.p([p[0], p[1], 0])),
            'h',
            true,
            { style: `fill:${pat('sh')}` },
          ),
        )
      for (const m of market)
        out.push(
          poly(
            m.map((p) => cam.p([p[0], p[1], 0])),
            'j',
          ),
        )
      out.push(drawScene(sc, cam, { shadows: false }))
      const lab = (x: number, y: number, t: string) => {
        const q = cam.p([x, y, 0])
        return text([q[0], q[1]], t, 'ts m tp')
      }
      out.push(
        lab(-33, -7.2, 'FLATS 1–6'),
        lab(-9, -7.2, 'PLOTS 7–9'),
        lab(9.5, -7.2, 'PLOTS 10–11'),
        lab(26.5, -7.2, 'PLOT 12'),
      )
      out.push(lab(-21, 21, 'PARKING COURT'))
      const dr = cam.p([60, -17.6, 0])
      out.push(text(dr, 'DANE ROAD', 'ts e'))
      const lg: Pt = [140, 990]
      out.push(
        poly(rectXY(lg[0], lg[1], lg[0] + 34 * K, lg[1] + 18 * K), 'h', true, { style: `fill:${pat('sh')}` }) +
          text([lg[0] + 46 * K, lg[1] + 14 * K], 'AFFORDABLE · REGISTERED PROVIDER', 'ts'),
      )
      out.push(
        poly(rectXY(lg[0], lg[1] + 30 * K, lg[0] + 34 * K, lg[1] + 48 * K), 'j') +
          text([lg[0] + 46 * K, lg[1] + 44 * K], 'OPEN MARKET', 'ts'),
      )
      out.push(scaleBar([640, 1010], cam.px([0, 0, 0]), [0, 5, 10, 20]))
      out.push(northArrow([1470, 150], 24, 0))
      return out.join('')
    },
  }),
  projectArt('dane-road-birchington', 3, {
    title: 'AXONOMETRIC FROM DANE ROAD',
    sub: 'NTS',
    sun: AXON_SUN,
    draw() {
      const { sc } = dane.scene(new Rng('dr'))
      sc.items = sc.items.filter((it) => it.pieces.length || it.box[1] > -8)
      const cam = fitCam(
        (o, s) => axonCam(o, s, 24, 0.56),
        fitPoints(sc.items, rectXY(-50, -20, 38, 40)),
        [80, 110, 1440, 880],
      )
      const out = [drawScene(sc, cam, { shadows: true })]
      const a = cam.p([-42, -4, 4])
      out.push(callout(a, [a[0] - 40 * K, a[1] + 90 * K], 'FLATS 1–6', 'end'))
      const b = cam.p([-8, -4, 2])
      out.push(callout(b, [b[0] + 10 * K, b[1] + 110 * K], 'HOUSES 7–9'))
      const c = cam.p([-30, 26, 0])
      out.push(callout(c, [c[0] - 40 * K, c[1] - 90 * K], 'PARKING COURT', 'end'))
      out.push(northArrow([1470, 170], 24, northOf(cam)))
      return out.join('')
    },
  }),
]

// Farmstead, Eastry: a timber-framed barn, a brick and flint stable range and a cart lodge around a yard.
const farm = {
  barn: () => barn({ w: 26, d: 10, e: 3.4, pitch: 50, mid: 13, midW: 6, midD: 3.6 }),
  stable: () => stableRange({ w: 21, d: 5.5, e: 2.5, pitch: 45, bays: 7 }, new Rng('stable')),
  lodge: () => cartLodge({ w: 12, d: 6, e: 2.6, pitch: 45, bays: 3 }),
  scene(rng: Rng): Scene {
    const yard = [
      [-1, -4],
      [27, -4],
      [27, 18],
      [-1, 18],
    ] as Pt[]
    const ground: GroundEl[] = [
      { pts: yard, cls: 'c', close: true, layer: 3 },
      ...hatch(yard, 1.6, 0).map((sg): GroundEl => ({ pts: [...sg], cls: 'q', layer: 3 })),
      ...hatch(yard, 1.6, 90).map((sg): GroundEl => ({ pts: [...sg], cls: 'q', layer: 3 })),
      ...road(
        [
          [-40, -30],
          [-14, -22],
          [10, -12],
          [14, -4],
        ],
        4,
      ),
      ...hedge(
        [
          [-30, -40],
          [48, -40],
          [48, 46],
          [-30, 46],
          [-30, -24],
        ],
        rng,
        2.2,
      ),
    ]
    const pond = smooth(
      [
        [34, -22],
        [41, -18],
        [44, -26],
        [38, -32],
        [31, -29],
      ],
      6,
      true,
    )
    ground.push({ pts: pond, cls: 'b gl', close: true, layer: 4 })
    ground.push({
      pts: pond.map((p): Pt => [37.5 + (p[0] - 37.5) * 0.7, -25 + (p[1] + 25) * 0.7]),
      cls: 'q',
      close: true,
      layer: 4,
    })
    const items: Item[] = [
      place(this.barn(), 0, 22),
      place(this.stable(), -2, -4, 90),
      place(this.lodge(), 15, -14),
      ...treeLine([-26, 42], [44, 42], 6, rng, [11, 15]),
      ...treeLine([44, 30], [44, 6], 3, rng, [10, 13]),
      ...treeLine([-26, 30], [-26, -10], 3, rng, [10, 13]),
      place(tree(9, 3, rng), 30, -34),
      place(tree(10, 3.2, rng), 46, -16),
    ]
    return { ground, items }
  },
}

/** Cross-section through the aisled barn: the crown-post roof, arcade posts, aisles and the new floor. */
function barnSection(cx: number, gy: number, s: number): string {
  const P = (x: number, z: number): Pt => [cx + x * s, gy - z * s]
  const R = (x0: number, z0: number, x1: number, z1: number): Pt[] => [P(x0, z0), P(x1, z0), P(x1, z1), P(x0, z1)]
  const out: string[] = []
  const half = 5.2
  const nave = 2.6
  const wallTop = 3.3
  const tie = 5.5
  const ridge = 10.4
  const t = (ridge - wallTop) / (half + 0.3)
  const roofZ = (x: number) => ridge - Math.abs(x) * t
  // ground, slab, plinths
  out.push(hatchFill(R(-7.5, -0.3, 7.5, -1.4), 'ea'))
  out.push(path(pd([P(-7.5, -0.3), P(-half - 0.25, -0.3)]) + pd([P(half + 0.25, -0.3), P(7.5, -0.3)]), 'A'))
  out.push(hatchFill(R(-half + 0.2, 0.1, half - 0.2, -0.15), 'cc', 'b'))
  out.push(hatchFill(R(-half + 0.2, -0.15, half - 0.2, -0.3), 'in', 'c'))
  out.push(hatchFill(R(-half + 0.2, -0.3, half - 0.2, -0.6), 'hc', 'c'))
  for (const sgn of [-1, 1]) {
    const x0 = sgn * half
    const wall = R(x0 - 0.22, -0.9, x0 + 0.22, 0.6)
    out.push(poly(wall, 'b f') + segs(hatch(wall, 6 * K, 45), 'c'))
    // sole plate and the aisle wall, boarded outside, insulated inside
    out.push(
      poly(R(x0 - 0.12, 0.6, x0 + 0.12, 0.8), 'b f') +
        segs(
          [
            [P(x0 - 0.12, 0.6), P(x0 + 0.12, 0.8)],
            [P(x0 + 0.12, 0.6), P(x0 - 0.12, 0.8)],
          ],
          'c',
        ),
    )
    out.push(hatchFill(R(x0 - 0.1, 0.8, x0 + 0.1, wallTop), 'in', 'c'))
    out.push(path(pd([P(x0 + sgn * 0.16, 0.6), P(x0 + sgn * 0.16, wallTop)]), 'b'))
    out.push(
      poly(R(x0 - 0.13, wallTop, x0 + 0.13, wallTop + 0.22), 'b f') +
        segs(
          [
            [P(x0 - 0.13, wallTop), P(x0 + 0.13, wallTop + 0.22)],
            [P(x0 + 0.13, wallTop), P(x0 - 0.13, wallTop + 0.22)],
          ],
          'c',
        ),
    )
    // arcade post on its padstone, the aisle tie, arch braces
    const xp = sgn * nave
    out.push(poly(R(xp - 0.3, 0, xp + 0.3, 0.25), 'b f'))
    out.push(poly(R(xp - 0.15, 0.25, xp + 0.15, tie), 'a f'))
    out.push(poly(R(Math.min(x0, xp), 2.85, Math.max(x0, xp), 3.1), 'a f'))
    // an arch brace: its middle pushed towards the corner of post and tie
    const brace = (a: Pt, b: Pt, bulge: number) => {
      const m: Pt = [(a[0] + b[0]) / 2 + sgn * bulge, (a[1] + b[1]) / 2 + bulge]
      return smooth([a, m, b], 8)
    }
    const b1 = brace([xp - sgn * 0.15, tie - 1.5], [xp - sgn * 1.3, tie], 0.22)
    const b2 = brace([xp - sgn * 0.15, tie - 1.85], [xp - sgn * 1.6, tie], 0.26)
    out.push(
      poly(
        [...b1, ...[...b2].reverse()].map((p) => P(p[0], p[1])),
        'a f',
      ),
    )
    // the aisle rafter continues the main slope down to the wall plate
  }
  // tie beam, arcade plates in section
  out.push(poly(R(-nave - 0.45, tie, nave + 0.45, tie + 0.35), 'a f'))
  for (const sgn of [-1, 1]) {
    const xp = sgn * nave
    out.push(
      poly(R(xp - 0.16, tie + 0.35, xp + 0.16, tie + 0.6), 'b f') +
        segs(
          [
            [P(xp - 0.16, tie + 0.35), P(xp + 0.16, tie + 0.6)],
            [P(xp + 0.16, tie + 0.35), P(xp - 0.16, tie + 0.6)],
          ],
          'c',
        ),
    )
  }
  // crown post, collar, collar purlin, up-braces
  const collar = 8.0
  out.push(poly(R(-0.14, tie + 0.35, 0.14, collar - 0.25), 'a f'))
  out.push(poly(R(-roofZInv(collar + 0.2), collar - 0.1, roofZInv(collar + 0.2), collar + 0.15), 'a f'))
  out.push(
    poly(R(-0.15, collar - 0.42, 0.15, collar - 0.1), 'b f') +
      segs(
        [
          [P(-0.15, collar - 0.42), P(0.15, collar - 0.1)],
          [P(0.15, collar - 0.42), P(-0.15, collar - 0.1)],
        ],
        'c',
      ),
  )
  out.push(
    segs(
      [
        [P(0, collar - 1.4), P(-0.05, collar - 0.45)],
        [P(0.1, collar - 1.3), P(0.9, collar - 0.1)],
        [P(-0.1, collar - 1.3), P(-0.9, collar - 0.1)],
      ],
      'b',
    ),
  )
  function roofZInv(z: number): number {
    return (ridge - z) / t - 0.15
  }
  // rafters: a double line following the roof, tiles and battens over, insulation between
  for (const sgn of [-1, 1]) {
    const eave = sgn * (half + 0.55)
    const top: Pt[] = [P(0, ridge + 0.05), P(eave, roofZ(eave) + 0.05)]
    const bot: Pt[] = [P(0, ridge - 0.2), P(sgn * (half + 0.25), roofZ(sgn * (half + 0.25)) - 0.2)]
    out.push(poly([...top, ...[...bot].reverse()], 'a f'))
    const ins: Pt[] = [
      P(0, ridge - 0.2),
      P(sgn * half, roofZ(sgn * half) - 0.2),
      P(sgn * half, roofZ(sgn * half) - 0.42),
      P(0, ridge - 0.42),
    ]
    out.push(poly(ins, 'c', true, { style: `fill:${pat('in')}` }))
    const tl: Pt[] = [P(0, ridge + 0.12), P(eave + sgn * 0.1, roofZ(eave + sgn * 0.1) + 0.12)]
    out.push(path(pd(tl), 'b'))
    const ticks: Seg[] = []
    for (let k = 1; k < 24; k++) {
      const x = (sgn * (half + 0.5) * k) / 24
      ticks.push([P(x, roofZ(x) + 0.05), P(x, roofZ(x) + 0.14)])
    }
    out.push(segs(ticks, 'c'))
  }
  return out.join('')
}

export const farmArt: Art[] = [
  projectArt('farmstead-eastry', 1, {
    title: 'BARN & STABLE RANGE · ELEVATIONS',
    sub: 'SCALE 1:100',
    draw() {
      const b = place(farm.barn(), 0, 0)
      const s = 38
      const x0 = 800 - 13 * s
      const gy = 560
      const cam = elevCam([x0, gy], s)
      const out: string[] = []
      out.push(groundBand(x0 - 3 * s, x0 + 29 * s, gy, 16 * K))
      out.push(drawScene({ ground: [], items: [b] }, cam))
      const bays = [0, 5.2, 10.4, 15.6, 20.8, 26]
      bays.forEach((x, i) => out.push(gridLine(cam, [x, 0, -0.6], [x, 0, 12.1], String(i + 1))))
      out.push(
        dimChain(
          cam,
          bays.map((x): V3 => [x, 0, 11.0]),
          [0, 0, 0],
          false,
        ),
      )
      const lx = x0 + 26 * s + 2.2 * s
      for (const [z, v, nme] of [
        [0, '±0.000', 'FFL'],
        [3.4, '+3.400', 'EAVES'],
        [10.6, '+10.600', 'RIDGE'],
      ] as const)
        out.push(levelMark([lx, gy - z * s], v, nme, 1, 34))
      out.push(caption([x0, gy + 62 * K], '1', 'SOUTH ELEVATION · BARN', '1:100 · MIDSTREY GLAZED'))
      // the stable range and cart lodge, smaller, below
      const s2 = 19
      const gy2 = 900
      const st = place(farm.stable(), 0, 0)
      const lo = place(farm.lodge(), 25, 0)
      const cam2 = elevCam([x0, gy2], s2)
      out.push(groundBand(x0 - 2 * s2, x0 + 39 * s2, gy2, 12 * K))
      out.push(drawScene({ ground: [], items: [st, lo] }, cam2))
      out.push(dim(cam2, [0, 0, 6.4], [21, 0, 6.4], [0, 0, 0]), dim(cam2, [25, 0, 6.4], [37, 0, 6.4], [0, 0, 0]))
      out.push(caption([x0, gy2 + 50 * K], '2', 'EAST ELEVATION · STABLE RANGE', 'BRICK AND FLINT'))
      out.push(caption([x0 + 25 * s2, gy2 + 50 * K], '3', 'CART LODGE', 'OAK POSTS · GLAZED BEHIND'))
      return out.join('')
    },
  }),
  projectArt('farmstead-eastry', 2, {
    title: 'THE FARMYARD · AXONOMETRIC',
    sub: 'BARN · STABLE RANGE · CART LODGE',
    sun: [-1, -0.45, -1.15],
    draw() {
      const sc = farm.scene(new Rng('farm'))
      const cam = fitCam(
        (o, s) => axonCam(o, s, -32, 0.56),
        fitPoints(sc.items.slice(0, 3), rectXY(-30, -40, 48, 46)),
        [90, 110, 1420, 880],
      )
      const out = [drawScene(sc, cam, { shadows: true })]
      const a = cam.p([4, 22, 9])
      out.push(callout(a, [a[0] - 60 * K, a[1] - 90 * K], 'TIMBER-FRAMED BARN', 'end'))
      const b = cam.p([-2, 2, 3.5])
      out.push(callout(b, [b[0] - 90 * K, b[1] + 40 * K], 'STABLE RANGE', 'end'))
      const c = cam.p([24, -14, 3])
      out.push(callout(c, [c[0] + 60 * K, c[1] + 70 * K], 'CART LODGE'))
      const y = cam.p([14, 6, 0])
      out.push(text([y[0], y[1]], 'YARD', 'ts m tp'))
      out.push(northArrow([1470, 170], 24, northOf(cam)))
      return out.join('')
    },
  }),
  projectArt('farmstead-eastry', 3, {
    title: 'BARN · SECTION A–A',
    sub: 'TIMBER FRAME · SCALE 1:50',
    draw() {
      const s = 66
      const cx = 650
      const gy = 880
      const out = [barnSection(cx, gy, s)]
      const cam: Cam = {
        kind: 'elev',
        p: (v) => [cx + v[0] * s, gy - v[2] * s],
        depth: () => 0,
        sees: () => true,
        px: () => s,
        dir: () => [0, 1],
      }
      out.push(dim(cam, [-5.2, 0, 0], [5.2, 0, 0], [0, 0, -1.9]))
      out.push(
        dimChain(
          cam,
          [-5.2, -2.6, 2.6, 5.2].map((x): V3 => [x, 0, 0]),
          [0, 0, -1.35],
          false,
        ),
      )
      ;[
        [0.1, '+0.100', 'FFL'],
        [3.3, '+3.300', 'WALL PLATE'],
        [5.5, '+5.500', 'TIE BEAM'],
        [10.5, '+10.500', 'RIDGE'],
      ].forEach(([z, v, n]) =>
        out.push(levelMark([cx - 7.4 * s, gy - (z as number) * s], v as string, n as string, -1, 30)),
      )
      const labels: [number, number, string][] = [
        [0, 7.0, 'CROWN POST'],
        [0.5, 7.95, 'COLLAR'],
        [1.6, 5.7, 'TIE BEAM'],
        [1.7, 4.6, 'ARCH BRACE'],
        [2.6, 2.2, 'ARCADE POST'],
        [3.8, 3.0, 'AISLE TIE'],
        [3.2, 7.5, 'RAFTERS · NEW INSULATION'],
        [5.2, 0.7, 'SOLE PLATE'],
        [5.2, -0.5, 'BRICK PLINTH'],
        [2.0, -0.05, 'NEW SLAB'],
      ]
      const lx = cx + 6.6 * s
      labels
        .sort((a, b) => b[1] - a[1])
        .forEach(([x, z, t], i) => {
          const a = cam.p([x, 0, z])
          const ly = 190 + i * 66
          out.push(
            path(pd([a, [lx - 20 * K, ly], [lx - 6 * K, ly]]), 'h') +
              circle(a, 2.2 * K, 'fb') +
              text([lx, ly + 4 * K], t, 't tp'),
          )
        })
      out.push(
        text([cx, gy + 2.6 * s], 'AISLE', 'ts m', { transform: `translate(${num(-3.9 * s)} 0)` }),
        text([cx, gy + 2.6 * s], 'NAVE', 'ts m'),
        text([cx, gy + 2.6 * s], 'AISLE', 'ts m', { transform: `translate(${num(3.9 * s)} 0)` }),
      )
      return out.join('')
    },
  }),
]
