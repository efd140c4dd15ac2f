// Insets: small details and sections drawn beside a main view.

import type { Rng } from './rng.ts'
import { hatch, type Pt, rad, type Seg, smooth } from './geometry.ts'
import { circle, el, extraDefs, g, K, num, pat, path, pd, poly, segs, text } from './svg.ts'
import type { Cam } from './scene.ts'
import { portalSection, rectXY } from './buildings.ts'
import { callout, dim, levelMark } from './furniture.ts'

/** A framed inset at (x, y), w × h, with a caption; `body` is drawn in the inset's own coordinates. */
export function inset(x: number, y: number, w: number, h: number, caption: string, sub: string, body: string): string {
  const id = `in${extraDefs.length}`
  extraDefs.push(el('clipPath', { id }, el('rect', { width: w, height: h })))
  return g(
    [
      poly(rectXY(0, 0, w, h), 'j f'),
      g(body, { 'clip-path': `url(#${id})` }),
      path(
        pd([
          [0, 0],
          [40 * K, 0],
        ]),
        'G',
      ),
      text([14 * K, 24 * K], caption, 't tp'),
      text([14 * K, 40 * K], sub, 'ts'),
    ],
    { transform: `translate(${num(x)} ${num(y)})` },
  )
}

export const hatchFill = (ps: readonly Pt[], id: string, cls = 'n'): string =>
  poly(ps, cls, true, { style: `fill:${pat(id)}` })

/** Section through a pad foundation: pad, column base, bolts, slab on hardcore, ground either side. */
export function padSection(w: number, h: number): string {
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
  out.push(
    segs(
      [
        [P(-0.12, -1.0), P(-0.12, -0.5)],
        [P(0.12, -1.0), P(0.12, -0.5)],
      ],
      'g',
    ),
  )
  // the column: flanges, web line, break at the top
  const top = 1.1
  out.push(
    poly([P(-0.2, -0.55), P(0.2, -0.55), P(0.2, top), P(0.06, top + 0.06), P(-0.06, top - 0.06), P(-0.2, top)], 'a f'),
  )
  out.push(
    segs(
      [
        [P(-0.16, -0.55), P(-0.16, top - 0.02)],
        [P(0.16, -0.55), P(0.16, top + 0.02)],
      ],
      'c',
    ),
  )
  out.push(
    dim(
      { kind: 'elev', p: (v) => P(v[0], v[2]), depth: () => 0, sees: () => true, px: () => s, dir: () => [0, 1] },
      [-0.8, 0, -1.25],
      [0.8, 0, -1.25],
      [0, 0, -0.28],
    ),
  )
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
    out.push(
      path(pd([a, [lx - 14 * K, ly], [lx - 4 * K, ly]]), 'h') +
        circle(a, 2 * K, 'fb') +
        text([lx, ly + 4 * K], t, 'ts tp'),
    )
  })
  return out.join('')
}

