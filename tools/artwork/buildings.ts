// What scenes are made of: materials and openings drawn on faces, the building models (houses, terraces,
// sheds, barns, portal frames, site equipment) and the ground (roads, parking, hedges, contours).

import type { Rng } from './rng.ts'
import {
  at,
  centroid,
  circlePts,
  clipBand,
  dist2,
  hatch,
  hatchAll,
  lerp2,
  offset,
  type Pt,
  rad,
  type Seg,
  smooth,
  type V3,
} from './geometry.ts'
import { circle, K, pat, path, pd, poly, segs } from './svg.ts'
import {
  boxPolys,
  type Cam,
  decorate,
  type Detail,
  extrude,
  type FaceMap,
  type GroundEl,
  type Item,
  item,
  type Piece,
  piece,
} from './scene.ts'

// ─── Materials and openings, drawn in a face's own (u, v) metres ────────────────────────────────────

export type Mat = 'brick' | 'board' | 'render' | 'hung' | 'clad' | 'panel' | 'flint' | 'tile' | 'sheet' | 'none'

/** Minimum spacing of texture lines on screen, in px (before the line scale K). */
const MIN_GAP = 5.5
export function material(f: FaceMap, mat: Mat, v0 = -1, v1 = 1e3): void {
  const band = clipBand(f.uv, v0, v1)
  if (band.length < 3) return
  const p = f.pen
  const scale = f.cam.px(f.at(f.w / 2, f.h / 2))
  const hatch = (poly: readonly Pt[], gap: number, angle = 0, phase = 0.5) =>
    hatchAll(poly, gap * Math.max(1, Math.ceil((MIN_GAP * K) / (gap * scale))), angle, phase)
  if (mat === 'brick') p.segs('q', hatch(band, 0.3, 0, 0.999))
  else if (mat === 'board') p.segs('c', hatch(band, 0.2, 0, 0.999))
  else if (mat === 'hung') p.segs('q', hatch(band, 0.15, 0, 0.999))
  else if (mat === 'clad') p.segs('q', hatch(band, 0.5, 90))
  else if (mat === 'panel') p.segs('c', hatch(band, 1.0, 0, 0.999))
  else if (mat === 'tile') p.segs('q', hatch(band, 0.34, 0, 0.6))
  else if (mat === 'sheet') p.segs('q', hatch(band, 0.9, 90))
  else if (mat === 'flint') p.shape('n', band, { style: `fill:${pat('fl')};stroke:none` })
}

const rectPts = (u: number, v: number, w: number, h: number): Pt[] => [
  [u, v],
  [u + w, v],
  [u + w, v + h],
  [u, v + h],
]

function glints(f: FaceMap, u: number, v: number, w: number, h: number): void {
  const s = Math.min(w, h)
  f.pen.line('h', [u + s * 0.16, v + h * 0.3], [u + s * 0.42, v + h * 0.3 + s * 0.26])
  f.pen.line('h', [u + s * 0.16, v + h * 0.3 + s * 0.14], [u + s * 0.3, v + h * 0.3 + s * 0.28])
}

export function windowAt(
  f: FaceMap,
  u: number,
  v: number,
  w: number,
  h: number,
  o: { lights?: number; transom?: boolean; head?: boolean; sill?: boolean } = {},
): void {
  const p = f.pen
  if (o.head) p.rect('c', u - 0.06, v + h, w + 0.12, 0.22)
  p.rect('b gl', u, v, w, h, true)
  const n = o.lights ?? (w > 1.45 ? 3 : 2)
  p.rect('c', u + 0.05, v + 0.05, w - 0.1, h - 0.1)
  for (let i = 1; i < n; i++) p.line('c', [u + (w * i) / n, v + 0.05], [u + (w * i) / n, v + h - 0.05])
  if (o.transom ?? h > 1.05) p.line('c', [u + 0.05, v + h * 0.72], [u + w - 0.05, v + h * 0.72])
  if (o.sill ?? true) p.rect('b', u - 0.07, v - 0.07, w + 0.14, 0.07)
  glints(f, u + 0.05, v + 0.05, w / n - 0.05, h * 0.65)
}

export function doorAt(
  f: FaceMap,
  u: number,
  v: number,
  w: number,
  h: number,
  style: 'panel' | 'glazed' | 'stable' | 'boarded' = 'panel',
): void {
  const p = f.pen
  p.rect('b fd', u, v, w, h, true)
  if (style === 'glazed') {
    p.rect('c gl', u + 0.12, v + 0.12, w - 0.24, h - 0.24, true)
    glints(f, u + 0.12, v + 0.12, w - 0.24, h * 0.5)
  } else if (style === 'panel') {
    p.rect('c gl', u + 0.2, v + h * 0.58, w - 0.4, h * 0.3, true)
    p.rect('c', u + 0.2, v + 0.2, w - 0.4, h * 0.3)
  } else if (style === 'stable') {
    p.line('c', [u, v + h * 0.5], [u + w, v + h * 0.5])
    p.line('c', [u + 0.1, v + 0.15], [u + w - 0.1, v + h * 0.45])
    p.line('c', [u + 0.1, v + h * 0.55], [u + w - 0.1, v + h * 0.85])
  } else {
    p.segs('q', hatch(rectPts(u, v, w, h), 0.14, 90))
    p.line('c', [u + 0.05, v + 0.2], [u + w - 0.05, v + h - 0.3])
  }
}

function rollerAt(f: FaceMap, u: number, v: number, w: number, h: number): void {
  const p = f.pen
  p.rect('c', u - 0.14, v, w + 0.28, h + 0.5)
  p.rect('b fd', u, v, w, h, true)
  p.segs('q', hatch(rectPts(u, v, w, h), 0.26))
  p.line('c', [u, v + 0.3], [u + w, v + 0.3])
}

export function screenAt(
  f: FaceMap,
  u: number,
  v: number,
  w: number,
  h: number,
  pitch = 1.1,
  transoms: number[] = [2.3],
): void {
  const p = f.pen
  p.rect('b gl', u, v, w, h, true)
  const n = Math.max(1, Math.round(w / pitch))
  for (let i = 1; i < n; i++) p.line('c', [u + (w * i) / n, v], [u + (w * i) / n, v + h])
  for (const t of transoms) if (t < h - 0.2) p.line('c', [u, v + t], [u + w, v + t])
  glints(f, u + 0.1, v + 0.2, Math.min(w / n, 1.2), Math.min(h, 2))
}

function rooflightAt(f: FaceMap, u: number, v: number, w: number, h: number): void {
  f.pen.rect('b gl', u, v, w, h, true)
  f.pen.line('c', [u + w / 2, v], [u + w / 2, v + h])
}

