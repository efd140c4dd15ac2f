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
import { palette } from '../../theme.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')

const FONT = 'Inter, Helvetica, Arial, sans-serif'

// ─── Seeded random numbers ──────────────────────────────────────────────────────────────────────────

class Rng {
  private a: number
  constructor(seed: string | number) {
    let h = 2166136261
    for (const ch of String(seed)) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
    this.a = h >>> 0
  }
  /** mulberry32 */
  next(): number {
    this.a = (this.a + 0x6d2b79f5) >>> 0
    let t = this.a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next()
  }
  int(a: number, b: number): number {
    return Math.floor(this.range(a, b + 1))
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length) % xs.length] as T
  }
  chance(p: number): boolean {
    return this.next() < p
  }
}

// ─── Geometry ───────────────────────────────────────────────────────────────────────────────────────

type Pt = readonly [number, number]
type V3 = readonly [number, number, number]
type Seg = readonly [Pt, Pt]

const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
const mul = (a: V3, k: number): V3 => [a[0] * k, a[1] * k, a[2] * k]
const dot = (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
const len = (a: V3): number => Math.hypot(a[0], a[1], a[2])
const unit = (a: V3): V3 => mul(a, 1 / (len(a) || 1))
const centroid = (ps: readonly V3[]): V3 => mul(ps.reduce((s, p) => add(s, p), [0, 0, 0] as V3), 1 / ps.length)
const lerp2 = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]
const dist2 = (a: Pt, b: Pt): number => Math.hypot(b[0] - a[0], b[1] - a[1])
const rad = (deg: number): number => (deg * Math.PI) / 180
const at = <T>(xs: readonly T[], i: number): T => xs[((i % xs.length) + xs.length) % xs.length] as T

/** Newell's method: a polygon's normal, robust for any planar polygon. */
function newell(ps: readonly V3[]): V3 {
  let x = 0
  let y = 0
  let z = 0
  ps.forEach((p, i) => {
    const q = at(ps, i + 1)
    x += (p[1] - q[1]) * (p[2] + q[2])
    y += (p[2] - q[2]) * (p[0] + q[0])
    z += (p[0] - q[0]) * (p[1] + q[1])
  })
  return unit([x, y, z])
}

/** Lines of a hatch across a polygon (even-odd), `gap` apart, at `angle` degrees. */
const hatch = (poly: readonly Pt[], gap: number, angle = 0, phase = 0.5): Seg[] => hatchAll(poly, gap, angle, phase)
function hatchAll(poly: readonly Pt[], gap: number, angle = 0, phase = 0.5): Seg[] {
  if (poly.length < 3) return []
  const c = Math.cos(rad(angle))
  const s = Math.sin(rad(angle))
  const rp = poly.map(([x, y]): Pt => [x * c + y * s, -x * s + y * c])
  const ys = rp.map((p) => p[1])
  const y0 = Math.min(...ys)
  const y1 = Math.max(...ys)
  const out: Seg[] = []
  for (let y = y0 + gap * phase; y < y1; y += gap) {
    const xs: number[] = []
    rp.forEach((a, i) => {
      const b = at(rp, i + 1)
      if (a[1] <= y !== b[1] <= y) xs.push(a[0] + ((y - a[1]) * (b[0] - a[0])) / (b[1] - a[1]))
    })
    xs.sort((p, q) => p - q)
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const xa = xs[k] as number
      const xb = xs[k + 1] as number
      if (xb - xa < 1e-6) continue
      out.push([
        [xa * c - y * s, xa * s + y * c],
        [xb * c - y * s, xb * s + y * c],
      ])
    }
  }
  return out
}

/** Sutherland–Hodgman: the part of a polygon where f(p) >= 0 (f linear). */
function clipHalf(poly: readonly Pt[], f: (p: Pt) => number): Pt[] {
  const out: Pt[] = []
  poly.forEach((a, i) => {
    const b = at(poly, i + 1)
    const fa = f(a)
    const fb = f(b)
    if (fa >= 0) out.push(a)
    if (fa >= 0 !== fb >= 0) out.push(lerp2(a, b, fa / (fa - fb)))
  })
  return out
}
const clipBand = (poly: readonly Pt[], v0: number, v1: number): Pt[] =>
  clipHalf(
    clipHalf(poly, (p) => p[1] - v0),
    (p) => v1 - p[1],
  )

/** Catmull–Rom spline through points, sampled. */
function smooth(ps: readonly Pt[], per = 8, closed = false): Pt[] {
  const out: Pt[] = []
  const n = ps.length
  const segs = closed ? n : n - 1
  for (let i = 0; i < segs; i++) {
    const p0 = closed ? at(ps, i - 1) : (ps[Math.max(0, i - 1)] as Pt)
    const p1 = at(ps, i)
    const p2 = at(ps, i + 1)
    const p3 = closed ? at(ps, i + 2) : (ps[Math.min(n - 1, i + 2)] as Pt)
    for (let k = 0; k < per; k++) {
      const t = k / per
      const t2 = t * t
      const t3 = t2 * t
      const f = (a: number, b: number, c: number, d: number) =>
        0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3)
      out.push([f(p0[0], p1[0], p2[0], p3[0]), f(p0[1], p1[1], p2[1], p3[1])])
    }
  }
  if (!closed) out.push(at(ps, n - 1))
  return out
}

/** A polyline moved sideways by `d` (left is positive), with mitred joins. */
function offset(ps: readonly Pt[], d: number): Pt[] {
  return ps.map((p, i) => {
    const a = ps[Math.max(0, i - 1)] as Pt
    const b = ps[Math.min(ps.length - 1, i + 1)] as Pt
    const l = dist2(a, b) || 1
    const nx = -(b[1] - a[1]) / l
    const ny = (b[0] - a[0]) / l
    return [p[0] + nx * d, p[1] + ny * d]
  })
}

/** The runs of a polyline inside a rectangle. */
function clipRect(ps: readonly Pt[], x0: number, y0: number, x1: number, y1: number): Pt[][] {
  const inside = (p: Pt) => p[0] >= x0 && p[0] <= x1 && p[1] >= y0 && p[1] <= y1
  const runs: Pt[][] = []
  let cur: Pt[] = []
  ps.forEach((p, i) => {
    if (inside(p)) {
      if (!cur.length && i > 0) cur.push(edge(ps[i - 1] as Pt, p))
      cur.push(p)
    } else if (cur.length) {
      cur.push(edge(p, at(cur, -1)))
      runs.push(cur)
      cur = []
    }
  })
  if (cur.length > 1) runs.push(cur)
  return runs
  // where the segment from an outside point o to an inside point q crosses the edge
  function edge(o: Pt, q: Pt): Pt {
    let t = 0
    for (const [a, b, lo, hi] of [
      [o[0], q[0], x0, x1],
      [o[1], q[1], y0, y1],
    ] as const) {
      if (a < lo) t = Math.max(t, (lo - a) / (b - a))
      if (a > hi) t = Math.max(t, (hi - a) / (b - a))
    }
    return lerp2(o, q, t)
  }
}

const circlePts = (c: Pt, r: number, n = 48, a0 = 0): Pt[] =>
  Array.from({ length: n }, (_, i): Pt => [c[0] + r * Math.cos(a0 + (i / n) * Math.PI * 2), c[1] + r * Math.sin(a0 + (i / n) * Math.PI * 2)])

function hull(ps: readonly Pt[]): Pt[] {
  const s = [...ps].sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const crossZ = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
  const lower: Pt[] = []
  for (const p of s) {
    while (lower.length >= 2 && crossZ(at(lower, -2), at(lower, -1), p) <= 0) lower.pop()
    lower.push(p)
  }
  const upper: Pt[] = []
  for (const p of s.reverse()) {
    while (upper.length >= 2 && crossZ(at(upper, -2), at(upper, -1), p) <= 0) upper.pop()
    upper.push(p)
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)]
}

// ─── SVG text ───────────────────────────────────────────────────────────────────────────────────────

function num(v: number): string {
  const r = Math.abs(v) < 1 ? Math.round(v * 1000) / 1000 : Math.round(v * 10) / 10
  return r === 0 ? '0' : String(r)
}
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
type Attrs = Record<string, string | number | undefined>
function el(name: string, a: Attrs = {}, inner?: string): string {
  const at = Object.entries(a)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? num(v) : v}"`)
    .join('')
  return inner === undefined ? `<${name}${at}/>` : `<${name}${at}>${inner}</${name}>`
}
/** Precision of path coordinates, in px. */
let PREC = 0.5
const fmt = (v: number): string => {
  const r = Math.round(v * 100) / 100
  return r === 0 ? '0' : String(r).replace(/^(-?)0\./, '$1.')
}
const pair = (x: number, y: number): string => {
  const a = fmt(x)
  const b = fmt(y)
  return a + (b[0] === '-' ? '' : ' ') + b
}
/** Path data for a polyline: absolute move, then relative lines (short numbers). */
function pd(ps: readonly Pt[], close = false): string {
  if (ps.length < 2) return ''
  let s = ''
  let px = 0
  let py = 0
  ps.forEach((p, i) => {
    const x = Math.round(p[0] / PREC) * PREC
    const y = Math.round(p[1] / PREC) * PREC
    if (i === 0) s += 'M' + pair(x, y)
    else {
      const d = pair(x - px, y - py)
      s += (i === 1 ? 'l' : d[0] === '-' ? '' : ' ') + d
    }
    px = x
    py = y
  })
  return s + (close ? 'Z' : '')
}
const segsD = (ss: readonly Seg[]): string => ss.map(([a, b]) => pd([a, b])).join('')
const path = (d: string, cls: string, extra: Attrs = {}): string => (d ? el('path', { d, class: cls, ...extra }) : '')
const poly = (ps: readonly Pt[], cls: string, close = true, extra: Attrs = {}): string => path(pd(ps, close), cls, extra)
const segs = (ss: readonly Seg[], cls: string): string => path(segsD(ss), cls)
const circle = (c: Pt, r: number, cls: string, extra: Attrs = {}): string => el('circle', { cx: c[0], cy: c[1], r, class: cls, ...extra })
const text = (p: Pt, s: string, cls = 't', extra: Attrs = {}): string => el('text', { x: p[0], y: p[1], class: cls, ...extra }, esc(s))
const g = (inner: string | readonly string[], a: Attrs = {}): string => el('g', a, typeof inner === 'string' ? inner : inner.join(''))

/** Ordered drawing operations; consecutive strokes of one class are merged into one path. */
class Pen {
  private ops: { cls: string; d: string; extra: Attrs; merge: boolean; raw?: boolean }[] = []
  constructor(private readonly m: (p: Pt) => Pt = (p) => p) {}
  private add(cls: string, d: string, merge: boolean, extra: Attrs = {}) {
    if (!d) return
    const last = this.ops.at(-1)
    if (merge && last && last.merge && last.cls === cls) last.d += d
    else this.ops.push({ cls, d, extra, merge })
  }
  line(cls: string, ...ps: Pt[]): this {
    this.add(cls, pd(ps.map(this.m)), true)
    return this
  }
  segs(cls: string, ss: readonly Seg[]): this {
    this.add(cls, segsD(ss.map(([a, b]): Seg => [this.m(a), this.m(b)])), true)
    return this
  }
  /** A closed shape that is filled (so drawn on its own, over what came before). */
  shape(cls: string, ps: readonly Pt[], extra: Attrs = {}): this {
    this.add(cls, pd(ps.map(this.m), true), false, extra)
    return this
  }
  outline(cls: string, ps: readonly Pt[]): this {
    this.add(cls, pd(ps.map(this.m), true), true)
    return this
  }
  rect(cls: string, u: number, v: number, w: number, h: number, filled = false): this {
    const ps: Pt[] = [
      [u, v],
      [u + w, v],
      [u + w, v + h],
      [u, v + h],
    ]
    return filled ? this.shape(cls, ps) : this.outline(cls, ps)
  }
  raw(s: string): this {
    this.ops.push({ cls: '', d: s, extra: {}, merge: false, raw: true })
    return this
  }
  toString(): string {
    return this.ops.map((o) => (o.raw ? o.d : path(o.d, o.cls, o.extra))).join('')
  }
}

// ─── Document ───────────────────────────────────────────────────────────────────────────────────────

/** Patterns a document uses, collected while it is drawn. */
let patternsUsed = new Set<string>()
let extraDefs: string[] = []