/** Elevation of a typical portal frame with its span, eaves and apex. */
export function frameElevation(w: number, h: number, span: number, e: number, pitch: number, flood = false): string {
  const s = (w - 120 * K) / span
  const x0 = 62 * K
  const gy = h - 62 * K
  const P = (y: number, z: number): Pt => [x0 + y * s, gy - z * s]
  const cam: Cam = {
    kind: 'elev',
    p: (v) => P(v[0], v[2]),
    depth: () => 0,
    sees: () => true,
    px: () => s,
    dir: () => [0, 1],
  }
  const out: string[] = []
  if (flood) {
    // the slab raised above the design flood level, external ground lower
    const gl: Pt[] = [P(-3, -0.6), P(-0.2, -0.6), P(-0.2, 0), P(span + 0.2, 0), P(span + 0.2, -0.6), P(span + 3, -0.6)]
    out.push(hatchFill([...gl, P(span + 3, -1.6), P(-3, -1.6)], 'ea'))
    out.push(hatchFill([P(0.2, 0), P(span - 0.2, 0), P(span - 0.2, -0.25), P(0.2, -0.25)], 'cc', 'b'))
    for (const y of [0, span])
      out.push(poly([P(y - 0.8, -0.6), P(y + 0.8, -0.6), P(y + 0.8, -1.3), P(y - 0.8, -1.3)], 'c x f'))
    out.push(poly(gl, 'A', false))
    out.push(path(pd([P(-3, -0.3), P(span + 3, -0.3)]), 'g x'))
    const fl = P(span + 3, -0.3)
    out.push(text([fl[0], fl[1] + 16 * K], 'DESIGN FLOOD LEVEL', 'ts e'))
  } else {
    out.push(hatchFill([P(-2, 0), P(span + 2, 0), P(span + 2, -0.8), P(-2, -0.8)], 'ea'))
    for (const y of [0, span])
      out.push(poly([P(y - 0.8, -0.3), P(y + 0.8, -0.3), P(y + 0.8, -0.9), P(y - 0.8, -0.9)], 'c x f'))
    out.push(path(pd([P(-2, 0), P(span + 2, 0)]), 'A'))
  }
  out.push(
    poly(
      portalSection(span, e, pitch).map((p) => P(p[0], p[1])),
      'a f',
    ),
  )
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
  out.push(
    levelMark(
      [apex[0], apex[1] - 4 * K],
      `+${(Math.round((e + (span / 2) * t + 0.15) * 20) / 20).toFixed(3)}`,
      'APEX',
      1,
      40,
    ),
  )
  const hl = P(span - 1.4, e - 0.5)
  out.push(callout(hl, [hl[0] - 40 * K, hl[1] + 46 * K], 'HAUNCH', 'end'))
  const rf = P(span * 0.3, e + span * 0.3 * t)
  out.push(callout(rf, [rf[0] - 10 * K, rf[1] - 34 * K], 'RAFTER'))
  return out.join('')
}

/** The threshold of a unit on a flood plain: yard, upstand, raised slab and the design flood level. */
export function thresholdDetail(h: number): string {
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
  o.push(
    levelMark([lx, P(0, 0)[1]], 'FFL ±0.000', '', 1, 14),
    levelMark([lx, P(0, -0.3)[1] + 10 * K], 'FLOOD -0.300', '', 1, 14),
  )
  o.push(levelMark([x0 - 1.3 * s + 30 * K, P(0, -0.6)[1]], 'YARD -0.600', '', 1, 14))
  o.push(callout(P(0.3, 0.45), [P(0.3, 0.45)[0] + 60 * K, P(0.3, 0.45)[1] - 24 * K], 'BRICK PLINTH'))
  return o.join('')
}

/** Section across the site as surveyed: existing ground, hedges, trees, the proposed floor level. */
export function siteSection(w: number, h: number, rng: Rng): string {
  const s = (w - 60 * K) / 70
  const x0 = 30 * K
  const gy = h - 70 * K
  const vx = 2.4
  const P = (x: number, z: number): Pt => [x0 + x * s, gy - z * s * vx]
  const ground: Pt[] = []
  for (let x = 0; x <= 70; x += 2)
    ground.push([x, 1.2 - x * 0.025 + 0.35 * Math.sin(x * 0.19 + 1) + 0.2 * Math.sin(x * 0.5)])
  const pts = smooth(ground, 3).map((p) => P(p[0], p[1]))
  const out: string[] = []
  out.push(hatchFill([...pts, P(70, -1.2), P(0, -1.2)], 'ea', 'n'))
  out.push(poly(pts, 'a', false))
  for (const x of [3, 66]) {
    const base = P(x, 1.2 - x * 0.025)
    const b = smooth(
      [0, 1, 2, 3, 4, 5, 6].map(
        (i): Pt => [base[0] + (i - 3) * 0.5 * s, base[1] - (i === 0 || i === 6 ? 0 : rng.range(1.4, 2.2)) * s * vx],
      ),
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