// ─── Building models ────────────────────────────────────────────────────────────────────────────────

/** A pitched roof slab along x over 0..len, on walls 0..d deep: eaves overhang, verge overhang, fascia depth. */
export function gableRoof(
  len: number,
  d: number,
  e: number,
  pitch: number,
  o: { ov?: number; vg?: number; fascia?: number; axis?: 'x' | 'y' } = {},
): Piece {
  const ov = o.ov ?? 0.3
  const vg = o.vg ?? 0.22
  const t = Math.tan(rad(pitch))
  const et = e + 0.15 - ov * t
  const eb = et - (o.fascia ?? 0.22)
  const rt = e + 0.15 + (d / 2) * t
  const th = o.fascia ?? 0.22
  const sec: Pt[] = [
    [-ov, eb],
    [d / 2, rt - th / Math.cos(rad(pitch))],
    [d + ov, eb],
    [d + ov, et],
    [d / 2, rt],
    [-ov, et],
  ]
  const p = extrude(sec, o.axis ?? 'x', -vg, len + vg)
  for (const f of p.faces) if (f.n[2] < -0.05) f.early = true
  return p
}

/** A hipped roof (or half-hipped, with a gablet, when gablet > 0 as a fraction of the rise). */
function hipRoof(
  w: number,
  d: number,
  e: number,
  pitch: number,
  o: { ov?: number; fascia?: number; gablet?: number; hipPitch?: number } = {},
): Piece {
  const ov = o.ov ?? 0.3
  const t = Math.tan(rad(pitch))
  const et = e + 0.15 - ov * t
  const eb = et - (o.fascia ?? 0.22)
  const rt = e + 0.15 + (d / 2) * t
  const run = (d / 2 + ov) * (o.hipPitch ? t / Math.tan(rad(o.hipPitch)) : 1)
  let xa = -ov + run
  let xb = w + ov - run
  if (xa > xb) xa = xb = w / 2
  const A: V3 = [-ov, -ov, et]
  const B: V3 = [w + ov, -ov, et]
  const Cc: V3 = [w + ov, d + ov, et]
  const D: V3 = [-ov, d + ov, et]
  const low = (p: V3): V3 => [p[0], p[1], eb]
  const polys: V3[][] = []
  const gz = o.gablet ?? 0
  if (gz > 0 && xa < xb) {
    // half hip: hips rise to zg, then a vertical gablet up to the ridge
    const zg = rt - (rt - et) * gz
    const yg = (zg - et) / t - ov // where the main slopes reach zg
    const xg0 = -ov + (zg - et) / ((rt - et) / run)
    const xg1 = w + ov - (zg - et) / ((rt - et) / run)
    const Ra: V3 = [xg0, d / 2, rt]
    const Rb: V3 = [xg1, d / 2, rt]
    const s0: V3 = [xg0, yg, zg]
    const s1: V3 = [xg1, yg, zg]
    const n0: V3 = [xg0, d - yg, zg]
    const n1: V3 = [xg1, d - yg, zg]
    polys.push(
      [A, B, s1, Rb, Ra, s0],
      [Cc, D, n0, Ra, Rb, n1],
      [D, A, s0, n0],
      [B, Cc, n1, s1],
      [s0, Ra, n0],
      [s1, n1, Rb],
    )
  } else if (xa < xb) {
    const Ra: V3 = [xa, d / 2, rt]
    const Rb: V3 = [xb, d / 2, rt]
    polys.push([A, B, Rb, Ra], [Cc, D, Ra, Rb], [D, A, Ra], [B, Cc, Rb])
  } else {
    const R: V3 = [xa, d / 2, rt]
    polys.push([A, B, R], [Cc, D, R], [D, A, R], [B, Cc, R])
  }
  for (const [p, q] of [
    [A, B],
    [B, Cc],
    [Cc, D],
    [D, A],
  ] as const)
    polys.push([low(p), low(q), q, p])
  polys.push([low(A), low(B), low(Cc), low(D)])
  const pc = piece(polys)
  for (const f of pc.faces) if (f.n[2] < -0.98) f.early = true
  return pc
}

export const tiles: Detail = (f) => material(f, 'tile')

/** Chimney stack astride a ridge along x, ridge at height rt, roof pitch t, centred at (x, ym). */
export function ridgeStack(x: number, ym: number, rt: number, t: number, top: number): Piece[] {
  const hw = 0.3
  const hd = 0.42
  const zr = (y: number) => rt - Math.abs(y - ym) * t
  const y0 = ym - hd
  const y1 = ym + hd
  const x0 = x - hw
  const x1 = x + hw
  const stack = piece([
    [
      [x0, y0, zr(y0)],
      [x1, y0, zr(y0)],
      [x1, y0, top],
      [x0, y0, top],
    ],
    [
      [x1, y1, zr(y1)],
      [x0, y1, zr(y1)],
      [x0, y1, top],
      [x1, y1, top],
    ],
    [
      [x0, y1, zr(y1)],
      [x0, ym, rt],
      [x0, y0, zr(y0)],
      [x0, y0, top],
      [x0, y1, top],
    ],
    [
      [x1, y0, zr(y0)],
      [x1, ym, rt],
      [x1, y1, zr(y1)],
      [x1, y1, top],
      [x1, y0, top],
    ],
    [
      [x0, y0, top],
      [x1, y0, top],
      [x1, y1, top],
      [x0, y1, top],
    ],
  ])
  decorate(stack, { S: stackDetail, W: stackDetail, E: stackDetail, N: stackDetail })
  const pots = [x - 0.13, x + 0.13].map((px) =>
    piece(boxPolys(px - 0.08, ym - 0.08, px + 0.08, ym + 0.08, top, top + 0.38)),
  )
  return [stack, ...pots]
}
const stackDetail: Detail = (f) => {
  material(f, 'brick', 0, f.h - 0.25)
  f.pen.line('c', [0, f.h - 0.2], [f.w, f.h - 0.2])
}

interface HouseOpts {
  w: number
  d: number
  e: number
  pitch: number
  roof: 'gable' | 'hip' | 'front'
  chimney?: 'ridge' | 'gable' | 'none'
  lower: Mat
  upper: Mat
  bays: number
  door: number
  porch?: 'gable' | 'flat' | 'none'
  storeys?: 2 | 3
}

