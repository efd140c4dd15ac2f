// The 3D world: cameras, models made of faces, and a scene drawn back to front with its shadows.

import {
  add,
  at,
  centroid,
  clipHalf,
  cross,
  dot,
  hull,
  len,
  lerp2,
  mul,
  newell,
  type Pt,
  rad,
  sub,
  unit,
  type V3,
} from './geometry.ts'
import { type Attrs, el, pat, pd, Pen, poly } from './svg.ts'

// ─── Cameras ────────────────────────────────────────────────────────────────────────────────────────
// World coordinates are metres: x east, y north, z up.

export interface Cam {
  kind: 'plan' | 'elev' | 'axon' | 'persp'
  p(v: V3): Pt
  /** larger is further from the viewer */
  depth(v: V3): number
  /** whether a face with outward normal n at point v faces the viewer */
  sees(n: V3, v: V3): boolean
  /** pixels per metre at a point */
  px(v: V3): number
  /** horizontal viewing direction at a point */
  dir(v: V3): Pt
  /** perspective only: distance in front of the eye (ground is clipped where it is small) */
  front?: (v: V3) => number
}

export function planCam(o: Pt, s: number): Cam {
  return {
    kind: 'plan',
    p: (v) => [o[0] + v[0] * s, o[1] - v[1] * s],
    depth: (v) => -v[2],
    sees: (n) => n[2] > 1e-6,
    px: () => s,
    dir: () => [0, 0],
  }
}

/** Orthographic elevation; `az` is the compass-free angle of the viewing direction (90° looks north). */
export function elevCam(o: Pt, s: number, az = 90): Cam {
  const v: V3 = [Math.cos(rad(az)), Math.sin(rad(az)), 0]
  const r: V3 = [Math.sin(rad(az)), -Math.cos(rad(az)), 0]
  return {
    kind: 'elev',
    p: (q) => [o[0] + dot(q, r) * s, o[1] - q[2] * s],
    depth: (q) => dot(q, v),
    sees: (n) => dot(n, v) < -1e-6,
    px: () => s,
    dir: () => [v[0], v[1]],
  }
}

/** Axonometric: the plan turned by `a` degrees, squashed vertically by `sq`, heights scaled by `hs`. */
export function axonCam(o: Pt, s: number, a = 30, sq = 0.62, hs = 1): Cam {
  const c = Math.cos(rad(a))
  const si = Math.sin(rad(a))
  const d: V3 = [si, c, -sq / hs]
  return {
    kind: 'axon',
    p: (v) => [o[0] + (v[0] * c - v[1] * si) * s, o[1] - ((v[0] * si + v[1] * c) * sq + v[2] * hs) * s],
    depth: (v) => dot(v, d),
    sees: (n) => dot(n, d) < -1e-6,
    px: () => s,
    dir: () => [si, c],
  }
}

/** Two-point perspective: level camera at `eye` looking along compass angle `yaw`, focal length f px. */
export function perspCam(eye: V3, yaw: number, f: number, c: Pt): Cam {
  const F: V3 = [Math.cos(rad(yaw)), Math.sin(rad(yaw)), 0]
  const R: V3 = [Math.sin(rad(yaw)), -Math.cos(rad(yaw)), 0]
  return {
    kind: 'persp',
    p: (v) => {
      const r = sub(v, eye)
      const fw = Math.max(0.05, dot(r, F))
      return [c[0] + (f * dot(r, R)) / fw, c[1] - (f * r[2]) / fw]
    },
    depth: (v) => len(sub(v, eye)),
    sees: (n, v) => dot(n, sub(eye, v)) > 1e-6,
    px: (v) => f / Math.max(0.05, dot(sub(v, eye), F)),
    dir: (v) => {
      const r = sub(v, eye)
      const l = Math.hypot(r[0], r[1]) || 1
      return [r[0] / l, r[1] / l]
    },
    front: (v) => dot(sub(v, eye), F),
  }
}

// ─── Models ─────────────────────────────────────────────────────────────────────────────────────────

/** A face's own drawing space: u along the face (to the right seen from outside), v up it, in metres. */
export interface FaceMap {
  uv: Pt[]
  w: number
  h: number
  pen: Pen
  cam: Cam
  at(u: number, v: number): V3
}
export type Detail = (f: FaceMap) => void

interface Face {
  pts: V3[]
  n: V3
  fill?: string
  stroke?: string
  detail?: Detail
  /** drawn before the rest of its item (a soffit, seen only from below the eaves) */
  early?: boolean
  hidden?: boolean
}
export interface Piece {
  faces: Face[]
}
export interface Item {
  box: [number, number, number, number]
  top: number
  pieces: Piece[]
  /** drawn after the pieces */
  custom?: (cam: Cam) => string
  /** point sets whose shadows are cast on the ground */
  shadow?: V3[][]
  labels?: { at: V3; text: string }[]
}

