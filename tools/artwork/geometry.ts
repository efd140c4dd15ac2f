// Geometry in plain numbers: vectors, polygons, hatching, clipping, smoothing and hulls.

export type Pt = readonly [number, number]
export type V3 = readonly [number, number, number]
export type Seg = readonly [Pt, Pt]

export const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
export const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
export const mul = (a: V3, k: number): V3 => [a[0] * k, a[1] * k, a[2] * k]
export const dot = (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
export const cross = (a: V3, b: V3): V3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
]
export const len = (a: V3): number => Math.hypot(a[0], a[1], a[2])
export const unit = (a: V3): V3 => mul(a, 1 / (len(a) || 1))
export const centroid = (ps: readonly V3[]): V3 =>
  mul(
    ps.reduce((s, p) => add(s, p), [0, 0, 0] as V3),
    1 / ps.length,
  )
export const lerp2 = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]
export const dist2 = (a: Pt, b: Pt): number => Math.hypot(b[0] - a[0], b[1] - a[1])
export const rad = (deg: number): number => (deg * Math.PI) / 180
export const at = <T>(xs: readonly T[], i: number): T => xs[((i % xs.length) + xs.length) % xs.length] as T

/** Newell's method: a polygon's normal, robust for any planar polygon. */
export function newell(ps: readonly V3[]): V3 {
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
export const hatch = (poly: readonly Pt[], gap: number, angle = 0, phase = 0.5): Seg[] =>
  hatchAll(poly, gap, angle, phase)
export function hatchAll(poly: readonly Pt[], gap: number, angle = 0, phase = 0.5): Seg[] {
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
export function clipHalf(poly: readonly Pt[], f: (p: Pt) => number): Pt[] {
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
export const clipBand = (poly: readonly Pt[], v0: number, v1: number): Pt[] =>
  clipHalf(
    clipHalf(poly, (p) => p[1] - v0),
    (p) => v1 - p[1],
  )

/** Catmull–Rom spline through points, sampled. */
export function smooth(ps: readonly Pt[], per = 8, closed = false): Pt[] {
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
export function offset(ps: readonly Pt[], d: number): Pt[] {
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
export function clipRect(ps: readonly Pt[], x0: number, y0: number, x1: number, y1: number): Pt[][] {
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

export const circlePts = (c: Pt, r: number, n = 48, a0 = 0): Pt[] =>
  Array.from(
    { length: n },
    (_, i): Pt => [c[0] + r * Math.cos(a0 + (i / n) * Math.PI * 2), c[1] + r * Math.sin(a0 + (i / n) * Math.PI * 2)],
  )

export function hull(ps: readonly Pt[]): Pt[] {
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