/** A new-build house, front to the south (y = 0), frontage along x. */
export function house(o: HouseOpts, rng: Rng): Item {
  const { w, d, e, pitch } = o
  const t = Math.tan(rad(pitch))
  const ffl = 2.75
  const pieces: Piece[] = []
  const front: Detail = (f) => {
    material(f, o.lower, -1, ffl)
    material(f, o.upper, ffl, 1e3)
    f.pen.line('c', [0, 0.15], [f.w, 0.15])
    if (o.lower !== o.upper) f.pen.line('b', [0, ffl], [f.w, ffl])
    const brick = o.lower === 'brick'
    for (let i = 0; i < o.bays; i++) {
      const uc = (f.w * (i + 0.5)) / o.bays
      if (i === o.door) doorAt(f, uc - 0.5, 0.15, 1.0, 2.1, rng.pick(['panel', 'glazed'] as const))
      else {
        const ww = o.bays <= 2 ? 1.7 : 1.25
        windowAt(f, uc - ww / 2, 0.9, ww, 1.3, { head: brick })
      }
      for (let s = 1; s < (o.storeys ?? 2); s++) {
        const base = s * ffl + 0.85
        const top = Math.min(base + 1.2, (o.roof === 'front' ? 1e3 : e) - 0.3)
        const ww = o.bays <= 2 ? 1.4 : 1.1
        if (top - base > 0.6) windowAt(f, uc - ww / 2, base, ww, top - base, { head: o.upper === 'brick' })
      }
    }
    if (o.roof === 'front' && f.h - e > 2.2)
      windowAt(f, f.w / 2 - 0.4, e + 0.2, 0.8, 0.9, { lights: 1, transom: false })
  }
  const side: Detail = (f) => {
    material(f, o.lower, -1, ffl)
    material(f, o.upper, ffl, 1e3)
    if (o.lower !== o.upper) f.pen.line('b', [0, ffl], [f.w, ffl])
    f.pen.line('c', [0, 0.15], [f.w, 0.15])
    if (f.w > 7) windowAt(f, f.w * 0.3, 0.9, 1.1, 1.2)
    windowAt(f, f.w * 0.62 - 0.3, ffl + 0.95, 0.6, 1.0, { lights: 1, transom: false })
  }
  const back: Detail = (f) => {
    material(f, o.lower, -1, ffl)
    material(f, o.upper, ffl, 1e3)
    for (let i = 0; i < o.bays; i++) windowAt(f, (f.w * (i + 0.5)) / o.bays - 0.6, 0.9, 1.2, 1.3)
  }
  let rt: number
  if (o.roof === 'front') {
    rt = e + 0.15 + (w / 2) * t
    const walls = extrude(
      [
        [0, 0],
        [w, 0],
        [w, e],
        [w / 2, e + (w / 2) * t],
        [0, e],
      ],
      'y',
      0,
      d,
    )
    pieces.push(decorate(walls, { S: front, W: side, E: side, N: back }))
  } else if (o.roof === 'gable') {
    rt = e + 0.15 + (d / 2) * t
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
    pieces.push(decorate(walls, { S: front, W: side, E: side, N: back }))
  } else {
    rt = e + 0.15 + (d / 2) * t
    pieces.push(decorate(piece(boxPolys(0, 0, w, d, 0, e)), { S: front, W: side, E: side, N: back }))
  }
  // porch canopy over the door
  const doorU = (w * (o.door + 0.5)) / o.bays
  if (o.porch === 'gable') {
    const cw = 1.7
    const canopy = extrude(
      [
        [-cw / 2, 2.45],
        [cw / 2, 2.45],
        [cw / 2, 2.6],
        [0, 2.6 + (cw / 2) * Math.tan(rad(40))],
        [-cw / 2, 2.6],
      ],
      'y',
      -0.95,
      0,
    )
    for (const f of canopy.faces) f.pts = f.pts.map((p): V3 => [p[0] + doorU, p[1], p[2]])
    pieces.push(decorate(canopy, { rS: tiles, rN: tiles, rE: tiles, rW: tiles }))
  } else if (o.porch === 'flat') pieces.push(piece(boxPolys(doorU - 0.85, -0.75, doorU + 0.85, 0, 2.45, 2.62)))
  // roof
  const roof =
    o.roof === 'hip'
      ? hipRoof(w, d, e, pitch)
      : o.roof === 'front'
        ? gableRoof(d, w, e, pitch, { axis: 'y' })
        : gableRoof(w, d, e, pitch)
  pieces.push(decorate(roof, { rS: tiles, rN: tiles, rE: tiles, rW: tiles }))
  // chimney
  if (o.chimney === 'ridge' && o.roof !== 'front') {
    const hipRun = o.roof === 'hip' ? d / 2 + 0.3 : 0
    const lo = Math.min(w / 2, hipRun + 0.5)
    const x = rng.chance(0.5) ? lo + rng.range(0, 0.6) : w - lo - rng.range(0, 0.6)
    pieces.push(...ridgeStack(x, d / 2, rt, t, rt + 0.9))
  } else if (o.chimney === 'gable' && o.roof === 'gable') {
    const stack = piece(boxPolys(-0.55, d / 2 - 0.55, 0, d / 2 + 0.55, 0, rt + 0.8))
    pieces.push(decorate(stack, { S: stackDetail, W: stackDetail }))
    pieces.push(piece(boxPolys(-0.38, d / 2 - 0.1, -0.18, d / 2 + 0.1, rt + 0.8, rt + 1.15)))
  }
  return item(pieces)
}