export function piece(polys: V3[][]): Piece {
  const c = centroid(polys.flat())
  return {
    faces: polys.map((pts) => {
      let n = newell(pts)
      if (dot(n, sub(centroid(pts), c)) < 0) n = mul(n, -1)
      return { pts, n }
    }),
  }
}

/** Vertical prism over a plan polygon. */
function prismZ(base: readonly Pt[], z0: number, z1: number): V3[][] {
  const polys: V3[][] = [base.map((p): V3 => [p[0], p[1], z1]), base.map((p): V3 => [p[0], p[1], z0])]
  base.forEach((p, i) => {
    const q = at(base, i + 1)
    polys.push([
      [p[0], p[1], z0],
      [q[0], q[1], z0],
      [q[0], q[1], z1],
      [p[0], p[1], z1],
    ])
  })
  return polys
}
/** Horizontal prism: a cross-section in (y, z) run along x, or in (x, z) run along y. May be concave. */
export function extrude(sec: readonly Pt[], axis: 'x' | 'y', s0: number, s1: number): Piece {
  const P = (p: Pt, s: number): V3 => (axis === 'x' ? [s, p[0], p[1]] : [p[0], s, p[1]])
  const N = (a: number, z: number): V3 => (axis === 'x' ? [0, a, z] : [a, 0, z])
  const area = sec.reduce((s, p, i) => s + p[0] * at(sec, i + 1)[1] - at(sec, i + 1)[0] * p[1], 0)
  const sign = area > 0 ? 1 : -1
  const ax: V3 = axis === 'x' ? [1, 0, 0] : [0, 1, 0]
  const faces: Face[] = [
    { pts: sec.map((p) => P(p, s0)), n: mul(ax, -1) },
    { pts: sec.map((p) => P(p, s1)), n: ax },
  ]
  sec.forEach((p, i) => {
    const q = at(sec, i + 1)
    const da = q[0] - p[0]
    const dz = q[1] - p[1]
    const l = Math.hypot(da, dz) || 1
    faces.push({ pts: [P(p, s0), P(q, s0), P(q, s1), P(p, s1)], n: N((sign * dz) / l, (-sign * da) / l) })
  })
  return { faces }
}
export const boxPolys = (x0: number, y0: number, x1: number, y1: number, z0: number, z1: number): V3[][] =>
  prismZ(
    [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
    ],
    z0,
    z1,
  )

type Dir = 'S' | 'N' | 'E' | 'W' | 'U' | 'D' | 'rS' | 'rN' | 'rE' | 'rW'
function dirOf(n: V3): Dir {
  if (n[2] > 0.9995) return 'U'
  if (n[2] < -0.9995) return 'D'
  const h = Math.abs(n[0]) > Math.abs(n[1]) ? (n[0] > 0 ? 'E' : 'W') : n[1] > 0 ? 'N' : 'S'
  return (Math.abs(n[2]) > 0.05 && n[2] > 0 ? `r${h}` : h) as Dir
}
export function decorate(p: Piece, details: Partial<Record<Dir, Detail>>, extra: Partial<Face> = {}): Piece {
  for (const f of p.faces) {
    const d = details[dirOf(f.n)]
    if (d) f.detail = d
    Object.assign(f, extra)
  }
  return p
}

function boxOf(pieces: readonly Piece[]): [number, number, number, number] {
  const ps = pieces.flatMap((p) => p.faces.flatMap((f) => f.pts))
  return [
    Math.min(...ps.map((p) => p[0])),
    Math.min(...ps.map((p) => p[1])),
    Math.max(...ps.map((p) => p[0])),
    Math.max(...ps.map((p) => p[1])),
  ]
}
export function item(pieces: Piece[], extra: Partial<Item> = {}): Item {
  const ps = pieces.flatMap((p) => p.faces.flatMap((f) => f.pts))
  return {
    box: boxOf(pieces),
    top: Math.max(...ps.map((p) => p[2])),
    pieces,
    shadow: pieces.map((p) => p.faces.flatMap((f) => f.pts)),
    ...extra,
  }
}