const patternDefs: Record<string, (k: number) => string> = {
  // 45° shadow hatch
  sh: (k) =>
    el(
      'pattern',
      { id: 'sh', width: 7 * k, height: 7 * k, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' },
      el('path', { d: `M0 0V${num(7 * k)}`, stroke: palette.brass[300], 'stroke-width': 0.8 * k, 'stroke-opacity': 0.32 }),
    ),
  // knapped flint: rounded cobbles
  fl: (k) => {
    const r = new Rng('flint')
    const s = 40 * k
    let d = ''
    for (let i = 0; i < 9; i++) {
      const cx = r.range(0, s)
      const cy = (i / 9) * s + r.range(-2, 2) * k
      const rx = r.range(3.2, 5.5) * k
      const ry = r.range(2.4, 3.6) * k
      for (const dx of [-s, 0, s]) d += `M${num(cx + dx - rx)} ${num(cy)}a${num(rx)} ${num(ry)} 0 1 0 ${num(2 * rx)} 0a${num(rx)} ${num(ry)} 0 1 0 ${num(-2 * rx)} 0`
    }
    return el(
      'pattern',
      { id: 'fl', width: s, height: s, patternUnits: 'userSpaceOnUse' },
      el('path', { d, fill: 'none', stroke: palette.paper[200], 'stroke-width': 0.6 * k, 'stroke-opacity': 0.45 }),
    )
  },
  // concrete in section: stipple and aggregate
  cc: (k) => {
    const r = new Rng('concrete')
    const s = 36 * k
    let d = ''
    for (let i = 0; i < 16; i++) {
      const x = r.range(1, s - 1)
      const y = r.range(1, s - 1)
      d += `M${num(x)} ${num(y)}h.1`
    }
    for (let i = 0; i < 3; i++) {
      const x = r.range(4, s - 4) * 1
      const y = r.range(4, s - 4)
      const a = r.range(0, 6.28)
      const q = 3 * k
      d += pd(
        [0, 1, 2].map((j): Pt => [x + q * Math.cos(a + j * 2.1), y + q * Math.sin(a + j * 2.1)]),
        true,
      )
    }
    return el(
      'pattern',
      { id: 'cc', width: s, height: s, patternUnits: 'userSpaceOnUse' },
      el('path', { d, fill: 'none', stroke: palette.paper[200], 'stroke-width': 1.1 * k, 'stroke-opacity': 0.55, 'stroke-linecap': 'round' }),
    )
  },
  // earth in section
  ea: (k) =>
    el(
      'pattern',
      { id: 'ea', width: 18 * k, height: 18 * k, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' },
      el('path', {
        d: `M0 2V16M4 2V16M8 2V16`,
        stroke: palette.brass[400],
        'stroke-width': 0.7 * k,
        'stroke-opacity': 0.5,
      }),
    ),
  // hardcore
  hc: (k) => {
    const r = new Rng('hardcore')
    const s = 30 * k
    let d = ''
    for (let i = 0; i < 7; i++) {
      const x = r.range(3, s - 3)
      const y = r.range(3, s - 3)
      const q = r.range(2, 3.5) * k
      d += pd(
        [0, 1, 2, 3, 4].map((j): Pt => [x + q * Math.cos(j * 1.25 + i) * r.range(0.7, 1.2), y + q * Math.sin(j * 1.25 + i) * r.range(0.7, 1.2)]),
        true,
      )
    }
    return el(
      'pattern',
      { id: 'hc', width: s, height: s, patternUnits: 'userSpaceOnUse' },
      el('path', { d, fill: 'none', stroke: palette.paper[200], 'stroke-width': 0.7 * k, 'stroke-opacity': 0.45 }),
    )
  },
  // insulation
  in: (k) =>
    el(
      'pattern',
      { id: 'in', width: 10 * k, height: 10 * k, patternUnits: 'userSpaceOnUse' },
      el('path', { d: `M0 10L5 0L10 10`, fill: 'none', stroke: palette.paper[200], 'stroke-width': 0.6 * k, 'stroke-opacity': 0.45 }),
    ),
}
function pat(id: string): string {
  patternsUsed.add(id)
  return `url(#${id})`
}

function css(k: number): string {
  const w = (x: number) => String(Math.round(x * k * 100) / 100)
  return [
    `path,circle{fill:none;stroke-linecap:round;stroke-linejoin:round}`,
    `.a{stroke:${palette.paper.DEFAULT};stroke-width:${w(1.25)}}`,
    `.A{stroke:${palette.paper.DEFAULT};stroke-width:${w(2.2)}}`,
    `.b{stroke:${palette.paper[200]};stroke-width:${w(0.9)};stroke-opacity:.8}`,
    `.c{stroke:${palette.paper[200]};stroke-width:${w(0.6)};stroke-opacity:.5}`,
    `.q{stroke:${palette.paper[200]};stroke-width:${w(0.55)};stroke-opacity:.26}`,
    `.g{stroke:${palette.brass[300]};stroke-width:${w(1.1)}}`,
    `.G{stroke:${palette.brass[300]};stroke-width:${w(2)}}`,
    `.h{stroke:${palette.brass[400]};stroke-width:${w(0.7)};stroke-opacity:.75}`,
    `.j{stroke:${palette.brass[400]};stroke-width:${w(0.6)};stroke-opacity:.4}`,
    `.k{stroke:${palette.brass[400]};stroke-width:${w(0.7)};stroke-opacity:.55;stroke-dasharray:${w(18)} ${w(5)} ${w(3)} ${w(5)}}`,
    `.x{stroke-dasharray:${w(6)} ${w(4)}}`,
    `.o{stroke:${palette.ink[900]};stroke-width:${w(6)}}`,
    `.w1{fill:#102036}.w2{fill:#0c1829}.r1{fill:#15273f}.r2{fill:#11213a}`,
    `.gl{fill:${palette.ink[950]}}.ft{fill:${palette.ink[900]};fill-opacity:.82}.f{fill:${palette.ink[900]}}.fd{fill:#0a1524}.rd{fill:#13233a;stroke:none}`,
    `.fb{fill:${palette.brass[300]};stroke:none}.fp{fill:${palette.paper[200]};stroke:none}.fh{fill:${palette.brass[400]};fill-opacity:.1}`,
    `text{font-family:${FONT};fill:${palette.brass[300]};font-weight:500;letter-spacing:.16em}`,
    `.t{font-size:${w(11)}px}.tm{font-size:${w(14)}px}.tl{font-size:${w(15)}px;letter-spacing:.2em;fill:${palette.paper[200]}}`,
    `.bd{stroke:${palette.brass[300]};stroke-width:${w(1.5)};stroke-opacity:.7;stroke-dasharray:${w(16)} ${w(4)} ${w(2)} ${w(4)}}`,
    `.ts{font-size:${w(9)}px;fill-opacity:.75}.tp{fill:${palette.paper[200]}}.m{text-anchor:middle}.e{text-anchor:end}`,
  ].join('')
}

interface DocOpts {
  w: number
  h: number
  /** line weight factor */
  k: number
  /** grid cell (minor); major is 4× */
  grid: number
  /** centre of a soft glow behind the drawing, in 0–1 of width and height */
  glow?: Pt
  glowR?: number
}

function svgDoc(o: DocOpts, body: string): string {
  const defs: string[] = []
  const m = o.grid
  defs.push(
    el(
      'pattern',
      { id: 'gm', width: m, height: m, patternUnits: 'userSpaceOnUse' },
      el('path', { d: `M${m} 0H0V${m}`, fill: 'none', stroke: palette.brass[300], 'stroke-opacity': 0.045, 'stroke-width': 1 }),
    ),
    el(
      'pattern',
      { id: 'gM', width: m * 4, height: m * 4, patternUnits: 'userSpaceOnUse' },
      el('rect', { width: m * 4, height: m * 4, fill: 'url(#gm)' }) +
        el('path', { d: `M${m * 4} 0H0V${m * 4}`, fill: 'none', stroke: palette.brass[300], 'stroke-opacity': 0.085, 'stroke-width': 1 }),
    ),
  )
  if (o.glow)
    defs.push(
      el(
        'radialGradient',
        { id: 'gl', cx: o.glow[0], cy: o.glow[1], r: o.glowR ?? 0.55 },
        el('stop', { offset: 0, 'stop-color': palette.ink[800], 'stop-opacity': 0.85 }) + el('stop', { offset: 1, 'stop-color': palette.ink[800], 'stop-opacity': 0 }),
      ),
    )
  for (const id of [...patternsUsed].sort()) defs.push(patternDefs[id]?.(o.k) ?? '')
  defs.push(...extraDefs)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${o.w}" height="${o.h}" viewBox="0 0 ${o.w} ${o.h}">` +
    `<!-- Generated by tools/artwork -->` +
    el('style', {}, css(o.k)) +
    el('defs', {}, defs.join('')) +
    el('rect', { width: o.w, height: o.h, fill: palette.ink[900] }) +
    (o.glow ? el('rect', { width: o.w, height: o.h, fill: 'url(#gl)' }) : '') +
    el('rect', { width: o.w, height: o.h, fill: 'url(#gM)' }) +
    body +
    `</svg>\n`
  )
}

// ─── Cameras ────────────────────────────────────────────────────────────────────────────────────────
// World coordinates are metres: x east, y north, z up.

interface Cam {
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

function planCam(o: Pt, s: number): Cam {
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
function elevCam(o: Pt, s: number, az = 90): Cam {
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
function axonCam(o: Pt, s: number, a = 30, sq = 0.62, hs = 1): Cam {
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
function perspCam(eye: V3, yaw: number, f: number, c: Pt): Cam {
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
interface FaceMap {
  uv: Pt[]
  w: number
  h: number
  pen: Pen
  cam: Cam
  at(u: number, v: number): V3
}
type Detail = (f: FaceMap) => void

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
interface Piece {
  faces: Face[]
}
interface Item {
  box: [number, number, number, number]
  top: number
  pieces: Piece[]
  /** drawn after the pieces */
  custom?: (cam: Cam) => string
  /** point sets whose shadows are cast on the ground */
  shadow?: V3[][]
  labels?: { at: V3; text: string }[]
}

function piece(polys: V3[][]): Piece {
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
function extrude(sec: readonly Pt[], axis: 'x' | 'y', s0: number, s1: number): Piece {
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
const boxPolys = (x0: number, y0: number, x1: number, y1: number, z0: number, z1: number): V3[][] =>
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
  return (Math.abs(n[2]) > 0.05 && n[2] > 0 ? 'r' + h : h) as Dir
}
function decorate(p: Piece, details: Partial<Record<Dir, Detail>>, extra: Partial<Face> = {}): Piece {
  for (const f of p.faces) {
    const d = details[dirOf(f.n)]
    if (d) f.detail = d
    Object.assign(f, extra)
  }
  return p
}

function boxOf(pieces: readonly Piece[]): [number, number, number, number] {
  const ps = pieces.flatMap((p) => p.faces.flatMap((f) => f.pts))
  return [Math.min(...ps.map((p) => p[0])), Math.min(...ps.map((p) => p[1])), Math.max(...ps.map((p) => p[0])), Math.max(...ps.map((p) => p[1]))]
}
function item(pieces: Piece[], extra: Partial<Item> = {}): Item {
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
function place(it: Item, x: number, y: number, deg = 0): Item {
  const c = Math.cos(rad(deg))
  const s = Math.sin(rad(deg))
  const T = (p: V3): V3 => [x + p[0] * c - p[1] * s, y + p[0] * s + p[1] * c, p[2]]
  const N = (n: V3): V3 => [n[0] * c - n[1] * s, n[0] * s + n[1] * c, n[2]]
  const pieces = it.pieces.map((p) => ({ faces: p.faces.map((f) => ({ ...f, pts: f.pts.map(T), n: N(f.n) })) }))
  const custom = it.custom
  return {
    ...it,
    pieces,
    box: boxOf(pieces.length ? pieces : [{ faces: [{ pts: [T([it.box[0], it.box[1], 0]), T([it.box[2], it.box[3], 0])], n: [0, 0, 1] }] }]),
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
function setSun(v: V3): void {
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
interface GroundEl {
  pts: Pt[]
  cls: string
  close?: boolean
  z?: number
  layer?: number
  extra?: Attrs
}

interface Scene {
  ground: GroundEl[]
  items: Item[]
}

function drawGround(els: readonly GroundEl[], cam: Cam, minLayer = -Infinity, maxLayer = Infinity): string {
  const sorted = els.filter((e) => (e.layer ?? 0) >= minLayer && (e.layer ?? 0) <= maxLayer).sort((a, b) => (a.layer ?? 0) - (b.layer ?? 0))
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

function drawScene(sc: Scene, cam: Cam, opts: { shadows?: boolean } = {}): string {
  const items = order(sc.items, cam)
  return (
    drawGround(sc.ground, cam, -Infinity, 9) +
    (opts.shadows ? drawShadows(sc.items, cam) : '') +
    items.map((it) => drawItem(it, cam)).join('') +
    drawGround(sc.ground, cam, 10, Infinity)
  )
}

// ─── Materials and openings, drawn in a face's own (u, v) metres ────────────────────────────────────

type Mat = 'brick' | 'board' | 'render' | 'hung' | 'clad' | 'panel' | 'flint' | 'tile' | 'sheet' | 'none'

/** Minimum spacing of texture lines on screen, in px (before the line scale K). */
const MIN_GAP = 5.5
function material(f: FaceMap, mat: Mat, v0 = -1, v1 = 1e3): void {
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

function windowAt(f: FaceMap, u: number, v: number, w: number, h: number, o: { lights?: number; transom?: boolean; head?: boolean; sill?: boolean } = {}): void {
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

function doorAt(f: FaceMap, u: number, v: number, w: number, h: number, style: 'panel' | 'glazed' | 'stable' | 'boarded' = 'panel'): void {
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

function screenAt(f: FaceMap, u: number, v: number, w: number, h: number, pitch = 1.1, transoms: number[] = [2.3]): void {
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
function gableRoof(len: number, d: number, e: number, pitch: number, o: { ov?: number; vg?: number; fascia?: number; axis?: 'x' | 'y' } = {}): Piece {
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
function hipRoof(w: number, d: number, e: number, pitch: number, o: { ov?: number; fascia?: number; gablet?: number; hipPitch?: number } = {}): Piece {
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
    polys.push([A, B, s1, Rb, Ra, s0], [Cc, D, n0, Ra, Rb, n1], [D, A, s0, n0], [B, Cc, n1, s1], [s0, Ra, n0], [s1, n1, Rb])
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

const tiles: Detail = (f) => material(f, 'tile')

/** Chimney stack astride a ridge along x, ridge at height rt, roof pitch t, centred at (x, ym). */
function ridgeStack(x: number, ym: number, rt: number, t: number, top: number): Piece[] {
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
  const pots = [x - 0.13, x + 0.13].map((px) => piece(boxPolys(px - 0.08, ym - 0.08, px + 0.08, ym + 0.08, top, top + 0.38)))
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
function house(o: HouseOpts, rng: Rng): Item {
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
    if (o.roof === 'front' && f.h - e > 2.2) windowAt(f, f.w / 2 - 0.4, e + 0.2, 0.8, 0.9, { lights: 1, transom: false })
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
function tree(h: number, r: number, rng: Rng, style: 'round' | 'tall' = 'round'): Item {
  const n = 11
  const radii = Array.from({ length: n }, () => rng.range(0.86, 1.06))
  const inner = rng.range(0, Math.PI * 2)
  const ry = style === 'tall' ? 1.45 : 1
  const branches = [-0.9, -0.35, 0.2, 0.8].map((a): [number, number, number] => [a + rng.range(-0.2, 0.2), rng.range(0.55, 0.85), rng.range(-0.6, 0.6)])
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
    return poly(smooth(blob, 4, true), 'c ft') + path(pd([base, fork]), 'c') + segs(limbs.slice(1), 'q') + poly(shade, 'q', false)
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
function unitTerrace(o: TerraceOpts, rng: Rng): Item {
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
      if (gu1 - gu0 > 0.9) windowAt(f, gu0, 0.95, gu1 - gu0, 1.25, { lights: Math.max(2, Math.round((gu1 - gu0) / 1.1)), sill: false })
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
    labels: o.widths.map((wi, i) => ({ at: [(starts[i] as number) + wi / 2, 0, e - 0.85] as V3, text: `UNIT ${first + i}` })),
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
function warehouse(o: ShedOpts, rng: Rng): Item {
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
    decorate(office, { S: glass, W: (f) => { material(f, 'panel'); screenAt(f, 1.2, 3.9, f.w - 2.4, 2.0, 1.2, []) } })
    const parapet = piece(boxPolys(-ow - 0.05, -0.05, 0.05, od + 0.05, oh, oh + 0.35))
    pieces.push(office, parapet)
  }
  return item(pieces)
}

/** A block of flats or maisonettes: brick, a hipped roof, stacked windows, a central entrance. */
function flats(o: { w: number; d: number; storeys: number; pitch: number; bays: number }, rng: Rng): Item {
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
          for (let b = 0; b <= 8; b++) f.pen.line('c', [uc - 0.75 + (1.5 * b) / 8, s * 2.85 + 0.15], [uc - 0.75 + (1.5 * b) / 8, s * 2.85 + 1.1])
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
function barn(o: { w: number; d: number; e: number; pitch: number; mid: number; midW: number; midD: number }): Item {
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
function stableRange(o: { w: number; d: number; e: number; pitch: number; bays: number; hip?: boolean }, rng: Rng): Item {
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
  const roof = decorate(o.hip ? hipRoof(w, d, e, o.pitch, { ov: 0.35 }) : gableRoof(w, d, e, o.pitch, { ov: 0.35, vg: 0.15 }), {
    rS: tiles,
    rN: tiles,
    rE: tiles,
    rW: tiles,
  })
  return item([walls, roof])
}

/** An open-fronted cart lodge on oak posts with arched braces, glazed behind the posts. */
function cartLodge(o: { w: number; d: number; e: number; pitch: number; bays: number }): Item {
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
const arcUV = (c: Pt, r: number, a0: number, a1: number): Pt[] =>
  Array.from({ length: 9 }, (_, i): Pt => {
    const a = rad(a0 + ((a1 - a0) * i) / 8)
    return [c[0] + r * Math.cos(a), c[1] + r * Math.sin(a)]
  })

/** Outline of a steel portal frame (columns, haunches, rafters) in (y, z), span wide. */
function portalSection(span: number, e: number, pitch: number): Pt[] {
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
function portalFrame(o: { bays: number[]; span: number; e: number; pitch: number; purlins?: number; rails?: boolean; clad?: boolean }): Item {
  const { span, e } = o
  const t = Math.tan(rad(o.pitch))
  const r = e + (span / 2) * t
  const xs = o.bays.reduce<number[]>((a, b) => [...a, (a.at(-1) ?? 0) + b], [0])
  const L = xs.at(-1) ?? 0
  const cd = 0.45
  const rd = 0.5 / Math.cos(rad(o.pitch))
  const zTop = (y: number) => e + Math.min(y, span - y) * t
  const section = portalSection(span, e, o.pitch)
  const custom = (cam: Cam): string => {
    const P = (x: number, y: number, z: number) => cam.p([x, y, z])
    const out: string[] = []
    const rails = [1.9, 3.8, 5.7].filter((z) => z < e - 0.4)
    const lines = (cls: string, ls: [V3, V3][]) => segs(ls.map(([a, b]): Seg => [cam.p(a), cam.p(b)]), cls)
    // rails and bracing on the far wall, then frames far to near, then the near wall and the roof
    if (o.rails !== false) out.push(lines('c', rails.map((z): [V3, V3] => [[0, span, z], [L, span, z]])))
    const frames = [...xs].sort((a, b) => cam.depth([b, span / 2, e]) - cam.depth([a, span / 2, e]))
    for (const x of frames) {
      out.push(poly(section.map((p) => P(x, p[0], p[1])), 'a f'))
      out.push(path(pd([P(x, cd * 0.5, 0.05), P(x, cd * 0.5, e - 0.6)]) + pd([P(x, span - cd * 0.5, 0.05), P(x, span - cd * 0.5, e - 0.6)]), 'q'))
      // base plates
      for (const y of [cd / 2, span - cd / 2])
        out.push(
          poly(
            [
              P(x - 0.35, y - 0.35, 0),
              P(x + 0.35, y - 0.35, 0),
              P(x + 0.35, y + 0.35, 0),
              P(x - 0.35, y + 0.35, 0),
            ],
            'b',
          ),
        )
      // gable posts on the end frames
      if (x === 0 || x === L) for (const k of [0.25, 0.5, 0.75]) out.push(lines('b', [[[x, span * k, 0], [x, span * k, zTop(span * k) - rd]]]))
    }
    if (o.rails !== false) {
      out.push(lines('b', rails.map((z): [V3, V3] => [[0, 0, z], [L, 0, z]])))
      out.push(lines('b', [[[0, 0, e - 0.05], [L, 0, e - 0.05]]]))
      // end rails
      out.push(lines('c', rails.flatMap((z): [V3, V3][] => [[[0, 0, z], [0, span, z]], [[L, 0, z], [L, span, z]]])))
    }
    const np = o.purlins ?? 6
    const pls: [V3, V3][] = []
    for (let k = 0; k <= np; k++) {
      const y = 0.2 + ((span / 2 - 0.4) * k) / np
      pls.push([[0, y, zTop(y) + 0.05], [L, y, zTop(y) + 0.05]], [[0, span - y, zTop(y) + 0.05], [L, span - y, zTop(y) + 0.05]])
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
      br.push([[xa, 0, 0.3], [xb, 0, e - 0.3]], [[xb, 0, 0.3], [xa, 0, e - 0.3]])
      br.push([[xa, 0.3, zTop(0.3)], [xb, span / 2, r]], [[xb, 0.3, zTop(0.3)], [xa, span / 2, r]])
      br.push([[xa, span - 0.3, zTop(0.3)], [xb, span / 2, r]], [[xb, span - 0.3, zTop(0.3)], [xa, span / 2, r]])
    }
    out.push(lines('g', br))
    return out.join('')
  }
  return { box: [0, 0, L, span], top: r, pieces: [], custom }
}

/** An excavated pad foundation with its concrete cast and holding-down bolts standing proud. */
function padPit(s: number, depth: number, cast = true): Item {
  const h = s / 2
  const custom = (cam: Cam): string => {
    const P = (x: number, y: number, z: number) => cam.p([x, y, z])
    const out: string[] = []
    const walls: { pts: V3[]; n: V3 }[] = [
      { pts: [[-h, h, 0], [h, h, 0], [h, h, -depth], [-h, h, -depth]], n: [0, -1, 0] },
      { pts: [[h, -h, 0], [h, h, 0], [h, h, -depth], [h, -h, -depth]], n: [-1, 0, 0] },
      { pts: [[-h, -h, 0], [h, -h, 0], [h, -h, -depth], [-h, -h, -depth]], n: [0, 1, 0] },
      { pts: [[-h, -h, 0], [-h, h, 0], [-h, h, -depth], [-h, -h, -depth]], n: [1, 0, 0] },
    ]
    out.push(poly([P(-h, -h, 0), P(h, -h, 0), P(h, h, 0), P(-h, h, 0)], 'b gl'))
    for (const w of walls) if (cam.sees(w.n, centroid(w.pts))) out.push(poly(w.pts.map((p) => cam.p(p)), 'c w2'))
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
function profileBoard(len: number): Item {
  const custom = (cam: Cam): string => {
    const P = (x: number, y: number, z: number) => cam.p([x, y, z])
    return (
      segs(
        [
          [P(-len / 2, 0, 0), P(-len / 2, 0, 0.75)],
          [P(len / 2, 0, 0), P(len / 2, 0, 0.75)],
        ],
        'b',
      ) + poly([P(-len / 2 - 0.1, 0, 0.5), P(len / 2 + 0.1, 0, 0.5), P(len / 2 + 0.1, 0, 0.7), P(-len / 2 - 0.1, 0, 0.7)], 'b w1')
    )
  }
  return { box: [-len / 2, -0.05, len / 2, 0.05], top: 0.75, pieces: [], custom }
}

/** A surveyor's instrument on a tripod. */
function tripod(): Item {
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

function road(center: readonly Pt[], w: number, o: { footway?: number; centre?: boolean } = {}): GroundEl[] {
  const c = center.length > 2 ? smooth(center, 10) : [...center]
  const els: GroundEl[] = [
    { pts: [...offset(c, w / 2), ...offset(c, -w / 2).reverse()], cls: 'rd', close: true, layer: 2 },
    { pts: offset(c, w / 2 + 0.12), cls: 'b', layer: 1 },
    { pts: offset(c, -w / 2 - 0.12), cls: 'b', layer: 1 },
  ]
  if (o.footway) {
    els.push({ pts: offset(c, w / 2 + o.footway), cls: 'c', layer: 1 }, { pts: offset(c, -w / 2 - o.footway), cls: 'c', layer: 1 })
  }
  if (o.centre) els.push({ pts: c, cls: 'j x', layer: 3 })
  return els
}
function bulb(c: Pt, r: number): GroundEl[] {
  return [
    { pts: circlePts(c, r, 40), cls: 'rd', close: true, layer: 2 },
    { pts: circlePts(c, r + 0.12, 40), cls: 'b', close: true, layer: 1 },
  ]
}
/** A row of parking bays along a line from `o` in direction `dir`, bays on the left of it. */
function parking(o: Pt, dir: Pt, n: number, bw = 2.4, bl = 4.8): GroundEl[] {
  const l = Math.hypot(dir[0], dir[1])
  const u: Pt = [dir[0] / l, dir[1] / l]
  const v: Pt = [-u[1], u[0]]
  const P = (a: number, b: number): Pt => [o[0] + u[0] * a + v[0] * b, o[1] + u[1] * a + v[1] * b]
  const els: GroundEl[] = [{ pts: [P(0, bl), P(n * bw, bl)], cls: 'c', layer: 3 }]
  for (let i = 0; i <= n; i++) els.push({ pts: [P(i * bw, 0.2), P(i * bw, bl)], cls: 'c', layer: 3 })
  return els
}
const rectXY = (x0: number, y0: number, x1: number, y1: number): Pt[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
]
/** A hedge: a scalloped line. */
function hedge(ps: readonly Pt[], rng: Rng, size = 0.9): GroundEl[] {
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
function contours(x0: number, x1: number, yBase: number, gap: number, n: number, rng: Rng): Pt[][] {
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

// ─── Drawing furniture ──────────────────────────────────────────────────────────────────────────────

let K = 1 // line and text scale of the document being drawn

const mm = (m: number) => String(Math.round((m * 1000) / 5) * 5)

/** A dimension line between world points a and b, drawn `off` (a world vector) away from them. */
function dim(cam: Cam, a: V3, b: V3, off: V3, label?: string, o: { ext?: boolean; textSide?: 1 | -1 } = {}): string {
  const A = cam.p(add(a, off))
  const B = cam.p(add(b, off))
  const pa = cam.p(a)
  const pb = cam.p(b)
  const l = dist2(A, B)
  if (l < 1) return ''
  const u: Pt = [(B[0] - A[0]) / l, (B[1] - A[1]) / l]
  const out: Seg[] = [[A, B]]
  if (o.ext !== false) {
    for (const [p, q] of [
      [pa, A],
      [pb, B],
    ] as const) {
      const el = dist2(p, q)
      if (el < 1) continue
      const e: Pt = [(q[0] - p[0]) / el, (q[1] - p[1]) / el]
      out.push([
        [p[0] + e[0] * 6 * K, p[1] + e[1] * 6 * K],
        [q[0] + e[0] * 5 * K, q[1] + e[1] * 5 * K],
      ])
    }
  }
  const tk: Pt = [(u[0] - u[1]) * 4.2 * K, (u[1] + u[0]) * 4.2 * K]
  for (const p of [A, B])
    out.push([
      [p[0] - tk[0], p[1] - tk[1]],
      [p[0] + tk[0], p[1] + tk[1]],
    ])
  let s = segs(out, 'h')
  const txt = label ?? mm(len(sub(b, a)))
  if (txt && l > txt.length * 7 * K + 10 * K) {
    let ang = (Math.atan2(u[1], u[0]) * 180) / Math.PI
    if (ang > 90) ang -= 180
    if (ang < -90) ang += 180
    const nrm: Pt = [Math.sin(rad(ang)), -Math.cos(rad(ang))]
    const side = o.textSide ?? 1
    const m: Pt = [(A[0] + B[0]) / 2 + nrm[0] * 5 * K * side, (A[1] + B[1]) / 2 + nrm[1] * 5 * K * side + (side < 0 ? 8 * K : 0)]
    s += text(m, txt, 't m', { transform: `rotate(${num(ang)} ${num(m[0])} ${num(m[1])})` })
  }
  return s
}
/** A chain of dimensions through successive points, with an overall dimension further out. */
function dimChain(cam: Cam, pts: V3[], off: V3, overall = true): string {
  let s = ''
  for (let i = 0; i + 1 < pts.length; i++) s += dim(cam, pts[i] as V3, pts[i + 1] as V3, off, undefined, { ext: true })
  if (overall && pts.length > 2) s += dim(cam, pts[0] as V3, at(pts, -1), mul(off, 1.75), undefined, { ext: false })
  return s
}

/** A grid bubble. */
function bubble(p: Pt, label: string, r = 12): string {
  return circle(p, r * K, 'h f') + text([p[0], p[1] + 3.8 * K], label, 't m', { style: 'letter-spacing:0' })
}
/** A structural grid line between world points, with a bubble beyond b. */
function gridLine(cam: Cam, a: V3, b: V3, label: string, bothEnds = false): string {
  const A = cam.p(a)
  const B = cam.p(b)
  const l = dist2(A, B) || 1
  const u: Pt = [(B[0] - A[0]) / l, (B[1] - A[1]) / l]
  const r = 12 * K
  let s = path(pd([A, B]), 'k') + bubble([B[0] + u[0] * r, B[1] + u[1] * r], label)
  if (bothEnds) s += bubble([A[0] - u[0] * r, A[1] - u[1] * r], label)
  return s
}

/** A level datum: a half-filled triangle on a tick line, with the level and what it is. */
function levelMark(p: Pt, value: string, name: string, side: 1 | -1 = 1, lineLen = 60): string {
  const [x, y] = p
  const s = 5 * K
  const tri: Pt[] = [
    [x - s, y - s * 1.5],
    [x + s, y - s * 1.5],
    [x, y],
  ]
  const half: Pt[] = [
    [x - s, y - s * 1.5],
    [x, y - s * 1.5],
    [x, y],
  ]
  return (
    path(pd([[x - side * 6 * K, y], [x + side * lineLen * K, y]]), 'h') +
    poly(tri, 'h f') +
    poly(half, 'fb') +
    text([x + side * 10 * K, y - 5 * K], value, side > 0 ? 't' : 't e') +
    text([x + side * 10 * K, y + 12 * K], name, side > 0 ? 'ts' : 'ts e')
  )
}

/** A north point: circle, half-filled arrow, N. `ang` is the screen angle of north (radians, 0 = up). */
function northArrow(c: Pt, r: number, ang = 0): string {
  const R = (x: number, y: number): Pt => [c[0] + x * Math.cos(ang) - y * Math.sin(ang), c[1] + x * Math.sin(ang) + y * Math.cos(ang)]
  const tip = R(0, -r * 1.25)
  const tail = R(0, r * 0.55)
  const l = R(-r * 0.42, r * 0.78)
  const rr = R(r * 0.42, r * 0.78)
  const np = R(0, -r * 1.62)
  return (
    circle(c, r, 'h') +
    circle(c, r * 0.82, 'j') +
    poly([tip, rr, tail, l], 'g f') +
    poly([tip, tail, l], 'fb') +
    text([np[0], np[1] + 4 * K], 'N', 'tm m', { style: 'letter-spacing:0' })
  )
}

/** Graphic scale bar: alternate filled blocks. */
function scaleBar(p: Pt, pxPerM: number, steps: number[], unit = 'm'): string {
  let s = ''
  const h = 5 * K
  for (let i = 0; i + 1 < steps.length; i++) {
    const x0 = p[0] + (steps[i] as number) * pxPerM
    const x1 = p[0] + (steps[i + 1] as number) * pxPerM
    s += poly(
      [
        [x0, p[1]],
        [x1, p[1]],
        [x1, p[1] + h],
        [x0, p[1] + h],
      ],
      i % 2 ? 'h f' : 'h fb',
    )
  }
  steps.forEach((v, i) => {
    s += text([p[0] + v * pxPerM, p[1] - 6 * K], i === steps.length - 1 ? `${v}${unit}` : String(v), 'ts m')
  })
  return s
}

/** Title block in the bottom-right corner at (x1, y1). */
function titleBlock(x1: number, y1: number, o: { title: string; sub: string; no: string; w?: number }): string {
  const w = Math.max(o.w ?? 300, o.title.length * 11.6 + 110) * K
  const h = 62 * K
  const x0 = x1 - w
  const y0 = y1 - h
  const xd = x1 - 66 * K
  return (
    poly(
      [
        [x0, y0],
        [x1, y0],
        [x1, y1],
        [x0, y1],
      ],
      'h f',
    ) +
    path(pd([[xd, y0], [xd, y1]]) + pd([[x0, y0 + h * 0.58], [xd, y0 + h * 0.58]]), 'j') +
    path(pd([[x0, y0], [x0 + 44 * K, y0]]), 'G') +
    text([x0 + 14 * K, y0 + 24 * K], o.title, 'tl') +
    text([x0 + 14 * K, y1 - 10 * K], o.sub, 'ts') +
    text([(xd + x1) / 2, y0 + 17 * K], 'DRG', 'ts m') +
    text([(xd + x1) / 2, y1 - 14 * K], o.no, 'tl m', { style: 'letter-spacing:.06em' })
  )
}

/** A drawing sheet border with zone marks along its edges. */
function sheet(w: number, h: number, m: number, cols = 8, rows = 6): string {
  const x0 = m
  const y0 = m
  const x1 = w - m
  const y1 = h - m
  let ticks = ''
  let labels = ''
  const letters = 'ABCDEFGHJK'
  for (let i = 0; i <= cols; i++) {
    const x = x0 + ((x1 - x0) * i) / cols
    ticks += pd([[x, y0], [x, y0 - 8 * K]]) + pd([[x, y1], [x, y1 + 8 * K]])
    if (i < cols) {
      const xm = x + (x1 - x0) / cols / 2
      labels += text([xm, y0 - 6 * K], String(i + 1), 'ts m') + text([xm, y1 + 14 * K], String(i + 1), 'ts m')
    }
  }
  for (let i = 0; i <= rows; i++) {
    const y = y0 + ((y1 - y0) * i) / rows
    ticks += pd([[x0, y], [x0 - 8 * K, y]]) + pd([[x1, y], [x1 + 8 * K, y]])
    if (i < rows) {
      const ym = y + (y1 - y0) / rows / 2 + 3 * K
      labels += text([x0 - 10 * K, ym], letters[i] ?? '', 'ts m') + text([x1 + 10 * K, ym], letters[i] ?? '', 'ts m')
    }
  }
  return (
    poly(
      [
        [x0, y0],
        [x1, y0],
        [x1, y1],
        [x0, y1],
      ],
      'j',
    ) +
    path(ticks, 'j') +
    labels
  )
}

/** A label in small capitals with a leader to a point. */
function callout(p: Pt, q: Pt, label: string, anchor: 'start' | 'end' = 'start'): string {
  return (
    path(pd([p, q]), 'h') +
    circle(p, 2 * K, 'fb') +
    text([q[0] + (anchor === 'start' ? 6 : -6) * K, q[1] + 4 * K], label, anchor === 'start' ? 't' : 't e')
  )
}

/** Earth hatch under a ground line (an elevation or section). */
function groundBand(x0: number, x1: number, y: number, depth: number): string {
  return (
    el('rect', { x: x0, y, width: x1 - x0, height: depth, fill: pat('ea') }) +
    path(pd([[x0, y], [x1, y]]), 'A')
  )
}

/** Item labels (unit numbers etc.) projected into the view. */
function drawLabels(items: readonly Item[], cam: Cam): string {
  return items
    .flatMap((it) => it.labels ?? [])
    .map((l) => {
      const p = cam.p(l.at)
      return text([p[0], p[1] + 3.5 * K], l.text, 'ts m tp')
    })
    .join('')
}

/** Wraps a drawing so it fades in from the left (x0 → x1 in px), at an overall opacity. */
function fadeIn(body: string, w: number, h: number, x0: number, x1: number, from: number, opacity = 1): string {
  const id = `fd${extraDefs.length}`
  extraDefs.push(
    el(
      'linearGradient',
      { id: id + 'g', x1: x0, x2: x1, y1: 0, y2: 0, gradientUnits: 'userSpaceOnUse' },
      el('stop', { offset: 0, 'stop-color': '#fff', 'stop-opacity': from }) + el('stop', { offset: 1, 'stop-color': '#fff' }),
    ),
    el('mask', { id, maskUnits: 'userSpaceOnUse', x: 0, y: 0, width: w, height: h }, el('rect', { width: w, height: h, fill: `url(#${id}g)` })),
  )
  return g(body, { mask: `url(#${id})`, opacity: opacity < 1 ? opacity : undefined })
}

/** Clips a drawing to a rectangle. */
function clip(body: string, x: number, y: number, w: number, h: number): string {
  const id = `cp${extraDefs.length}`
  extraDefs.push(el('clipPath', { id }, el('rect', { x, y, width: w, height: h })))
  return g(body, { 'clip-path': `url(#${id})` })
}

// ─── The drawings ───────────────────────────────────────────────────────────────────────────────────

interface Art {
  file: string
  w: number
  h: number
  k: number
  grid: number
  glow?: Pt
  glowR?: number
  sun?: V3
  draw: () => string
}

type HouseType = 'front' | 'hip' | 'semi' | 'gable'
/** A street of new-build houses: detached and semi-detached homes of the given types, in a row. */
function streetOfHouses(rng: Rng, types: readonly HouseType[], x0 = 0, gap: [number, number] = [2.6, 4]): { items: Item[]; xs: [number, number][] } {
  const items: Item[] = []
  const xs: [number, number][] = []
  let x = x0
  for (const type of types) {
    const upper = rng.pick(['board', 'hung', 'render', 'board'] as const)
    let h: Item
    let w: number
    if (type === 'front') {
      w = rng.range(6.4, 7.2)
      h = house({ w, d: 9, e: 5.2, pitch: 45, roof: 'front', lower: 'brick', upper, bays: 2, door: rng.int(0, 1), porch: 'flat' }, rng)
    } else if (type === 'hip') {
      w = rng.range(9.5, 10.5)
      h = house({ w, d: 8.4, e: 5.2, pitch: 35, roof: 'hip', chimney: 'ridge', lower: 'brick', upper, bays: 4, door: rng.int(1, 2), porch: 'gable' }, rng)
    } else if (type === 'semi') {
      w = rng.range(11.5, 12.5)
      h = semiPair(w, upper, rng)
    } else {
      w = rng.range(8, 9)
      h = house({ w, d: 8.5, e: 5.2, pitch: 40, roof: 'gable', chimney: 'gable', lower: 'brick', upper, bays: 3, door: 1, porch: 'gable' }, rng)
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
function rowHouses(n: number, uw: number, upper: Mat, rng: Rng, o: { pitch?: number; d?: number } = {}): Item {
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

const heroStreet: Art = {
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
    for (const [z] of datums) out.push(path(pd([[0, gy - z * s], [1920, gy - z * s]]), 'j x'))
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
      { pts: [[-60, 13], [80, 13]], cls: 'c', layer: 4 },
    ]
    for (const [a] of xs) {
      planEls.push({ pts: [[a + 0.8, -0.3], [a + 0.8, -6.6]], cls: 'q', layer: 4 }, { pts: [[a + 3.8, -0.3], [a + 3.8, -6.6]], cls: 'q', layer: 4 })
      planEls.push({ pts: [[a - 1.2, 13], [a - 1.2, -4]], cls: 'c', layer: 4 })
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
function treeLine(a: Pt, b: Pt, n: number, rng: Rng, h: [number, number] = [7, 11]): Item[] {
  return Array.from({ length: n }, (_, i) => {
    const t = n === 1 ? 0.5 : i / (n - 1)
    const hh = rng.range(h[0], h[1])
    return place(tree(hh, hh * rng.range(0.26, 0.33), rng, rng.chance(0.25) ? 'tall' : 'round'), a[0] + (b[0] - a[0]) * t + rng.range(-1, 1), a[1] + (b[1] - a[1]) * t + rng.range(-1, 1))
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
    ground.push({ pts: pond.map((p): Pt => [c[0] + (p[0] - c[0]) * k, c[1] + (p[1] - c[1]) * k]), cls: 'q', close: true, layer: 4 })
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

const heroPark: Art = {
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
    out.push(dimChain(cam, [0, 27, 54].map((x): V3 => [x, 34, 7.3]), [0, 6, 0]))
    out.push(northArrow([1130, 170], 16, -rad(32)))
    return fadeIn(out.join(''), 1920, 1080, 640, 1180, 0.1, 0.55)
  },
}

/** Border, zone marks and title block of a drawing sheet. */
function sheetFrame(w: number, h: number, tb: { title: string; sub: string; no: string; w?: number }): string {
  const m = 34 * K
  return sheet(w, h, m, Math.round(w / 200), Math.round(h / 200)) + titleBlock(w - m - 16 * K, h - m - 16 * K, tb)
}

// ─── Insets: small details and sections drawn beside a main view ────────────────────────────────────

/** A framed inset at (x, y), w × h, with a caption; `body` is drawn in the inset's own coordinates. */
function inset(x: number, y: number, w: number, h: number, caption: string, sub: string, body: string): string {
  const id = `in${extraDefs.length}`
  extraDefs.push(el('clipPath', { id }, el('rect', { width: w, height: h })))
  return g(
    [
      poly(rectXY(0, 0, w, h), 'j f'),
      g(body, { 'clip-path': `url(#${id})` }),
      path(pd([[0, 0], [40 * K, 0]]), 'G'),
      text([14 * K, 24 * K], caption, 't tp'),
      text([14 * K, 40 * K], sub, 'ts'),
    ],
    { transform: `translate(${num(x)} ${num(y)})` },
  )
}

const hatchFill = (ps: readonly Pt[], id: string, cls = 'n'): string => poly(ps, cls, true, { style: `fill:${pat(id)}` })

/** Section through a pad foundation: pad, column base, bolts, slab on hardcore, ground either side. */
function padSection(w: number, h: number): string {
  const s = Math.min((w - 170 * K) / 3.4, (h - 90 * K) / 2.75)
  const cx = 24 * K + 1.7 * s
  const gy = 62 * K + 1.15 * s
  const P = (x: number, z: number): Pt => [cx + x * s, gy - z * s]
  const R = (x0: number, z0: number, x1: number, z1: number): Pt[] => [P(x0, z0), P(x1, z0), P(x1, z1), P(x0, z1)]
  const out: string[] = []
  out.push(hatchFill(R(-1.7, 0, 1.7, -1.55), 'ea'))
  out.push(poly(R(-0.95, -0.45, 0.95, -1.3), 'f'))
  out.push(hatchFill(R(-0.8, -0.6, 0.8, -1.25), 'cc', 'b'), poly(R(-0.85, -1.25, 0.85, -1.3), 'c'))
  out.push(hatchFill(R(-1.7, -0.2, 1.7, -0.45), 'hc', 'c'))
  out.push(hatchFill(R(-1.7, -0.1, 1.7, -0.2), 'in', 'c'))
  out.push(hatchFill(R(-1.7, 0.15, 1.7, -0.1), 'cc', 'b'))
  out.push(hatchFill(R(-0.35, -0.2, 0.35, -0.6), 'cc', 'c'))
  out.push(poly(R(-0.3, -0.6, 0.3, -0.55), 'b w1'))
  out.push(segs([[P(-0.12, -1.0), P(-0.12, -0.5)], [P(0.12, -1.0), P(0.12, -0.5)]], 'g'))
  // the column: flanges, web line, break at the top
  const top = 1.1
  out.push(poly([P(-0.2, -0.55), P(0.2, -0.55), P(0.2, top), P(0.06, top + 0.06), P(-0.06, top - 0.06), P(-0.2, top)], 'a f'))
  out.push(segs([[P(-0.16, -0.55), P(-0.16, top - 0.02)], [P(0.16, -0.55), P(0.16, top + 0.02)]], 'c'))
  out.push(dim({ kind: 'elev', p: (v) => P(v[0], v[2]), depth: () => 0, sees: () => true, px: () => s, dir: () => [0, 1] }, [-0.8, 0, -1.25], [0.8, 0, -1.25], [0, 0, -0.28]))
  const lv = P(-1.7, 0.15)
  out.push(levelMark([lv[0] + 30 * K, lv[1]], '+0.150', 'FFL', 1, 24))
  // labels in a column to the right, with leaders
  const lx = cx + 1.7 * s + 26 * K
  const labels: [number, number, string][] = [
    [0.2, 0.7, 'STEEL COLUMN'],
    [1.4, 0.05, 'SLAB'],
    [1.4, -0.15, 'INSULATION'],
    [1.4, -0.33, 'HARDCORE'],
    [0.12, -0.78, 'HD BOLTS'],
    [0.6, -1.0, 'RC PAD'],
  ]
  labels.forEach(([x, z, t], i) => {
    const a = P(x, z)
    const ly = 62 * K + i * ((h - 110 * K) / (labels.length - 1))
    out.push(path(pd([a, [lx - 14 * K, ly], [lx - 4 * K, ly]]), 'h') + circle(a, 2 * K, 'fb') + text([lx, ly + 4 * K], t, 'ts tp'))
  })
  return out.join('')
}

/** Elevation of a typical portal frame with its span, eaves and apex. */
function frameElevation(w: number, h: number, span: number, e: number, pitch: number, flood = false): string {
  const s = (w - 120 * K) / span
  const x0 = 62 * K
  const gy = h - 62 * K
  const P = (y: number, z: number): Pt => [x0 + y * s, gy - z * s]
  const cam: Cam = { kind: 'elev', p: (v) => P(v[0], v[2]), depth: () => 0, sees: () => true, px: () => s, dir: () => [0, 1] }
  const out: string[] = []
  if (flood) {
    // the slab raised above the design flood level, external ground lower
    const gl: Pt[] = [P(-3, -0.6), P(-0.2, -0.6), P(-0.2, 0), P(span + 0.2, 0), P(span + 0.2, -0.6), P(span + 3, -0.6)]
    out.push(hatchFill([...gl, P(span + 3, -1.6), P(-3, -1.6)], 'ea'))
    out.push(hatchFill([P(0.2, 0), P(span - 0.2, 0), P(span - 0.2, -0.25), P(0.2, -0.25)], 'cc', 'b'))
    for (const y of [0, span]) out.push(poly([P(y - 0.8, -0.6), P(y + 0.8, -0.6), P(y + 0.8, -1.3), P(y - 0.8, -1.3)], 'c x f'))
    out.push(poly(gl, 'A', false))
    out.push(path(pd([P(-3, -0.3), P(span + 3, -0.3)]), 'g x'))
    const fl = P(span + 3, -0.3)
    out.push(text([fl[0], fl[1] + 16 * K], 'DESIGN FLOOD LEVEL', 'ts e'))
  } else {
    out.push(hatchFill([P(-2, 0), P(span + 2, 0), P(span + 2, -0.8), P(-2, -0.8)], 'ea'))
    for (const y of [0, span]) out.push(poly([P(y - 0.8, -0.3), P(y + 0.8, -0.3), P(y + 0.8, -0.9), P(y - 0.8, -0.9)], 'c x f'))
    out.push(path(pd([P(-2, 0), P(span + 2, 0)]), 'A'))
  }
  out.push(poly(portalSection(span, e, pitch).map((p) => P(p[0], p[1])), 'a f'))
  const t = Math.tan(rad(pitch))
  const ticks: Seg[] = []
  for (let k = 1; k < 7; k++) {
    const y = ((span / 2) * k) / 7
    for (const yy of [y, span - y]) ticks.push([P(yy, e + y * t), P(yy, e + y * t + 0.28)])
  }
  out.push(segs(ticks, 'c'))
  out.push(dim(cam, [0, 0, 0], [span, 0, 0], [0, 0, -1.6]))
  out.push(dim(cam, [0, 0, 0], [0, 0, e], [-1.2, 0, 0]))
  const apex = P(span / 2, e + (span / 2) * t)
  out.push(levelMark([apex[0], apex[1] - 4 * K], `+${(Math.round((e + (span / 2) * t + 0.15) * 20) / 20).toFixed(3)}`, 'APEX', 1, 40))
  const hl = P(span - 1.4, e - 0.5)
  out.push(callout(hl, [hl[0] - 40 * K, hl[1] + 46 * K], 'HAUNCH', 'end'))
  const rf = P(span * 0.3, e + span * 0.3 * t)
  out.push(callout(rf, [rf[0] - 10 * K, rf[1] - 34 * K], 'RAFTER'))
  return out.join('')
}

/** The threshold of a unit on a flood plain: yard, upstand, raised slab and the design flood level. */
function thresholdDetail(h: number): string {
  const s = 112
  const x0 = 40 * K + 1.3 * s
  const gy = h - 52 * K
  const P = (x: number, z: number): Pt => [x0 + x * s, gy - (z + 0.95) * s]
  const R = (a: number, b: number, c: number, d: number): Pt[] => [P(a, b), P(c, b), P(c, d), P(a, d)]
  const o: string[] = []
  o.push(hatchFill([P(-1.3, -0.8), P(0, -0.8), P(0, -0.35), P(1.4, -0.35), P(1.4, -0.95), P(-1.3, -0.95)], 'ea'))
  o.push(hatchFill(R(-1.3, -0.6, 0, -0.8), 'cc', 'b'))
  o.push(hatchFill(R(0.3, 0, 1.4, -0.25), 'cc', 'b'))
  o.push(hatchFill(R(0.3, -0.25, 1.4, -0.35), 'in', 'c'))
  o.push(poly(R(0, -0.6, 0.3, 0.75), 'b f') + segs(hatch(R(0, -0.6, 0.3, 0.75), 6 * K, 45), 'q'))
  o.push(poly(R(-0.05, 0.75, 0.35, 0.88), 'b f'))
  o.push(path(pd([P(-1.3, -0.3), P(1.4, -0.3)]), 'g x'))
  const lx = x0 + 1.4 * s + 6 * K
  o.push(levelMark([lx, P(0, 0)[1]], 'FFL ±0.000', '', 1, 14), levelMark([lx, P(0, -0.3)[1] + 10 * K], 'FLOOD -0.300', '', 1, 14))
  o.push(levelMark([x0 - 1.3 * s + 30 * K, P(0, -0.6)[1]], 'YARD -0.600', '', 1, 14))
  o.push(callout(P(0.3, 0.45), [P(0.3, 0.45)[0] + 60 * K, P(0.3, 0.45)[1] - 24 * K], 'BRICK PLINTH'))
  return o.join('')
}

/** Section across the site as surveyed: existing ground, hedges, trees, the proposed floor level. */
function siteSection(w: number, h: number, rng: Rng): string {
  const s = (w - 60 * K) / 70
  const x0 = 30 * K
  const gy = h - 70 * K
  const vx = 2.4
  const P = (x: number, z: number): Pt => [x0 + x * s, gy - z * s * vx]
  const ground: Pt[] = []
  for (let x = 0; x <= 70; x += 2) ground.push([x, 1.2 - x * 0.025 + 0.35 * Math.sin(x * 0.19 + 1) + 0.2 * Math.sin(x * 0.5)])
  const pts = smooth(ground, 3).map((p) => P(p[0], p[1]))
  const out: string[] = []
  out.push(hatchFill([...pts, P(70, -1.2), P(0, -1.2)], 'ea', 'n'))
  out.push(poly(pts, 'a', false))
  for (const x of [3, 66]) {
    const base = P(x, 1.2 - x * 0.025)
    const b = smooth(
      [0, 1, 2, 3, 4, 5, 6].map((i): Pt => [base[0] + (i - 3) * 0.5 * s, base[1] - (i === 0 || i === 6 ? 0 : rng.range(1.4, 2.2)) * s * vx]),
      3,
    )
    out.push(poly(b, 'c', false))
  }
  const tr = (x: number, hh: number) => {
    const b = P(x, 1.1 - x * 0.025)
    const c: Pt = [b[0], b[1] - hh * 0.62 * s * vx]
    return path(pd([b, c]), 'c') + circle(c, hh * 0.3 * s * 1.6, 'c ft')
  }
  out.push(tr(8, 10), tr(60, 9))
  out.push(path(pd([P(18, 1.55), P(54, 1.55)]), 'g x'))
  out.push(poly([P(18, 1.55), P(18, 8.6), P(36, 9.55), P(54, 8.6), P(54, 1.55)], 'h x', false))
  const f = P(19, 1.55)
  out.push(levelMark([f[0] + 12 * K, f[1]], '+14.500', 'PROPOSED FFL', 1, 20))
  const gl = P(30, 1.2 - 30 * 0.025 + 0.1)
  out.push(callout(gl, [gl[0] + 20 * K, gl[1] + 36 * K], 'EXISTING GROUND'))
  out.push(text([w - 16 * K, 40 * K], 'VERTICAL SCALE ×2.4', 'ts e'))
  return out.join('')
}

// The project story on the home page: one building on one site, from survey to completion, seen
// through the same camera so the four drawings line up.
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
    els.push(...hedge([b[3] as Pt, b[0] as Pt, [6, -15]], rng, 2.2), ...hedge([[12, -15], b[1] as Pt, b[2] as Pt, b[3] as Pt], rng, 2.2))
    els.push({ pts: [[6, -15], [12, -15]], cls: 'b', layer: 4 })
    els.push({ pts: smooth([[8, -15], [10, -4], [18, 8], [34, 20], [44, 34]], 6), cls: 'q x', layer: 4 })
  } else {
    els.push({ pts: b, cls: 'bd', close: true, layer: 4 })
    els.push(...road([[2, -22], [2, -6], [2, 2]], 7.3, {}))
    els.push(...hedge(offset([b[3] as Pt, b[0] as Pt, [-4, -15]], 0.9), rng, 2.2), ...hedge(offset([[8, -15], b[1] as Pt, b[2] as Pt, b[3] as Pt], 0.9), rng, 2.2))
  }
  return els
}

function storyTrees(rng: Rng, stage: number): Item[] {
  const trees = [
    ...treeLine([-14, 29], [48, 32], 6, rng, [9, 12]),
    ...treeLine([50, 26], [48, -10], 4, rng, [8, 11]),
    place(tree(10, 3, rng), -12, -8),
  ]
  if (stage === 3) trees.push(...treeLine([-12, -11], [-12, 4], 2, rng, [6, 7]), ...treeLine([14, -11], [44, -11], 4, rng, [6, 8]))
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
    for (const c of contours(-60, 90, -40, 6, 16, rng)) for (const run of clipRect(c, -34, -19, 70, 48)) ground.push({ pts: run, cls: 'j', layer: 0 })
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
      extra.push(poly([[p[0], p[1] - s], [p[0] + s, p[1] + s * 0.6], [p[0] - s, p[1] + s * 0.6]], 'g f'))
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
      extra.push(path(pd([[p[0] - 3 * K, p[1]], [p[0] + 3 * K, p[1]]]) + pd([[p[0], p[1] - 3 * K], [p[0], p[1] + 3 * K]]), 'g'))
      extra.push(text([p[0] + 5 * K, p[1] - 4 * K], `+${(14.2 + sy * 0.04 - sx * 0.015 + (i % 3) * 0.02).toFixed(2)}`, 'ts'))
    })
    const a = cam.p([x + L, y + d, 0])
    extra.push(callout(a, [a[0] + 40 * K, a[1] - 60 * K], 'PROPOSED FOOTPRINT'))
    const tp = cam.p([-8, -10, 1.6])
    extra.push(callout([tp[0] - 4 * K, tp[1]], [tp[0] - 60 * K, tp[1] - 50 * K], 'STATION 1', 'end'))
  }
  if (stage >= 1) {
    // ground slab or formation, frame grid
    ground.push({ pts: rectXY(x - 0.3, y - 0.3, x + L + 0.3, y + d + 0.3), cls: stage === 1 ? 'c fd' : 'b r2', close: true, layer: 5 })
    if (stage <= 2) {
      for (const fx of storyFrames) ground.push({ pts: [[fx, y - 4], [fx, y + d + 5]], cls: 'k', layer: 6 })
      for (const fy of [0, d]) ground.push({ pts: [[x - 5, y + fy], [x + L + 6, y + fy]], cls: 'k', layer: 6 })
    }
  }
  if (stage === 1) {
    for (const fx of storyFrames)
      for (const fy of [0, d]) items.push(place(padPit(1.6, 1.2, true), fx, y + fy))
    for (const fx of [0, L]) for (const k of [0.25, 0.5, 0.75]) items.push(place(padPit(1.0, 0.9, true), fx, y + d * k))
    // profiles at the grid ends, string lines between them
    for (const fx of [0, 18, 36]) {
      items.push(place(profileBoard(1.4), fx, y - 4))
      items.push(place(profileBoard(1.4), fx, y + d + 4))
      ground.push({ pts: [[fx, y - 4], [fx, y + d + 4]], cls: 'g', z: 0.6, layer: 12 })
    }
    for (const fy of [0, d]) {
      items.push(place(profileBoard(1.4), x - 4, y + fy, 90))
      items.push(place(profileBoard(1.4), x + L + 4, y + fy, 90))
      ground.push({ pts: [[x - 4, y + fy], [x + L + 4, y + fy]], cls: 'g', z: 0.6, layer: 12 })
    }
    ground.push({ pts: rectXY(x - 0.6, y - 0.6, x + L + 0.6, y + d + 0.6), cls: 'c x', close: true, layer: 6 })
  }
  if (stage === 2) items.push(place(portalFrame({ bays: storyFrames.slice(1).map((v, i) => v - (storyFrames[i] as number)), span: d, e: story.e, pitch: story.pitch }), x, y))
  if (stage === 3) {
    items.push(place(unitTerrace({ widths: story.units, d, e: story.e, pitch: story.pitch }, new Rng('story-units')), x, y))
    ground.push(...parking([x + 1, -5.5], [1, 0], 13, 2.5, 5))
    ground.push({ pts: rectXY(x, y - 7, x + L, y - 0.2), cls: 'c', close: true, layer: 3 })
  }
  out.push(drawScene({ ground, items }, cam, { shadows: stage === 3 }))
  out.push(...extra)
  // annotation common to the set
  if (stage === 1 || stage === 2) {
    storyFrames.forEach((fx, i) => out.push(gridLine(cam, [fx, y + d + 5, 0], [fx, y + d + 8, 0], String(i + 1))))
    ;[0, d].forEach((fy, i) => out.push(gridLine(cam, [x - 5, y + fy, 0], [x - 8, y + fy, 0], 'AB'[i] ?? '')))
    out.push(dimChain(cam, storyFrames.slice(0, 5).map((fx): V3 => [fx, y, 0]), [0, -9, 0], false))
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
    out.push(dimChain(cam, [0, 9, 18, 27, 36].map((fx): V3 => [fx, y + d, story.e + 0.95]), [0, 5, 0]))
  }
  return out.join('')
}

const storyTitles = ['SITE SURVEY', 'SETTING OUT & FOUNDATIONS', 'STRUCTURAL FRAME', 'COMPLETED BUILDING']
const storyArt: Art[] = storyTitles.map((title, i) => ({
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
      () => inset(ix, iy, iw, ih, 'SECTION X–X', 'EXISTING GROUND · 1:500', siteSection(iw, ih, new Rng('story-section'))),
      () => inset(ix, iy, iw, ih, 'PAD FOUNDATION', 'TYPICAL SECTION · 1:25', padSection(iw, ih)),
      () => inset(ix, iy, iw, ih, 'PORTAL FRAME', 'TYPICAL FRAME · 1:200', frameElevation(iw, ih, story.d, story.e, story.pitch)),
      () => {
        const ecam = elevCam([30 * K, ih - 80 * K], (iw - 60 * K) / 36)
        const t = place(unitTerrace({ widths: story.units, d: story.d, e: story.e, pitch: story.pitch }, new Rng('story-units')), 0, 0)
        const gl = groundBand(14 * K, iw - 14 * K, ih - 80 * K, 12 * K)
        const dims = dimChain(ecam, [0, 9, 18, 27, 36].map((x): V3 => [x, 0, 9.6]), [0, 0, 0], false)
        return inset(ix, iy, iw, ih, 'FRONT ELEVATION', 'UNITS 1–4 · 1:250', gl + drawScene({ ground: [], items: [t] }, ecam) + dims)
      },
    ]
    return (
      storySheet(i) +
      (insets[i]?.() ?? '') +
      northArrow([1480, 500], 20, Math.atan2(n[0] - o[0], -(n[1] - o[1]))) +
      sheetFrame(1600, 1000, { title: `${String(i + 1).padStart(2, '0')} · ${title}`, sub: `STAGE ${i + 1} OF 4 · SCALE 1:250`, no: `0${i + 1}`, w: 380 })
    )
  },
}))

// ─── Project sheets ─────────────────────────────────────────────────────────────────────────────────

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
    path(pd([[p[0] + r, p[1] + 2 * K], [x + lw, p[1] + 2 * K]]), 'h') +
    text([x, p[1] + 17 * K], sub, 'ts')
  )
}

function projectArt(slug: string, n: number, o: { title: string; sub: string; glow?: Pt; sun?: V3; draw: () => string }): Art {
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
  out.push(cols.map((c) => poly([[c[0] - cs, c[1] - cs], [c[0] + cs, c[1] - cs], [c[0] + cs, c[1] + cs], [c[0] - cs, c[1] + cs]], 'a f')).join(''))
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
    drains.push({ pts: [[58, -2], [-40, -2]], cls: 'b x', layer: 20 })
    for (let k = 0; k < 6; k++) {
      const xa = 4 + k * uw
      drains.push({ pts: [[xa, 14], [xa, 2]], cls: 'h x', layer: 20 }, { pts: [[xa + 2, -14], [xa + 2, -2]], cls: 'h x', layer: 20 })
    }
    const tank = rectXY(-42, -42, -18, -28)
    drains.push({ pts: tank, cls: 'g f', close: true, layer: 21 })
    for (let gx = -39; gx < -18; gx += 3) drains.push({ pts: [[gx, -42], [gx, -28]], cls: 'j', layer: 22 })
    for (let gy = -39; gy < -28; gy += 3) drains.push({ pts: [[-42, gy], [-18, gy]], cls: 'j', layer: 22 })
    drains.push({ pts: [[-42, -35], [-47, -35]], cls: 'g', layer: 22 })
    for (const m of [...sw.slice(0, 6), [-40, -2] as Pt]) drains.push({ pts: circlePts(m, 0.9, 14), cls: 'g f', close: true, layer: 23 })
    drains.push({ pts: rectXY(-31.2, -27.2, -28.8, -24.8), cls: 'g f', close: true, layer: 23 })
    const labels: [V3, string][] = [
      [[25.5, 33.5, 0], 'TERRACE A'],
      [[25.5, -35.5, 0], 'TERRACE B'],
      [[90, -29, 0], 'TERRACE C'],
    ]
    return { sc: { ground, items }, drains, labels }
  },
}

const mapleArt: Art[] = [
  projectArt('mapleleaf-business-park', 1, {
    title: 'AXONOMETRIC VIEW',
    sub: 'TERRACES A–C · NTS',
    sun: AXON_SUN,
    draw() {
      const { sc } = maple.scene(new Rng('maple'))
      const cam = fitCam((o, s) => axonCam(o, s, 32, 0.5), fitPoints(sc.items, maple.boundary), [70, 130, 1460, 860])
      const out = [drawScene(sc, cam, { shadows: true })]
      out.push(dimChain(cam, [0, 17, 34, 51].map((x): V3 => [x, 30, 7.9]), [0, 6, 0]))
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
      out.push(dimChain(elev, xs.map((x): V3 => [x, 0, 8.6]), [0, 0, 0.0], false))
      out.push(dimChain(plan, xs.map((x): V3 => [x, -5.4, 0]), [0, 0, 0], false))
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
      ;[[58, 2], [40, 2], [22, 2], [4, 2], [-14, 2], [-30, 2]].forEach(([mx, my], i) => {
        const q = cam.p([mx as number, my as number, 0])
        out.push(text([q[0] + 6 * K, q[1] - 8 * K], `S${i + 1}`, 'ts'))
      })
      // legend
      const lg: Pt = [130, 1010]
      out.push(path(pd([lg, [lg[0] + 40 * K, lg[1]]]), 'g x') + text([lg[0] + 50 * K, lg[1] + 4 * K], 'SURFACE WATER', 'ts'))
      out.push(path(pd([[lg[0], lg[1] + 22 * K], [lg[0] + 40 * K, lg[1] + 22 * K]]), 'b x') + text([lg[0] + 50 * K, lg[1] + 26 * K], 'FOUL', 'ts'))
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
    if (stage === 'complete') items.push(place(unitTerrace({ widths: Array(7).fill(uw), d, e, pitch: 6, first: 1 }, rng), 4, 14))
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

const copperArt: Art[] = [
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
      out.push(dimChain(cam, [36, 44, 52, 60].map((x): V3 => [x, 29, 7.8]), [0, 6, 0]))
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
      const out = [path(pd([[0, 800], [1600, 800]]), 'j x'), drawScene({ ground, items }, cam)]
      out.push(text([1500, 792], 'HORIZON', 'ts e'))
      // vanishing points of the two sets of horizontals, where they fall on the sheet
      for (const v of [cam.p([4 + 1e4, 14, 1.6]), cam.p([4, 14 - 1e4, 1.6])]) if (v[0] > 60 && v[0] < 1540) out.push(circle(v, 4 * K, 'h') + text([v[0], v[1] - 10 * K], 'VP', 'ts m'))
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
      out.push(dimChain(cam, [4, 12, 20, 28, 36, 44, 52, 60].map((x): V3 => [x, 29, 0]), [0, 5, 0]))
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
    const items: Item[] = [...treeLine([-70, 40], [122, 40], 12, rng, [9, 13]), ...treeLine([-70, -40], [122, -40], 12, rng, [8, 12])]
    const six = Array(6).fill(8) as number[]
    const build = (it: () => Item, frame: () => Item, pads: [number, number, number, number], st: number, x: number, y: number, rot = 0) => {
      if (st === 2) items.push(place(it(), x, y, rot))
      else if (st === 1) items.push(place(frame(), x, y, rot))
      else {
        const [x0, y0, x1, y1] = pads
        ground.push({ pts: rectXY(x0, y0, x1, y1), cls: 'c fd', close: true, layer: 5 })
        for (let px = x0; px <= x1 + 0.01; px += 8) for (const py of [y0, y1]) items.push(place(padPit(1.4, 1.0, true), px, py))
      }
    }
    // section 1 and 2: terraces of six each side of the road; section 3: four warehouses and four starter units
    build(() => unitTerrace({ widths: six, d: 16, e: 7, pitch: 6, first: 1 }, rng), () => portalFrame({ bays: Array(12).fill(4), span: 16, e: 7, pitch: 6 }), [-66, 14, -18, 30], stage[0] ?? 2, -66, 14)
    build(() => unitTerrace({ widths: six, d: 16, e: 7, pitch: 6, first: 7 }, rng), () => place(portalFrame({ bays: Array(12).fill(4), span: 16, e: 7, pitch: 6 }), 48, 0, 180), [-66, -30, -18, -14], stage[0] ?? 2, -18, -14, 180)
    build(() => unitTerrace({ widths: six, d: 16, e: 7, pitch: 6, first: 13 }, rng), () => portalFrame({ bays: Array(12).fill(4), span: 16, e: 7, pitch: 6 }), [-8, 14, 40, 30], stage[1] ?? 2, -8, 14)
    build(() => unitTerrace({ widths: six, d: 16, e: 7, pitch: 6, first: 19 }, rng), () => place(portalFrame({ bays: Array(12).fill(4), span: 16, e: 7, pitch: 6 }), 48, 0, 180), [-8, -30, 40, -14], stage[1] ?? 2, 40, -14, 180)
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

const oaksArt: Art[] = [
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
        out.push(el('path', { d: pd(ps, true), style: `fill:${palette.brass[400]};fill-opacity:${[0.08, 0.045, 0.02][i]};stroke:none` }))
      })
      out.push(drawScene(sc, cam, { shadows: true }))
      oaks.sections.forEach(([x0, x1], i) => {
        if (i > 0) out.push(path(pd([cam.p([x0, -44, 0]), cam.p([x0, 44, 0])]), 'G x'))
        const c = cam.p([(x0 + x1) / 2, 44, 0])
        out.push(circle([c[0], c[1] - 34 * K], 16 * K, 'g f') + text([c[0], c[1] - 29 * K], String(i + 1), 'tm m', { style: 'letter-spacing:0' }))
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
      out.push(path(pd([[x0 - 60, fl], [ex, fl]]), 'g x'))
      out.push(text([ex, fl + 18 * K], 'DESIGN FLOOD LEVEL', 'ts e'))
      const xs = [6.5, 28.5, 38.5, 60.5, 64, 88]
      out.push(dimChain(cam, xs.slice(0, 2).map((x): V3 => [x, 0, 11.6]), [0, 0, 0], false))
      out.push(dimChain(cam, xs.slice(2, 4).map((x): V3 => [x, 0, 11.6]), [0, 0, 0], false))
      out.push(dimChain(cam, [64, 70, 76, 82, 88].map((x): V3 => [x, 0, 8]), [0, 0, 0], false))
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
  if (ph.kind === 'front') return house({ w: ph.w, d: 9, e: 5.2, pitch: 45, roof: 'front', lower: 'brick', upper, bays: 2, door: rng.int(0, 1), porch: 'flat' }, rng)
  if (ph.kind === 'hip') return house({ w: ph.w, d: 8.4, e: 5.2, pitch: 35, roof: 'hip', chimney: 'ridge', lower: 'brick', upper, bays: 4, door: 1, porch: 'gable' }, rng)
  return house({ w: ph.w, d: 8.5, e: 5.2, pitch: 40, roof: 'gable', chimney: 'gable', lower: 'brick', upper, bays: 3, door: 1, porch: 'gable' }, rng)
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
    for (const y of [-19, -3.5, 14, 26, 40]) ground.push({ pts: [[-32, y], [-2.6, y]], cls: 'c', layer: 4 })
    for (const y of [-19, -9, 3, 12, 19, 40]) ground.push({ pts: [[2.6, y], [32, y]], cls: 'c', layer: 4 })
    ground.push({ pts: [[-32, 60], [-9, 60]], cls: 'c', layer: 4 }, { pts: [[9, 60], [32, 60]], cls: 'c', layer: 4 })
    ground.push(...hedge([[-32, -21], [-4, -21]], rng, 1.8), ...hedge([[4, -21], [32, -21]], rng, 1.8))
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

const readingArt: Art[] = [
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
      const planGround: GroundEl[] = [{ pts: [[-4, -3.6], [L + 4, -3.6]], cls: 'c', layer: 4 }]
      xs.forEach(([, b]) => planGround.push({ pts: rectXY(b - 3.2, -3.6, b - 0.4, -0.2), cls: 'c', close: true, layer: 3 }))
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
      const out = [path(pd([[0, 760], [1600, 760]]), 'j x'), drawScene({ ground, items: sc.items.filter((it) => it.box[1] > -22) }, cam)]
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
      const cam = fitCam((o, s) => planCam(o, s), fitPoints([], [...reading.boundary, [-32, -32], [32, -32]]), [200, 110, 1000, 880])
      const out = [drawScene(sc, cam, { shadows: true })]
      for (const [p, no] of plots) {
        const q = cam.p([p[0], p[1], 0])
        out.push(circle(q, 12 * K, 'h f') + text([q[0], q[1] + 4.5 * K], String(no), 't m', { style: 'letter-spacing:0' }))
      }
      const rs = cam.p([30, -31, 0])
      out.push(text([rs[0], rs[1]], 'READING STREET', 'ts e'))
      const dr = cam.p([0, 30, 0])
      out.push(text([dr[0], dr[1]], 'PRIVATE DRIVE', 'ts m', { transform: `rotate(-90 ${num(dr[0])} ${num(dr[1])})` }))
      out.push(scaleBar([1230, 1000], cam.px([0, 0, 0]), [0, 5, 10, 20]))
      out.push(northArrow([1400, 180], 24, 0))
      // schedule of plots
      const types = ['DETACHED', 'SEMI-DETACHED', 'SEMI-DETACHED', 'DETACHED', 'SEMI-DETACHED', 'SEMI-DETACHED', 'DETACHED', 'DETACHED', 'DETACHED']
      const tx = 1160
      const ty = 330
      const rh = 30 * K
      const rows = [poly(rectXY(tx, ty, tx + 320, ty + rh * 10), 'j f'), text([tx + 14 * K, ty + rh * 0.65], 'SCHEDULE OF PLOTS', 't tp')]
      types.forEach((t, i) => {
        const y = ty + rh * (i + 1)
        rows.push(path(pd([[tx, y], [tx + 320, y]]), 'j'), text([tx + 14 * K, y + rh * 0.65], String(i + 1).padStart(2, '0'), 'ts'), text([tx + 60 * K, y + rh * 0.65], t, 'ts tp'))
      })
      rows.push(path(pd([[tx + 48 * K, ty + rh], [tx + 48 * K, ty + rh * 10]]), 'j'))
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
    for (const x of [-2.6, 17, 31]) ground.push({ pts: [[x, -9], [x, 11]], cls: 'c', layer: 4 })
    const affordable = [rectXY(-47, -8, -23.5, 11), rectXY(-17.5, -8, -0.5, 11)]
    const market = [rectXY(2, -8, 17, 11), rectXY(18.5, -8, 35, 11)]
    return { sc: { ground, items }, affordable, market }
  },
}

const daneArt: Art[] = [
  projectArt('dane-road-birchington', 1, {
    title: 'STREET ELEVATION TO DANE ROAD',
    sub: 'SCALE 1:150',
    draw() {
      const { sc } = dane.scene(new Rng('dr'))
      const items = sc.items.filter((it) => it.box[1] > -6 && it.pieces.length)
      const rng = new Rng('dr-elev')
      items.push(place(tree(10, 3, rng), -21, 8), place(tree(12, 3.6, rng, 'tall'), 0.8, 10), place(tree(9, 2.8, rng), 18.5, 9))
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
      const kp = fitCam((o, s2) => planCam(o, s2), fitPoints([], rectXY(-50, -18, 38, 40)), [20 * K, 52 * K, kw - 40 * K, kh - 70 * K])
      const arrow = kp.p([-20, -17, 0])
      const body =
        drawScene(site, kp) +
        path(pd([[arrow[0], arrow[1] + 20 * K], [arrow[0], arrow[1]]]), 'g') +
        poly([[arrow[0] - 5 * K, arrow[1] + 2 * K], [arrow[0] + 5 * K, arrow[1] + 2 * K], [arrow[0], arrow[1] - 8 * K]], 'fb') +
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
      for (const a of affordable) out.push(poly(a.map((p) => cam.p([p[0], p[1], 0])), 'h', true, { style: `fill:${pat('sh')}` }))
      for (const m of market) out.push(poly(m.map((p) => cam.p([p[0], p[1], 0])), 'j'))
      out.push(drawScene(sc, cam, { shadows: false }))
      const lab = (x: number, y: number, t: string) => {
        const q = cam.p([x, y, 0])
        return text([q[0], q[1]], t, 'ts m tp')
      }
      out.push(lab(-33, -7.2, 'FLATS 1–6'), lab(-9, -7.2, 'PLOTS 7–9'), lab(9.5, -7.2, 'PLOTS 10–11'), lab(26.5, -7.2, 'PLOT 12'))
      out.push(lab(-21, 21, 'PARKING COURT'))
      const dr = cam.p([60, -17.6, 0])
      out.push(text(dr, 'DANE ROAD', 'ts e'))
      const lg: Pt = [140, 990]
      out.push(poly(rectXY(lg[0], lg[1], lg[0] + 34 * K, lg[1] + 18 * K), 'h', true, { style: `fill:${pat('sh')}` }) + text([lg[0] + 46 * K, lg[1] + 14 * K], 'AFFORDABLE · REGISTERED PROVIDER', 'ts'))
      out.push(poly(rectXY(lg[0], lg[1] + 30 * K, lg[0] + 34 * K, lg[1] + 48 * K), 'j') + text([lg[0] + 46 * K, lg[1] + 44 * K], 'OPEN MARKET', 'ts'))
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
      const cam = fitCam((o, s) => axonCam(o, s, 24, 0.56), fitPoints(sc.items, rectXY(-50, -20, 38, 40)), [80, 110, 1440, 880])
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
    ground.push({ pts: pond.map((p): Pt => [37.5 + (p[0] - 37.5) * 0.7, -25 + (p[1] + 25) * 0.7]), cls: 'q', close: true, layer: 4 })
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
    out.push(poly(R(x0 - 0.12, 0.6, x0 + 0.12, 0.8), 'b f') + segs([[P(x0 - 0.12, 0.6), P(x0 + 0.12, 0.8)], [P(x0 + 0.12, 0.6), P(x0 - 0.12, 0.8)]], 'c'))
    out.push(hatchFill(R(x0 - 0.1, 0.8, x0 + 0.1, wallTop), 'in', 'c'))
    out.push(path(pd([P(x0 + sgn * 0.16, 0.6), P(x0 + sgn * 0.16, wallTop)]), 'b'))
    out.push(poly(R(x0 - 0.13, wallTop, x0 + 0.13, wallTop + 0.22), 'b f') + segs([[P(x0 - 0.13, wallTop), P(x0 + 0.13, wallTop + 0.22)], [P(x0 + 0.13, wallTop), P(x0 - 0.13, wallTop + 0.22)]], 'c'))
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
    out.push(poly([...b1, ...[...b2].reverse()].map((p) => P(p[0], p[1])), 'a f'))
    // the aisle rafter continues the main slope down to the wall plate
  }
  // tie beam, arcade plates in section
  out.push(poly(R(-nave - 0.45, tie, nave + 0.45, tie + 0.35), 'a f'))
  for (const sgn of [-1, 1]) {
    const xp = sgn * nave
    out.push(poly(R(xp - 0.16, tie + 0.35, xp + 0.16, tie + 0.6), 'b f') + segs([[P(xp - 0.16, tie + 0.35), P(xp + 0.16, tie + 0.6)], [P(xp + 0.16, tie + 0.35), P(xp - 0.16, tie + 0.6)]], 'c'))
  }
  // crown post, collar, collar purlin, up-braces
  const collar = 8.0
  out.push(poly(R(-0.14, tie + 0.35, 0.14, collar - 0.25), 'a f'))
  out.push(poly(R(-roofZInv(collar + 0.2), collar - 0.1, roofZInv(collar + 0.2), collar + 0.15), 'a f'))
  out.push(poly(R(-0.15, collar - 0.42, 0.15, collar - 0.1), 'b f') + segs([[P(-0.15, collar - 0.42), P(0.15, collar - 0.1)], [P(0.15, collar - 0.42), P(-0.15, collar - 0.1)]], 'c'))
  out.push(segs([[P(0, collar - 1.4), P(-0.05, collar - 0.45)], [P(0.1, collar - 1.3), P(0.9, collar - 0.1)], [P(-0.1, collar - 1.3), P(-0.9, collar - 0.1)]], 'b'))
  function roofZInv(z: number): number {
    return (ridge - z) / t - 0.15
  }
  // rafters: a double line following the roof, tiles and battens over, insulation between
  for (const sgn of [-1, 1]) {
    const eave = sgn * (half + 0.55)
    const top: Pt[] = [P(0, ridge + 0.05), P(eave, roofZ(eave) + 0.05)]
    const bot: Pt[] = [P(0, ridge - 0.2), P(sgn * (half + 0.25), roofZ(sgn * (half + 0.25)) - 0.2)]
    out.push(poly([...top, ...[...bot].reverse()], 'a f'))
    const ins: Pt[] = [P(0, ridge - 0.2), P(sgn * half, roofZ(sgn * half) - 0.2), P(sgn * half, roofZ(sgn * half) - 0.42), P(0, ridge - 0.42)]
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

const farmArt: Art[] = [
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
      out.push(dimChain(cam, bays.map((x): V3 => [x, 0, 11.0]), [0, 0, 0], false))
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
      const cam = fitCam((o, s) => axonCam(o, s, -32, 0.56), fitPoints(sc.items.slice(0, 3), rectXY(-30, -40, 48, 46)), [90, 110, 1420, 880])
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
      const cam: Cam = { kind: 'elev', p: (v) => [cx + v[0] * s, gy - v[2] * s], depth: () => 0, sees: () => true, px: () => s, dir: () => [0, 1] }
      out.push(dim(cam, [-5.2, 0, 0], [5.2, 0, 0], [0, 0, -1.9]))
      out.push(dimChain(cam, [-5.2, -2.6, 2.6, 5.2].map((x): V3 => [x, 0, 0]), [0, 0, -1.35], false))
      ;[
        [0.1, '+0.100', 'FFL'],
        [3.3, '+3.300', 'WALL PLATE'],
        [5.5, '+5.500', 'TIE BEAM'],
        [10.5, '+10.500', 'RIDGE'],
      ].forEach(([z, v, n]) => out.push(levelMark([cx - 7.4 * s, gy - (z as number) * s], v as string, n as string, -1, 30)))
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
          out.push(path(pd([a, [lx - 20 * K, ly], [lx - 6 * K, ly]]), 'h') + circle(a, 2.2 * K, 'fb') + text([lx, ly + 4 * K], t, 't tp'))
        })
      out.push(text([cx, gy + 2.6 * s], 'AISLE', 'ts m', { transform: `translate(${num(-3.9 * s)} 0)` }), text([cx, gy + 2.6 * s], 'NAVE', 'ts m'), text([cx, gy + 2.6 * s], 'AISLE', 'ts m', { transform: `translate(${num(3.9 * s)} 0)` }))
      return out.join('')
    },
  }),
]

// ─── Portrait ───────────────────────────────────────────────────────────────────────────────────────
// A line-art bust: a consultant in a jacket, shirt and tie, with glasses. Paths are drawn by hand in
// the 1200 × 1500 frame; the right half mirrors the left where the figure is symmetrical.

/** Mirrors path data about x = 600 (absolute commands only). */
function mirrorPath(d: string): string {
  return d.replace(/(-?\d+(?:\.\d+)?)[ ,](-?\d+(?:\.\d+)?)/g, (_, x: string, y: string) => `${1200 - Number(x)} ${y}`)
}
const both = (d: string): string => d + mirrorPath(d)

const portraitArt: Art = {
  file: 'about/portrait.svg',
  w: 1200,
  h: 1500,
  k: 1.7,
  grid: 30,
  glow: [0.5, 0.42],
  glowR: 0.6,
  draw() {
    const out: string[] = []
    // drafting construction behind the figure
    out.push(circle([600, 560], 318, 'j'), circle([600, 560], 330, 'j', { style: 'stroke-opacity:.2' }))
    out.push(path('M600 190V318M600 1300V1480', 'k'))
    for (const y of [425, 548, 680, 772]) out.push(path(`M232 ${y}H420M780 ${y}H968`, 'j x'))
    out.push(path('M985 425V772M975 425H995M975 548H995M975 680H995M975 772H995', 'h'))
    // jacket: squared shoulders, sleeves, lapels with a notch, the roll line, pocket flaps
    const jacket = both('M526 826C468 852 404 878 356 896C318 910 294 942 286 992C280 1100 272 1300 266 1500')
    const sleeve = both('M378 952C368 1060 362 1220 360 1500')
    const lapel = both('M522 832C506 884 484 944 464 990L488 999L472 1018C512 1084 562 1182 600 1262')
    const roll = both('M548 902C566 1010 586 1150 600 1262')
    const flap = both('M390 1418L522 1426')
    const shade: Pt[] = [
      [356, 896],
      [318, 910],
      [294, 942],
      [286, 992],
      [280, 1100],
      [266, 1500],
      [360, 1500],
      [362, 1220],
      [378, 952],
    ]
    out.push(segs(hatch(shade, 11, 60), 'q'))
    out.push(path(jacket, 'a'), path(sleeve, 'c'), path(flap, 'c'))
    // shirt and tie inside the V of the jacket
    extraDefs.push(el('clipPath', { id: 'pv' }, el('path', { d: 'M540 860L600 1262L660 860Z' })))
    out.push(g([path('M590 918L576 1262M610 918L624 1262', 'g'), path('M586 1040L614 1060M580 1130L620 1152', 'j')], { 'clip-path': 'url(#pv)' }))
    out.push(path('M584 878L616 878L610 916L590 916Z', 'g f'))
    out.push(path(both('M530 806L556 904L598 877'), 'b'))
    out.push(path(lapel, 'a'), path(roll, 'b'))
    out.push(path('M600 1262C597 1350 592 1430 588 1500', 'a'))
    out.push(circle([600, 1292], 8, 'b'), circle([596, 1392], 8, 'b'))
    // breast pocket and pocket square
    out.push(path('M694 1132L792 1122', 'b'), path('M714 1129L734 1099L770 1125M734 1099L742 1127', 'g'))
    // neck, with shadow under the jaw
    out.push(path(both('M522 730C526 764 528 794 526 826'), 'a'))
    out.push(segs(hatch([[530, 752], [670, 752], [670, 800], [600, 790], [530, 800]], 9, 75), 'q'))
    out.push(path('M590 796C596 802 604 802 610 796', 'c'))
    // head: a squarer jaw, ears
    out.push(path('M464 500C460 560 464 620 478 668C490 706 520 742 556 762C572 772 586 776 600 776C614 776 628 772 644 762C680 742 710 706 722 668C736 620 740 560 736 500', 'a'))
    out.push(path(both('M464 562C442 548 430 576 438 606C444 632 454 650 474 656'), 'a'))
    out.push(path(both('M452 588C448 602 452 618 460 628'), 'c'))
    // hair: short, side-parted, greying at the temples
    out.push(path('M456 540C448 500 448 448 468 412C488 378 526 352 572 342C610 334 664 336 698 354C730 372 748 404 750 446C752 478 750 508 744 540', 'a'))
    out.push(path('M466 512C468 478 480 452 506 440C530 430 548 434 560 428C600 420 660 418 700 436C722 448 732 474 734 512', 'b'))
    out.push(path('M560 428C566 396 590 366 630 352M585 420C615 390 660 378 712 392M620 422C655 404 695 404 726 424M548 432C520 412 496 420 480 450', 'c'))
    out.push(path(both('M462 522C458 500 460 472 470 450M468 534C466 516 468 498 474 484'), 'j'))
    // brows, eyes, glasses
    out.push(path(both('M500 550C520 540 552 538 574 545'), 'b'))
    out.push(path(both('M514 585C528 574 552 574 566 585'), 'b'), path(both('M522 591C536 595 550 595 560 590'), 'c'))
    out.push(path(both('M533 579C533 589 549 589 549 579'), 'b'))
    out.push(path(both('M510 556L566 556Q584 556 584 574L584 594Q584 614 564 614L512 614Q492 614 492 596L492 574Q492 556 510 556Z'), 'g'))
    out.push(path('M584 575C594 566 606 566 616 575', 'g'), path(both('M492 572L464 568'), 'g'))
    // nose, mouth, the lines of middle age
    out.push(path('M606 590C610 622 616 648 622 666C616 676 604 680 592 676', 'b'), path('M578 668C582 675 587 678 592 676', 'c'))
    out.push(path('M562 718C584 724 616 724 638 718', 'b'), path('M588 742C596 745 604 745 612 742', 'c'))
    out.push(path(both('M568 680C556 694 552 708 555 722'), 'c'))
    out.push(segs(hatch([[712, 600], [732, 560], [732, 622], [716, 680], [696, 704]], 8, 70), 'q'))
    return out.join('')
  },
}

const ART: Art[] = [heroStreet, heroPark, ...storyArt, ...mapleArt, ...copperArt, ...oaksArt, ...readingArt, ...daneArt, ...farmArt, portraitArt]

function writeArt(a: Art, folder: string): void {
  patternsUsed = new Set()
  extraDefs = []
  K = a.k
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