/** A tree: a round or tall crown on a trunk, drawn as a sphere-like blob (a scalloped disc in plan). */
export function tree(h: number, r: number, rng: Rng, style: 'round' | 'tall' = 'round'): Item {
  const n = 11
  const radii = Array.from({ length: n }, () => rng.range(0.86, 1.06))
  const inner = rng.range(0, Math.PI * 2)
  const ry = style === 'tall' ? 1.45 : 1
  const branches = [-0.9, -0.35, 0.2, 0.8].map((a): [number, number, number] => [
    a + rng.range(-0.2, 0.2),
    rng.range(0.55, 0.85),
    rng.range(-0.6, 0.6),
  ])
  const cz = h - r * ry
  const custom = (cam: Cam): string => {
    if (cam.kind === 'plan') {
      const c = cam.p([0, 0, 0])
      const s = cam.px([0, 0, h]) * r
      const scallop: Pt[] = []
      for (let i = 0; i < n * 2; i++) {
        const a = (i / (n * 2)) * Math.PI * 2
        const rr = s * (i % 2 ? 0.9 : 1) * (at(radii, i >> 1) * 0.5 + 0.5)
        scallop.push([c[0] + rr * Math.cos(a), c[1] + rr * Math.sin(a)])
      }
      const arms = [0, 1, 2, 3, 4].map((i): Seg => {
        const a = inner + (i / 5) * Math.PI * 2
        return [c, [c[0] + s * 0.55 * Math.cos(a), c[1] + s * 0.55 * Math.sin(a)]]
      })
      return poly(smooth(scallop, 3, true), 'c ft') + segs(arms, 'q') + circle(c, Math.max(1, s * 0.05), 'c')
    }
    const base = cam.p([0, 0, 0])
    const c = cam.p([0, 0, cz])
    const s = cam.px([0, 0, cz]) * r
    const blob = radii.map((k, i): Pt => {
      const a = (i / n) * Math.PI * 2
      return [c[0] + s * k * Math.cos(a), c[1] + s * k * ry * Math.sin(a)]
    })
    // a branching skeleton seen through a translucent crown
    const fork: Pt = [c[0], c[1] + s * 0.45 * ry]
    const limbs: Seg[] = [[base, fork]]
    branches.forEach(([a, l, k]) => {
      const end: Pt = [fork[0] + Math.sin(a) * s * l, fork[1] - Math.cos(a) * s * l * ry]
      limbs.push([fork, end])
      const mid = lerp2(fork, end, 0.55)
      limbs.push([mid, [mid[0] + Math.sin(a + k) * s * l * 0.45, mid[1] - Math.cos(a + k) * s * l * 0.45 * ry]])
    })
    const shade = smooth(
      [0.15, 0.5, 0.85, 1.2].map((t): Pt => {
        const a = inner * 0.2 + t
        return [c[0] + s * 0.8 * Math.cos(a), c[1] + s * 0.8 * ry * Math.sin(a)]
      }),
      4,
    )
    return (
      poly(smooth(blob, 4, true), 'c ft') +
      path(pd([base, fork]), 'c') +
      segs(limbs.slice(1), 'q') +
      poly(shade, 'q', false)
    )
  }
  const crown = circlePts([0, 0], r, 10).map((p): V3 => [p[0], p[1], cz])
  return { box: [-0.3, -0.3, 0.3, 0.3], top: h, pieces: [], custom, shadow: [[...crown, [0, 0, 0]]] }
}

interface TerraceOpts {
  widths: number[]
  d: number
  e: number
  pitch: number
  first?: number
  plinth?: number
}

/** A terrace of light-industrial units: portal-framed, profiled cladding over a brick plinth, roller shutters. */
export function unitTerrace(o: TerraceOpts, rng: Rng): Item {
  const W = o.widths.reduce((a, b) => a + b, 0)
  const { d, e } = o
  const t = Math.tan(rad(o.pitch))
  const plinth = o.plinth ?? 2.1
  const starts = o.widths.map((_, i) => o.widths.slice(0, i).reduce((a, b) => a + b, 0))
  const style = o.widths.map(() => rng.chance(0.5))
  const front: Detail = (f) => {
    material(f, 'brick', -1, plinth)
    material(f, 'panel', plinth, 1e3)
    f.pen.line('b', [0, plinth], [f.w, plinth])
    o.widths.forEach((wi, i) => {
      const u0 = starts[i] as number
      if (i > 0) {
        f.pen.line('b', [u0, 0], [u0, e])
        f.pen.line('c', [u0 + 0.22, 0.15], [u0 + 0.22, e - 0.1])
        f.pen.line('c', [u0 + 0.34, 0.15], [u0 + 0.34, e - 0.1])
      }
      const dw = Math.min(4.2, wi - 3.4)
      const dh = Math.min(5, e - 1.7)
      const du = style[i] ? u0 + 0.9 : u0 + wi - 0.9 - dw
      rollerAt(f, du, 0, dw, dh)
      f.pen.rect('c', du, e - 1.15, dw, 0.6)
      const pu = style[i] ? du + dw + 0.7 : u0 + 0.8
      doorAt(f, pu, 0, 1.0, 2.2, 'glazed')
      const ru0 = style[i] ? pu - 0.1 : u0 + 0.7
      const ru1 = style[i] ? u0 + wi - 0.7 : du - 0.7
      if (ru1 - ru0 > 1.2) screenAt(f, ru0, 3.0, ru1 - ru0, 1.25, 1.0, [])
      const gu0 = pu + (style[i] ? 1.4 : 1.4)
      const gu1 = style[i] ? u0 + wi - 0.7 : du - 0.7
      if (gu1 - gu0 > 0.9)
        windowAt(f, gu0, 0.95, gu1 - gu0, 1.25, { lights: Math.max(2, Math.round((gu1 - gu0) / 1.1)), sill: false })
    })
  }
  const gable: Detail = (f) => {
    material(f, 'brick', -1, plinth)
    material(f, 'clad', plinth, 1e3)
    f.pen.line('b', [0, plinth], [f.w, plinth])
    doorAt(f, f.w * 0.7, 0, 1.1, 2.2, 'boarded')
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
    W,
  )
  const back: Detail = (f) => {
    material(f, 'brick', -1, plinth)
    material(f, 'panel', plinth, 1e3)
    f.pen.line('b', [0, plinth], [f.w, plinth])
    o.widths.forEach((wi, i) => {
      const u0 = f.w - (starts[i] as number) - wi
      if (i > 0) f.pen.line('b', [u0 + wi, 0], [u0 + wi, e])
      doorAt(f, u0 + wi * 0.3, 0, 1.0, 2.2, 'boarded')
      screenAt(f, u0 + wi * 0.5, e - 2.0, wi * 0.35, 0.9, 1.0, [])
    })
  }
  decorate(walls, { S: front, W: gable, E: gable, N: back })
  const roofDetail: Detail = (f) => {
    material(f, 'sheet')
    o.widths.forEach((wi, i) => {
      const u0 = (starts[i] as number) + 0.2
      for (const k of [0.28, 0.62]) rooflightAt(f, u0 + wi * k, f.h * 0.3, 1.1, f.h * 0.45)
      if (i > 0) f.pen.line('c', [u0 - 0.2 + 0.2, 0], [u0, f.h])
    })
  }
  const roof = gableRoof(W, d, e, o.pitch, { ov: 0.25, vg: 0.2, fascia: 0.55 })
  decorate(roof, { rS: roofDetail, rN: (f) => material(f, 'sheet') })
  const first = o.first ?? 1
  return item([walls, roof], {
    labels: o.widths.map((wi, i) => ({
      at: [(starts[i] as number) + wi / 2, 0, e - 0.85] as V3,
      text: `UNIT ${first + i}`,
    })),
  })
}

interface ShedOpts {
  w: number
  d: number
  e: number
  pitch: number
  docks: number
  office?: boolean
}

