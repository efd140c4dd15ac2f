// SVG output: elements and compact path data, the Pen that merges strokes of one class, and the document
// around a drawing (its stylesheet, patterns, background grid and glow) in the site's colours.

import { palette } from '../../theme.ts'
import { Rng } from './rng.ts'
import type { Pt, Seg, V3 } from './geometry.ts'

// ─── SVG text ───────────────────────────────────────────────────────────────────────────────────────

export function num(v: number): string {
  const r = Math.abs(v) < 1 ? Math.round(v * 1000) / 1000 : Math.round(v * 10) / 10
  return r === 0 ? '0' : String(r)
}
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
export type Attrs = Record<string, string | number | undefined>
export function el(name: string, a: Attrs = {}, inner?: string): string {
  const at = Object.entries(a)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? num(v) : v}"`)
    .join('')
  return inner === undefined ? `<${name}${at}/>` : `<${name}${at}>${inner}</${name}>`
}
/** Precision of path coordinates, in px. */
const PREC = 0.5
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
export function pd(ps: readonly Pt[], close = false): string {
  if (ps.length < 2) return ''
  let s = ''
  let px = 0
  let py = 0
  ps.forEach((p, i) => {
    const x = Math.round(p[0] / PREC) * PREC
    const y = Math.round(p[1] / PREC) * PREC
    if (i === 0) s += `M${pair(x, y)}`
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
export const path = (d: string, cls: string, extra: Attrs = {}): string =>
  d ? el('path', { d, class: cls, ...extra }) : ''
export const poly = (ps: readonly Pt[], cls: string, close = true, extra: Attrs = {}): string =>
  path(pd(ps, close), cls, extra)
export const segs = (ss: readonly Seg[], cls: string): string => path(segsD(ss), cls)
export const circle = (c: Pt, r: number, cls: string, extra: Attrs = {}): string =>
  el('circle', { cx: c[0], cy: c[1], r, class: cls, ...extra })
export const text = (p: Pt, s: string, cls = 't', extra: Attrs = {}): string =>
  el('text', { x: p[0], y: p[1], class: cls, ...extra }, esc(s))
export const g = (inner: string | readonly string[], a: Attrs = {}): string =>
  el('g', a, typeof inner === 'string' ? inner : inner.join(''))

/** Ordered drawing operations; consecutive strokes of one class are merged into one path. */
export class Pen {
  private ops: { cls: string; d: string; extra: Attrs; merge: boolean; raw?: boolean }[] = []
  constructor(private readonly m: (p: Pt) => Pt = (p) => p) {}
  private add(cls: string, d: string, merge: boolean, extra: Attrs = {}) {
    if (!d) return
    const last = this.ops.at(-1)
    if (merge && last?.merge && last.cls === cls) last.d += d
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

const FONT = 'Inter, Helvetica, Arial, sans-serif'

/** Patterns a document uses, collected while it is drawn. */
let patternsUsed = new Set<string>()
export let extraDefs: string[] = []
/** Line and text scale of the document being drawn. */
export let K = 1

/** Starts a document: no patterns or definitions yet, lines and text at scale `k`. */
export function startDocument(k: number): void {
  patternsUsed = new Set()
  extraDefs = []
  K = k
}

const patternDefs: Record<string, (k: number) => string> = {
  // 45° shadow hatch
  sh: (k) =>
    el(
      'pattern',
      { id: 'sh', width: 7 * k, height: 7 * k, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' },
      el('path', {
        d: `M0 0V${num(7 * k)}`,
        stroke: palette.brass[300],
        'stroke-width': 0.8 * k,
        'stroke-opacity': 0.32,
      }),
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
      for (const dx of [-s, 0, s])
        d +=
          `M${num(cx + dx - rx)} ${num(cy)}a${num(rx)} ${num(ry)} 0 1 0 ${num(2 * rx)} 0a${num(rx)} ${num(ry)} 0 1 ` +
          `0 ${num(-2 * rx)} 0`
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
      el('path', {
        d,
        fill: 'none',
        stroke: palette.paper[200],
        'stroke-width': 1.1 * k,
        'stroke-opacity': 0.55,
        'stroke-linecap': 'round',
      }),
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
        [0, 1, 2, 3, 4].map(
          (j): Pt => [
            x + q * Math.cos(j * 1.25 + i) * r.range(0.7, 1.2),
            y + q * Math.sin(j * 1.25 + i) * r.range(0.7, 1.2),
          ],
        ),
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
      el('path', {
        d: `M0 10L5 0L10 10`,
        fill: 'none',
        stroke: palette.paper[200],
        'stroke-width': 0.6 * k,
        'stroke-opacity': 0.45,
      }),
    ),
}
export function pat(id: string): string {
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
    `.k{stroke:${palette.brass[400]};stroke-width:${w(0.7)};stroke-opacity:.55;`,
    `stroke-dasharray:${w(18)} ${w(5)} ${w(3)} ${w(5)}}`,
    `.x{stroke-dasharray:${w(6)} ${w(4)}}`,
    `.o{stroke:${palette.ink[900]};stroke-width:${w(6)}}`,
    `.w1{fill:#102036}.w2{fill:#0c1829}.r1{fill:#15273f}.r2{fill:#11213a}`,
    `.gl{fill:${palette.ink[950]}}.ft{fill:${palette.ink[900]};fill-opacity:.82}.f{fill:${palette.ink[900]}}`,
    `.fd{fill:#0a1524}.rd{fill:#13233a;stroke:none}`,
    `.fb{fill:${palette.brass[300]};stroke:none}.fp{fill:${palette.paper[200]};stroke:none}`,
    `.fh{fill:${palette.brass[400]};fill-opacity:.1}`,
    `text{font-family:${FONT};fill:${palette.brass[300]};font-weight:500;letter-spacing:.16em}`,
    `.t{font-size:${w(11)}px}.tm{font-size:${w(14)}px}`,
    `.tl{font-size:${w(15)}px;letter-spacing:.2em;fill:${palette.paper[200]}}`,
    `.bd{stroke:${palette.brass[300]};stroke-width:${w(1.5)};stroke-opacity:.7;`,
    `stroke-dasharray:${w(16)} ${w(4)} ${w(2)} ${w(4)}}`,
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

export function svgDoc(o: DocOpts, body: string): string {
  const defs: string[] = []
  const m = o.grid
  defs.push(
    el(
      'pattern',
      { id: 'gm', width: m, height: m, patternUnits: 'userSpaceOnUse' },
      el('path', {
        d: `M${m} 0H0V${m}`,
        fill: 'none',
        stroke: palette.brass[300],
        'stroke-opacity': 0.045,
        'stroke-width': 1,
      }),
    ),
    el(
      'pattern',
      { id: 'gM', width: m * 4, height: m * 4, patternUnits: 'userSpaceOnUse' },
      el('rect', { width: m * 4, height: m * 4, fill: 'url(#gm)' }) +
        el('path', {
          d: `M${m * 4} 0H0V${m * 4}`,
          fill: 'none',
          stroke: palette.brass[300],
          'stroke-opacity': 0.085,
          'stroke-width': 1,
        }),
    ),
  )
  if (o.glow)
    defs.push(
      el(
        'radialGradient',
        { id: 'gl', cx: o.glow[0], cy: o.glow[1], r: o.glowR ?? 0.55 },
        el('stop', { offset: 0, 'stop-color': palette.ink[800], 'stop-opacity': 0.85 }) +
          el('stop', { offset: 1, 'stop-color': palette.ink[800], 'stop-opacity': 0 }),
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

/** A drawing: the file it is written to, its document and how to draw its content. */
export interface Art {
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