/** Moves an item built at the origin to (x, y), turned by `deg` anticlockwise. */
export function place(it: Item, x: number, y: number, deg = 0): Item {
  const c = Math.cos(rad(deg))
  const s = Math.sin(rad(deg))
  const T = (p: V3): V3 => [x + p[0] * c - p[1] * s, y + p[0] * s + p[1] * c, p[2]]
  const N = (n: V3): V3 => [n[0] * c - n[1] * s, n[0] * s + n[1] * c, n[2]]
  const pieces = it.pieces.map((p) => ({ faces: p.faces.map((f) => ({ ...f, pts: f.pts.map(T), n: N(f.n) })) }))
  const custom = it.custom
  return {
    ...it,
    pieces,
    box: boxOf(
      pieces.length
        ? pieces
        : [{ faces: [{ pts: [T([it.box[0], it.box[1], 0]), T([it.box[2], it.box[3], 0])], n: [0, 0, 1] }] }],
    ),
    shadow: it.shadow?.map((ps) => ps.map(T)),
    labels: it.labels?.map((l) => ({ ...l, at: T(l.at) })),
    custom: custom && ((cam: Cam) => custom(transformedCam(cam, T))),
  }
}
/** A camera that first moves points by T (for custom drawing of placed items). */
function transformedCam(cam: Cam, T: (p: V3) => V3): Cam {
  const o = T([0, 0, 0])
  const L = (n: V3): V3 => sub(T(n), o)
  return {
    kind: cam.kind,
    p: (v) => cam.p(T(v)),
    depth: (v) => cam.depth(T(v)),
    sees: (n, v) => cam.sees(L(n), T(v)),
    px: (v) => cam.px(T(v)),
    dir: (v) => cam.dir(T(v)),
  }
}

// ─── Rendering a scene ──────────────────────────────────────────────────────────────────────────────

/** Direction sunlight travels (cast shadows and the tones of faces); set per drawing. */
let SUN: V3 = [0.9, 0.5, -1.05]
let LIGHT = unit(mul(SUN, -1))
export function setSun(v: V3): void {
  SUN = v
  LIGHT = unit(mul(v, -1))
}

function faceMap(f: Face, cam: Cam, pen: Pen | null): FaceMap {
  const n = f.n
  const p0 = f.pts[0] as V3
  let U: V3 = Math.abs(n[2]) > 0.9995 ? [1, 0, 0] : unit(cross([0, 0, 1], n))
  let V: V3 = cross(n, U)
  if (Math.abs(n[2]) > 0.9995) V = n[2] > 0 ? [0, 1, 0] : [0, -1, 0]
  if (Math.abs(n[2]) > 0.9995 && n[2] < 0) U = [1, 0, 0]
  const raw = f.pts.map((p): Pt => [dot(sub(p, p0), U), dot(sub(p, p0), V)])
  const u0 = Math.min(...raw.map((p) => p[0]))
  const v0 = Math.min(...raw.map((p) => p[1]))
  const O = add(p0, add(mul(U, u0), mul(V, v0)))
  const at3 = (u: number, v: number): V3 => add(O, add(mul(U, u), mul(V, v)))
  const uv = raw.map((p): Pt => [p[0] - u0, p[1] - v0])
  return {
    uv,
    w: Math.max(...uv.map((p) => p[0])),
    h: Math.max(...uv.map((p) => p[1])),
    pen: pen ?? new Pen((p) => cam.p(at3(p[0], p[1]))),
    cam,
    at: at3,
  }
}

function toneOf(n: V3): string {
  const l = dot(n, LIGHT)
  if (n[2] > 0.2) return l > 0.6 ? 'r1' : 'r2'
  return l > 0.35 ? 'w1' : 'w2'
}

function drawFace(f: Face, cam: Cam): string {
  if (f.hidden) return ''
  const c = centroid(f.pts)
  if (!cam.sees(f.n, c)) return ''
  const out = poly(
    f.pts.map((p) => cam.p(p)),
    `${f.stroke ?? 'a'} ${f.fill ?? toneOf(f.n)}`,
  )
  if (!f.detail) return out
  const fm = faceMap(f, cam, null)
  f.detail(fm)
  return out + fm.pen.toString()
}

function drawItem(it: Item, cam: Cam): string {
  const out: string[] = []
  for (const p of it.pieces) for (const f of p.faces) if (f.early) out.push(drawFace(f, cam))
  for (const p of it.pieces) for (const f of p.faces) if (!f.early) out.push(drawFace(f, cam))
  if (it.custom) out.push(it.custom(cam))
  return out.join('')
}