/** A gable-fronted warehouse unit (ridge front to back) with a two-storey office wing. */
export function warehouse(o: ShedOpts, rng: Rng): Item {
  const { w, d, e } = o
  const t = Math.tan(rad(o.pitch))
  const front: Detail = (f) => {
    material(f, 'brick', -1, 1.5)
    material(f, 'clad', 1.5, 1e3)
    f.pen.line('b', [0, 1.5], [f.w, 1.5])
    f.pen.line('c', [0, e], [f.w, e])
    const n = o.docks
    const span = w - 3
    for (let i = 0; i < n; i++) {
      const u = 1.5 + (span * (i + 0.5)) / n - 1.6
      if (i === n - 1) rollerAt(f, u - 0.3, 0, 3.8, 5)
      else {
        rollerAt(f, u, 1.2, 3.2, 3.4)
        f.pen.rect('c', u - 0.3, 0, 3.8, 1.2)
      }
    }
    f.pen.rect('c', f.w / 2 - 2, f.h - 1.6, 4, 0.5)
  }
  const side: Detail = (f) => {
    material(f, 'brick', -1, 1.5)
    material(f, 'panel', 1.5, 1e3)
    f.pen.line('b', [0, 1.5], [f.w, 1.5])
    doorAt(f, f.w * (0.35 + rng.range(0, 0.3)), 0, 1.1, 2.2, 'boarded')
  }
  const walls = extrude(
    [
      [0, 0],
      [w, 0],
      [w, e],
      [w / 2, e + (w / 2) * t],
      [0, e],
    ],
    'y',
    0,
    d,
  )
  decorate(walls, { S: front, W: side, E: side })
  const roof = gableRoof(d, w, e, o.pitch, { axis: 'y', ov: 0.25, vg: 0.3, fascia: 0.5 })
  const rl: Detail = (f) => {
    material(f, 'sheet')
    for (let k = 0; k < 4; k++) rooflightAt(f, f.w * (0.12 + k * 0.22), f.h * 0.25, 1.2, f.h * 0.5)
  }
  decorate(roof, { rE: rl, rW: rl })
  const pieces: Piece[] = [walls, roof]
  if (o.office) {
    const ow = 6.5
    const od = 9
    const oh = 7.2
    const office = piece(boxPolys(-ow, 0, 0.02, od, 0, oh))
    const glass: Detail = (f) => {
      f.pen.line('b', [0, oh - 0.6], [f.w, oh - 0.6])
      screenAt(f, 0.6, 0.15, f.w - 1.2, oh - 1.1, 1.2, [3.4, 3.6])
    }
    decorate(office, {
      S: glass,
      W: (f) => {
        material(f, 'panel')
        screenAt(f, 1.2, 3.9, f.w - 2.4, 2.0, 1.2, [])
      },
    })
    const parapet = piece(boxPolys(-ow - 0.05, -0.05, 0.05, od + 0.05, oh, oh + 0.35))
    pieces.push(office, parapet)
  }
  return item(pieces)
}

/** A block of flats or maisonettes: brick, a hipped roof, stacked windows, a central entrance. */
export function flats(o: { w: number; d: number; storeys: number; pitch: number; bays: number }, rng: Rng): Item {
  const { w, d } = o
  const e = o.storeys * 2.85 + 0.3
  const mid = Math.floor(o.bays / 2)
  const front: Detail = (f) => {
    material(f, 'brick', -1, 1e3)
    f.pen.line('c', [0, 0.15], [f.w, 0.15])
    for (let s = 1; s < o.storeys; s++) f.pen.line('c', [0, s * 2.85], [f.w, s * 2.85])
    for (let i = 0; i < o.bays; i++) {
      const uc = (f.w * (i + 0.5)) / o.bays
      for (let s = 0; s < o.storeys; s++) {
        if (i === mid) {
          if (s === 0) screenAt(f, uc - 1.0, 0.15, 2.0, 2.5, 1.0, [2.1])
          else windowAt(f, uc - 0.45, s * 2.85 + 0.6, 0.9, 1.6, { lights: 1, transom: false, head: true })
          continue
        }
        const tall = rng.chance(0.35) && s > 0
        if (tall) {
          windowAt(f, uc - 0.7, s * 2.85 + 0.15, 1.4, 2.1, { lights: 2, transom: false, head: true, sill: false })
          for (let b = 0; b <= 8; b++)
            f.pen.line('c', [uc - 0.75 + (1.5 * b) / 8, s * 2.85 + 0.15], [uc - 0.75 + (1.5 * b) / 8, s * 2.85 + 1.1])
          f.pen.line('b', [uc - 0.8, s * 2.85 + 1.1], [uc + 0.8, s * 2.85 + 1.1])
        } else windowAt(f, uc - 0.65, s * 2.85 + 0.9, 1.3, 1.3, { head: true })
      }
    }
  }
  const side: Detail = (f) => {
    material(f, 'brick', -1, 1e3)
    for (let s = 0; s < o.storeys; s++) windowAt(f, f.w / 2 - 0.4, s * 2.85 + 1.0, 0.8, 1.2, { lights: 1, head: true })
  }
  const walls = decorate(piece(boxPolys(0, 0, w, d, 0, e)), { S: front, W: side, E: side, N: side })
  const roof = decorate(hipRoof(w, d, e, o.pitch), { rS: tiles, rN: tiles, rE: tiles, rW: tiles })
  const canopy = piece(boxPolys(w / 2 - 1.5, -1.0, w / 2 + 1.5, 0, 2.75, 2.95))
  return item([walls, canopy, roof])
}

/** An aisled timber-framed barn: black weatherboarding on a brick plinth, half-hipped roof, midstrey porch. */
export function barn(o: {
  w: number
  d: number
  e: number
  pitch: number
  mid: number
  midW: number
  midD: number
}): Item {
  const { w, d, e } = o
  const t = Math.tan(rad(o.pitch))
  const wall: Detail = (f) => {
    material(f, 'brick', -1, 0.6)
    material(f, 'board', 0.6, 1e3)
    f.pen.line('b', [0, 0.6], [f.w, 0.6])
  }
  const front: Detail = (f) => {
    wall(f)
    const slots = [0.12, 0.28, 0.72, 0.88]
    for (const k of slots) windowAt(f, f.w * k - 0.4, 1.0, 0.8, 1.2, { lights: 1, transom: false, sill: false })
  }
  const walls = decorate(piece(boxPolys(0, 0, w, d, 0, e)), { S: front, N: wall, E: wall, W: wall })
  const roofDetail: Detail = (f) => {
    material(f, 'tile')
    if (f.w > 12) for (const k of [0.2, 0.8]) rooflightAt(f, f.w * k - 0.4, f.h * 0.45, 0.8, 1.0)
  }
  const roof = decorate(hipRoof(w, d, e, o.pitch, { ov: 0.45, gablet: 0.3, hipPitch: o.pitch + 8 }), {
    rS: roofDetail,
    rN: roofDetail,
    rE: tiles,
    rW: tiles,
  })
  // the midstrey: a gabled cart entrance, glazed in the conversion
  const mw = o.midW
  const mx = o.mid - mw / 2
  const me = e + 0.4
  const mt = Math.tan(rad(o.pitch - 4))
  const mr = me + (mw / 2) * mt
  const midWalls = extrude(
    [
      [mx, 0],
      [mx + mw, 0],
      [mx + mw, me],
      [mx + mw / 2, mr],
      [mx, me],
    ],
    'y',
    -o.midD,
    0.01,
  )
  const midFront: Detail = (f) => {
    material(f, 'board', 0.6, 1e3)
    material(f, 'brick', -1, 0.6)
    screenAt(f, 0.7, 0, f.w - 1.4, me - 0.6, 1.15, [2.4])
    f.pen.line('b', [0.5, me - 0.45], [f.w - 0.5, me - 0.45])
  }
  decorate(midWalls, { S: midFront, W: wall, E: wall })
  // main roof height at y (above the south eaves) — the midstrey roof runs back until it meets it
  const et = e + 0.15 - 0.45 * t
  const yMeet = (mr + 0.15 - et) / t - 0.45
  const midRoof = gableRoof(o.midD + yMeet + 0.01, mw, me, o.pitch - 4, { axis: 'y', ov: 0.3, vg: 0.3 })
  for (const f of midRoof.faces) f.pts = f.pts.map((p): V3 => [p[0] + mx, p[1] - o.midD, p[2]])
  decorate(midRoof, { rE: tiles, rW: tiles })
  return item([walls, midWalls, roof, midRoof])
}