/** Painter's order: items further away first (footprints compared along the axis that separates them). */
function order(items: readonly Item[], cam: Cam): Item[] {
  if (cam.kind === 'plan') return [...items].sort((a, b) => a.top - b.top)
  const mid = (it: Item): V3 => [(it.box[0] + it.box[2]) / 2, (it.box[1] + it.box[3]) / 2, 0]
  const behind = (a: Item, b: Item): boolean => {
    const m = mid(a)
    const [dx, dy] = cam.dir([(m[0] + mid(b)[0]) / 2, (m[1] + mid(b)[1]) / 2, 0])
    const e = 1e-6
    const sx = a.box[0] >= b.box[2] - e ? 1 : a.box[2] <= b.box[0] + e ? -1 : 0
    const sy = a.box[1] >= b.box[3] - e ? 1 : a.box[3] <= b.box[1] + e ? -1 : 0
    const ex = sx * dx
    const ey = sy * dy
    if (sx && !sy) return ex > 0
    if (sy && !sx) return ey > 0
    if (sx && sy && Math.sign(ex) === Math.sign(ey)) return ex > 0
    return cam.depth(mid(a)) > cam.depth(mid(b))
  }
  const left = [...items]
  const out: Item[] = []
  while (left.length) {
    let idx = left.findIndex((a) => !left.some((b) => b !== a && behind(b, a)))
    if (idx < 0) {
      // a cycle: fall back to the furthest centre
      idx = 0
      left.forEach((a, i) => {
        if (cam.depth(mid(a)) > cam.depth(mid(left[idx] as Item))) idx = i
      })
    }
    out.push(...left.splice(idx, 1))
  }
  return out
}

/** A line or area on the ground (or at a fixed height). */
export interface GroundEl {
  pts: Pt[]
  cls: string
  close?: boolean
  z?: number
  layer?: number
  extra?: Attrs
}

export interface Scene {
  ground: GroundEl[]
  items: Item[]
}

function drawGround(els: readonly GroundEl[], cam: Cam, minLayer = -Infinity, maxLayer = Infinity): string {
  const sorted = els
    .filter((e) => (e.layer ?? 0) >= minLayer && (e.layer ?? 0) <= maxLayer)
    .sort((a, b) => (a.layer ?? 0) - (b.layer ?? 0))
  const pen = new Pen()
  const front = cam.front
  for (const e of sorted) {
    let runs: Pt[][] = [e.pts]
    if (front) {
      const f = (p: Pt) => front([p[0], p[1], e.z ?? 0]) - 3
      if (e.close) runs = [clipHalf(e.pts, f)]
      else {
        runs = []
        let cur: Pt[] = []
        e.pts.forEach((p, i) => {
          const prev = e.pts[i - 1]
          if (f(p) >= 0) {
            if (!cur.length && prev) cur.push(lerp2(prev, p, f(prev) / (f(prev) - f(p))))
            cur.push(p)
          } else if (cur.length) {
            cur.push(lerp2(at(cur, -1), p, f(at(cur, -1)) / (f(at(cur, -1)) - f(p))))
            runs.push(cur)
            cur = []
          }
        })
        if (cur.length > 1) runs.push(cur)
      }
    }
    for (const run of runs) drawGroundRun(pen, cam, e, run)
  }
  return pen.toString()
}

function drawGroundRun(pen: Pen, cam: Cam, e: GroundEl, pts: readonly Pt[]): void {
  {
    const ps = pts.map((p) => cam.p([p[0], p[1], e.z ?? 0]))
    if (e.extra) pen.raw(poly(ps, e.cls, !!e.close, e.extra))
    else if (e.close && /\b(rd|f|fd|fh|fb|w1|w2|r1|r2|gl)\b/.test(e.cls)) pen.shape(e.cls, ps)
    else if (e.close) pen.outline(e.cls, ps)
    else pen.line(e.cls, ...ps)
  }
}

function drawShadows(items: readonly Item[], cam: Cam): string {
  const fill = pat('sh')
  let d = ''
  for (const it of items)
    for (const ps of it.shadow ?? []) {
      const flat = ps.map((p): Pt => [p[0] + (SUN[0] * p[2]) / -SUN[2], p[1] + (SUN[1] * p[2]) / -SUN[2]])
      d += pd(
        hull(flat).map((p) => cam.p([p[0], p[1], 0])),
        true,
      )
    }
  return d ? el('path', { d, style: `fill:${fill};stroke:none` }) : ''
}

export function drawScene(sc: Scene, cam: Cam, opts: { shadows?: boolean } = {}): string {
  const items = order(sc.items, cam)
  return (
    drawGround(sc.ground, cam, -Infinity, 9) +
    (opts.shadows ? drawShadows(sc.items, cam) : '') +
    items.map((it) => drawItem(it, cam)).join('') +
    drawGround(sc.ground, cam, 10, Infinity)
  )
}