/** A single-storey brick and flint stable range with brick piers, stable doors and a clay tile roof. */
export function stableRange(
  o: { w: number; d: number; e: number; pitch: number; bays: number; hip?: boolean },
  rng: Rng,
): Item {
  const { w, d, e } = o
  const front: Detail = (f) => {
    const bw = f.w / o.bays
    material(f, 'flint', 0.45, e - 0.3)
    material(f, 'brick', -1, 0.45)
    material(f, 'brick', e - 0.3, 1e3)
    f.pen.line('b', [0, 0.45], [f.w, 0.45])
    f.pen.line('b', [0, e - 0.3], [f.w, e - 0.3])
    for (let i = 0; i <= o.bays; i++) {
      const u = Math.min(f.w - 0.45, Math.max(0, i * bw - 0.22))
      f.pen.shape('c w1', rectPts(u, 0.45, 0.45, e - 0.75))
      f.pen.segs('q', hatch(rectPts(u, 0.45, 0.45, e - 0.75), 0.3, 0, 0.999))
    }
    for (let i = 0; i < o.bays; i++) {
      const uc = (i + 0.5) * bw
      if (i % 2 === 0) doorAt(f, uc - 0.6, 0, 1.2, 2.0, rng.chance(0.5) ? 'stable' : 'glazed')
      else windowAt(f, uc - 0.7, 0.9, 1.4, 1.1, { lights: 3, transom: false })
    }
  }
  const end: Detail = (f) => {
    material(f, 'flint', 0.45, 1e3)
    material(f, 'brick', -1, 0.45)
    f.pen.line('b', [0, 0.45], [f.w, 0.45])
    windowAt(f, f.w / 2 - 0.4, 1.0, 0.8, 0.9, { lights: 1, transom: false })
  }
  const t = Math.tan(rad(o.pitch))
  const walls = o.hip
    ? piece(boxPolys(0, 0, w, d, 0, e))
    : extrude(
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
  decorate(walls, { S: front, W: end, E: end, N: end })
  const roof = decorate(
    o.hip ? hipRoof(w, d, e, o.pitch, { ov: 0.35 }) : gableRoof(w, d, e, o.pitch, { ov: 0.35, vg: 0.15 }),
    {
      rS: tiles,
      rN: tiles,
      rE: tiles,
      rW: tiles,
    },
  )
  return item([walls, roof])
}

/** An open-fronted cart lodge on oak posts with arched braces, glazed behind the posts. */
export function cartLodge(o: { w: number; d: number; e: number; pitch: number; bays: number }): Item {
  const { w, d, e } = o
  const front: Detail = (f) => {
    const bw = f.w / o.bays
    f.pen.shape('c gl', rectPts(0, 0, f.w, e - 0.35))
    for (let i = 0; i < o.bays; i++) {
      const u = i * bw
      for (let k = 1; k < 3; k++) f.pen.line('q', [u + (bw * k) / 3, 0], [u + (bw * k) / 3, e - 0.4])
      f.pen.line('q', [u, 2.3], [u + bw, 2.3])
      glints(f, u + 0.3, 0.3, bw / 3, 1.6)
    }
    f.pen.shape('b w1', rectPts(0, e - 0.4, f.w, 0.4))
    for (let i = 0; i <= o.bays; i++) {
      const u = Math.min(f.w - 0.25, Math.max(0, i * bw - 0.12))
      f.pen.shape('b w1', rectPts(u, 0, 0.25, e - 0.4))
      f.pen.shape('c w1', rectPts(u - 0.12, 0, 0.49, 0.35))
      const br = 0.9
      if (i > 0) f.pen.line('c', ...arcUV([u - br, e - 0.4 - br], br, 0, 90))
      if (i < o.bays) f.pen.line('c', ...arcUV([u + 0.25 + br, e - 0.4 - br], br, 90, 180))
    }
  }
  const side: Detail = (f) => {
    material(f, 'brick', -1, 0.5)
    material(f, 'board', 0.5, 1e3)
  }
  const walls = decorate(piece(boxPolys(0, 0, w, d, 0, e)), { S: front, W: side, E: side, N: side })
  const roof = decorate(hipRoof(w, d, e, o.pitch, { ov: 0.4 }), { rS: tiles, rN: tiles, rE: tiles, rW: tiles })
  return item([walls, roof])
}
export const arcUV = (c: Pt, r: number, a0: number, a1: number): Pt[] =>
  Array.from({ length: 9 }, (_, i): Pt => {
    const a = rad(a0 + ((a1 - a0) * i) / 8)
    return [c[0] + r * Math.cos(a), c[1] + r * Math.sin(a)]
  })

/** Outline of a steel portal frame (columns, haunches, rafters) in (y, z), span wide. */
export function portalSection(span: number, e: number, pitch: number): Pt[] {
  const t = Math.tan(rad(pitch))
  const r = e + (span / 2) * t
  const cd = 0.45
  const rd = 0.5 / Math.cos(rad(pitch))
  const hl = span * 0.1
  const zTop = (y: number) => e + Math.min(y, span - y) * t
  return [
    [0, 0],
    [0, e],
    [span / 2, r],
    [span, e],
    [span, 0],
    [span - cd, 0],
    [span - cd, e - 1.1],
    [span - cd - hl, zTop(span - cd - hl) - rd],
    [span / 2, r - rd],
    [cd + hl, zTop(cd + hl) - rd],
    [cd, e - 1.1],
    [cd, 0],
  ]
}

/** A steel portal frame building at the frame stage: frames, purlins, side rails and bracing. */
export function portalFrame(o: {
  bays: number[]
  span: number
  e: number
  pitch: number
  purlins?: number
  rails?: boolean
  clad?: boolean
}): Item {
  const { span, e } = o
  const t = Math.tan(rad(o.pitch))
  const r = e + (span / 2) * t
  const xs = [0]
  for (const bay of o.bays) xs.push((xs.at(-1) ?? 0) + bay)
  const L = xs.at(-1) ?? 0
  const cd = 0.45
  const rd = 0.5 / Math.cos(rad(o.pitch))
  const zTop = (y: number) => e + Math.min(y, span - y) * t
  const section = portalSection(span, e, o.pitch)
  const custom = (cam: Cam): string => {
    const P = (x: number, y: number, z: number) => cam.p([x, y, z])
    const out: string[] = []
    const rails = [1.9, 3.8, 5.7].filter((z) => z < e - 0.4)
    const lines = (cls: string, ls: [V3, V3][]) =>
      segs(
        ls.map(([a, b]): Seg => [cam.p(a), cam.p(b)]),
        cls,
      )
    // rails and bracing on the far wall, then frames far to near, then the near wall and the roof
    if (o.rails !== false)
      out.push(
        lines(
          'c',
          rails.map((z): [V3, V3] => [
            [0, span, z],
            [L, span, z],
          ]),
        ),
      )
    const frames = [...xs].sort((a, b) => cam.depth([b, span / 2, e]) - cam.depth([a, span / 2, e]))
    for (const x of frames) {
      out.push(
        poly(
          section.map((p) => P(x, p[0], p[1])),
          'a f',
        ),
      )
      out.push(
        path(
          pd([P(x, cd * 0.5, 0.05), P(x, cd * 0.5, e - 0.6)]) +
            pd([P(x, span - cd * 0.5, 0.05), P(x, span - cd * 0.5, e - 0.6)]),
          'q',
        ),
      )
      // base plates
      for (const y of [cd / 2, span - cd / 2])
        out.push(
          poly(
            [P(x - 0.35, y - 0.35, 0), P(x + 0.35, y - 0.35, 0), P(x + 0.35, y + 0.35, 0), P(x - 0.35, y + 0.35, 0)],
            'b',
          ),
        )
      // gable posts on the end frames
      if (x === 0 || x === L)
        for (const k of [0.25, 0.5, 0.75])
          out.push(
            lines('b', [
              [
                [x, span * k, 0],
                [x, span * k, zTop(span * k) - rd],
              ],
            ]),
          )
    }
    if (o.rails !== false) {
      out.push(
        lines(
          'b',
          rails.map((z): [V3, V3] => [
            [0, 0, z],
            [L, 0, z],
          ]),
        ),
      )
      out.push(
        lines('b', [
          [
            [0, 0, e - 0.05],
            [L, 0, e - 0.05],
          ],
        ]),
      )
      // end rails
      out.push(
        lines(
          'c',
          rails.flatMap((z): [V3, V3][] => [
            [
              [0, 0, z],
              [0, span, z],
            ],
            [
              [L, 0, z],
              [L, span, z],
            ],
          ]),
        ),
      )
    }
    const np = o.purlins ?? 6
    const pls: [V3, V3][] = []
    for (let k = 0; k <= np; k++) {
      const y = 0.2 + ((span / 2 - 0.4) * k) / np
      pls.push(
        [
          [0, y, zTop(y) + 0.05],
          [L, y, zTop(y) + 0.05],
        ],
        [
          [0, span - y, zTop(y) + 0.05],
          [L, span - y, zTop(y) + 0.05],
        ],
      )
    }
    out.push(lines('b', pls))
    // cross bracing in the end bays, roof and walls
    const b0 = xs[1] ?? 0
    const b1 = xs.at(-2) ?? 0
    const br: [V3, V3][] = []
    for (const [xa, xb] of [
      [0, b0],
      [b1, L],
    ] as const) {
      br.push(
        [
          [xa, 0, 0.3],
          [xb, 0, e - 0.3],
        ],
        [
          [xb, 0, 0.3],
          [xa, 0, e - 0.3],
        ],
      )
      br.push(
        [
          [xa, 0.3, zTop(0.3)],
          [xb, span / 2, r],
        ],
        [
          [xb, 0.3, zTop(0.3)],
          [xa, span / 2, r],
        ],
      )
      br.push(
        [
          [xa, span - 0.3, zTop(0.3)],
          [xb, span / 2, r],
        ],
        [
          [xb, span - 0.3, zTop(0.3)],
          [xa, span / 2, r],
        ],
      )
    }
    out.push(lines('g', br))
    return out.join('')
  }
  return { box: [0, 0, L, span], top: r, pieces: [], custom }
}

/** An excavated pad foundation with its concrete cast and holding-down bolts standing proud. */
export function padPit(s: number, depth: number, cast = true): Item {
  const h = s / 2
  const custom = (cam: Cam): string => {
    const P = (x: number, y: number, z: number) => cam.p([x, y, z])
    const out: string[] = []
    const walls: { pts: V3[]; n: V3 }[] = [
      {
        pts: [
          [-h, h, 0],
          [h, h, 0],
          [h, h, -depth],
          [-h, h, -depth],
        ],
        n: [0, -1, 0],
      },
      {
        pts: [
          [h, -h, 0],
          [h, h, 0],
          [h, h, -depth],
          [h, -h, -depth],
        ],
        n: [-1, 0, 0],
      },
      {
        pts: [
          [-h, -h, 0],
          [h, -h, 0],
          [h, -h, -depth],
          [-h, -h, -depth],
        ],
        n: [0, 1, 0],
      },
      {
        pts: [
          [-h, -h, 0],
          [-h, h, 0],
          [-h, h, -depth],
          [-h, -h, -depth],
        ],
        n: [1, 0, 0],
      },
    ]
    out.push(poly([P(-h, -h, 0), P(h, -h, 0), P(h, h, 0), P(-h, h, 0)], 'b gl'))
    for (const w of walls)
      if (cam.sees(w.n, centroid(w.pts)))
        out.push(
          poly(
            w.pts.map((p) => cam.p(p)),
            'c w2',
          ),
        )
    if (cast) {
      const zc = -depth + 0.6
      out.push(poly([P(-h, -h, zc), P(h, -h, zc), P(h, h, zc), P(-h, h, zc)], 'b r1'))
      const bolts: Seg[] = []
      for (const [bx, by] of [
        [-0.12, -0.12],
        [0.12, -0.12],
        [0.12, 0.12],
        [-0.12, 0.12],
      ] as const)
        bolts.push([P(bx, by, zc), P(bx, by, zc + 0.35)])
      out.push(segs(bolts, 'g'))
    }
    return out.join('')
  }
  return { box: [-h, -h, h, h], top: 0, pieces: [], custom }
}

/** Setting-out profile: two pegs and a board, with a string line running off it. */
export function profileBoard(len: number): Item {
  const custom = (cam: Cam): string => {
    const P = (x: number, y: number, z: number) => cam.p([x, y, z])
    return (
      segs(
        [
          [P(-len / 2, 0, 0), P(-len / 2, 0, 0.75)],
          [P(len / 2, 0, 0), P(len / 2, 0, 0.75)],
        ],
        'b',
      ) +
      poly(
        [P(-len / 2 - 0.1, 0, 0.5), P(len / 2 + 0.1, 0, 0.5), P(len / 2 + 0.1, 0, 0.7), P(-len / 2 - 0.1, 0, 0.7)],
        'b w1',
      )
    )
  }
  return { box: [-len / 2, -0.05, len / 2, 0.05], top: 0.75, pieces: [], custom }
}

/** A surveyor's instrument on a tripod. */
export function tripod(): Item {
  const custom = (cam: Cam): string => {
    const top = cam.p([0, 0, 1.45])
    const legs = [0, 2.1, 4.2].map((a): Seg => [top, cam.p([0.55 * Math.cos(a), 0.55 * Math.sin(a), 0])])
    const s = cam.px([0, 0, 1.5])
    const head: Pt[] = [
      [top[0] - 0.16 * s, top[1]],
      [top[0] + 0.16 * s, top[1]],
      [top[0] + 0.13 * s, top[1] - 0.32 * s],
      [top[0] - 0.13 * s, top[1] - 0.32 * s],
    ]
    return segs(legs, 'b') + poly(head, 'b w1') + circle([top[0], top[1] - 0.2 * s], 0.05 * s, 'g')
  }
  return { box: [-0.5, -0.5, 0.5, 0.5], top: 1.8, pieces: [], custom }
}

// ─── Ground: roads, parking, plots, hedges, contours ────────────────────────────────────────────────

export function road(center: readonly Pt[], w: number, o: { footway?: number; centre?: boolean } = {}): GroundEl[] {
  const c = center.length > 2 ? smooth(center, 10) : [...center]
  const els: GroundEl[] = [
    { pts: [...offset(c, w / 2), ...offset(c, -w / 2).reverse()], cls: 'rd', close: true, layer: 2 },
    { pts: offset(c, w / 2 + 0.12), cls: 'b', layer: 1 },
    { pts: offset(c, -w / 2 - 0.12), cls: 'b', layer: 1 },
  ]
  if (o.footway) {
    els.push(
      { pts: offset(c, w / 2 + o.footway), cls: 'c', layer: 1 },
      { pts: offset(c, -w / 2 - o.footway), cls: 'c', layer: 1 },
    )
  }
  if (o.centre) els.push({ pts: c, cls: 'j x', layer: 3 })
  return els
}
export function bulb(c: Pt, r: number): GroundEl[] {
  return [
    { pts: circlePts(c, r, 40), cls: 'rd', close: true, layer: 2 },
    { pts: circlePts(c, r + 0.12, 40), cls: 'b', close: true, layer: 1 },
  ]
}
/** A row of parking bays along a line from `o` in direction `dir`, bays on the left of it. */
export function parking(o: Pt, dir: Pt, n: number, bw = 2.4, bl = 4.8): GroundEl[] {
  const l = Math.hypot(dir[0], dir[1])
  const u: Pt = [dir[0] / l, dir[1] / l]
  const v: Pt = [-u[1], u[0]]
  const P = (a: number, b: number): Pt => [o[0] + u[0] * a + v[0] * b, o[1] + u[1] * a + v[1] * b]
  const els: GroundEl[] = [{ pts: [P(0, bl), P(n * bw, bl)], cls: 'c', layer: 3 }]
  for (let i = 0; i <= n; i++) els.push({ pts: [P(i * bw, 0.2), P(i * bw, bl)], cls: 'c', layer: 3 })
  return els
}
export const rectXY = (x0: number, y0: number, x1: number, y1: number): Pt[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
]
/** A hedge: a scalloped line. */
export function hedge(ps: readonly Pt[], rng: Rng, size = 0.9): GroundEl[] {
  const out: Pt[] = []
  for (let i = 0; i + 1 < ps.length; i++) {
    const a = ps[i] as Pt
    const b = ps[i + 1] as Pt
    const l = dist2(a, b)
    const n = Math.max(1, Math.round(l / size))
    const nx = -(b[1] - a[1]) / l
    const ny = (b[0] - a[0]) / l
    for (let k = 0; k < n; k++)
      for (let j = 0; j < 4; j++) {
        const t = (k + j / 4) / n
        const bump = Math.sin((j / 4) * Math.PI) * size * 0.45 * rng.range(0.7, 1.1)
        out.push([a[0] + (b[0] - a[0]) * t + nx * bump, a[1] + (b[1] - a[1]) * t + ny * bump])
      }
  }
  out.push(at(ps, -1))
  return [{ pts: out, cls: 'q', layer: 4 }]
}
/** Gently wandering contour lines across a rectangle, roughly parallel, with their levels. */
export function contours(x0: number, x1: number, yBase: number, gap: number, n: number, rng: Rng): Pt[][] {
  const waves = [0, 1, 2].map(() => ({ a: rng.range(1.5, 4), f: rng.range(0.02, 0.06), p: rng.range(0, 6) }))
  const xc = rng.range(x0 + (x1 - x0) * 0.3, x0 + (x1 - x0) * 0.7)
  return Array.from({ length: n }, (_, i) => {
    const ps: Pt[] = []
    for (let x = x0; x <= x1 + 0.01; x += (x1 - x0) / 50) {
      let y = yBase + i * gap * (1 + 0.08 * Math.sin(i))
      for (const w of waves) y += w.a * (1 + i * 0.08) * Math.sin(x * w.f + w.p + i * 0.15)
      y += gap * 2.2 * (i / n) * Math.exp(-(((x - xc) / 22) ** 2))
      ps.push([x, y])
    }
    return ps
  })
}
