// Drawing furniture, added in screen space over a view: dimensions, grid lines, levels, north arrow, scale
// bar, title block, sheet border, callouts, labels, fades and clips.

import { add, at, dist2, len, mul, type Pt, rad, type Seg, sub, type V3 } from './geometry.ts'
import { circle, el, extraDefs, g, K, num, pat, path, pd, poly, segs, text } from './svg.ts'
import type { Cam, Item } from './scene.ts'

const mm = (m: number) => String(Math.round((m * 1000) / 5) * 5)

/** A dimension line between world points a and b, drawn `off` (a world vector) away from them. */
export function dim(
  cam: Cam,
  a: V3,
  b: V3,
  off: V3,
  label?: string,
  o: { ext?: boolean; textSide?: 1 | -1 } = {},
): string {
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
    const m: Pt = [
      (A[0] + B[0]) / 2 + nrm[0] * 5 * K * side,
      (A[1] + B[1]) / 2 + nrm[1] * 5 * K * side + (side < 0 ? 8 * K : 0),
    ]
    s += text(m, txt, 't m', { transform: `rotate(${num(ang)} ${num(m[0])} ${num(m[1])})` })
  }
  return s
}
/** A chain of dimensions through successive points, with an overall dimension further out. */
export function dimChain(cam: Cam, pts: V3[], off: V3, overall = true): string {
  let s = ''
  for (let i = 0; i + 1 < pts.length; i++) s += dim(cam, pts[i] as V3, pts[i + 1] as V3, off, undefined, { ext: true })
  if (overall && pts.length > 2) s += dim(cam, pts[0] as V3, at(pts, -1), mul(off, 1.75), undefined, { ext: false })
  return s
}

/** A grid bubble. */
export function bubble(p: Pt, label: string, r = 12): string {
  return circle(p, r * K, 'h f') + text([p[0], p[1] + 3.8 * K], label, 't m', { style: 'letter-spacing:0' })
}
/** A structural grid line between world points, with a bubble beyond b. */
export function gridLine(cam: Cam, a: V3, b: V3, label: string, bothEnds = false): string {
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
export function levelMark(p: Pt, value: string, name: string, side: 1 | -1 = 1, lineLen = 60): string {
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
    path(
      pd([
        [x - side * 6 * K, y],
        [x + side * lineLen * K, y],
      ]),
      'h',
    ) +
    poly(tri, 'h f') +
    poly(half, 'fb') +
    text([x + side * 10 * K, y - 5 * K], value, side > 0 ? 't' : 't e') +
    text([x + side * 10 * K, y + 12 * K], name, side > 0 ? 'ts' : 'ts e')
  )
}

/** A north point: circle, half-filled arrow, N. `ang` is the screen angle of north (radians, 0 = up). */
export function northArrow(c: Pt, r: number, ang = 0): string {
  const R = (x: number, y: number): Pt => [
    c[0] + x * Math.cos(ang) - y * Math.sin(ang),
    c[1] + x * Math.sin(ang) + y * Math.cos(ang),
  ]
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
export function scaleBar(p: Pt, pxPerM: number, steps: number[], unit = 'm'): string {
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
export function titleBlock(x1: number, y1: number, o: { title: string; sub: string; no: string; w?: number }): string {
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
    path(
      pd([
        [xd, y0],
        [xd, y1],
      ]) +
        pd([
          [x0, y0 + h * 0.58],
          [xd, y0 + h * 0.58],
        ]),
      'j',
    ) +
    path(
      pd([
        [x0, y0],
        [x0 + 44 * K, y0],
      ]),
      'G',
    ) +
    text([x0 + 14 * K, y0 + 24 * K], o.title, 'tl') +
    text([x0 + 14 * K, y1 - 10 * K], o.sub, 'ts') +
    text([(xd + x1) / 2, y0 + 17 * K], 'DRG', 'ts m') +
    text([(xd + x1) / 2, y1 - 14 * K], o.no, 'tl m', { style: 'letter-spacing:.06em' })
  )
}

/** A drawing sheet border with zone marks along its edges. */
export function sheet(w: number, h: number, m: number, cols = 8, rows = 6): string {
  const x0 = m
  const y0 = m
  const x1 = w - m
  const y1 = h - m
  let ticks = ''
  let labels = ''
  const letters = 'ABCDEFGHJK'
  for (let i = 0; i <= cols; i++) {
    const x = x0 + ((x1 - x0) * i) / cols
    ticks +=
      pd([
        [x, y0],
        [x, y0 - 8 * K],
      ]) +
      pd([
        [x, y1],
        [x, y1 + 8 * K],
      ])
    if (i < cols) {
      const xm = x + (x1 - x0) / cols / 2
      labels += text([xm, y0 - 6 * K], String(i + 1), 'ts m') + text([xm, y1 + 14 * K], String(i + 1), 'ts m')
    }
  }
  for (let i = 0; i <= rows; i++) {
    const y = y0 + ((y1 - y0) * i) / rows
    ticks +=
      pd([
        [x0, y],
        [x0 - 8 * K, y],
      ]) +
      pd([
        [x1, y],
        [x1 + 8 * K, y],
      ])
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
export function callout(p: Pt, q: Pt, label: string, anchor: 'start' | 'end' = 'start'): string {
  return (
    path(pd([p, q]), 'h') +
    circle(p, 2 * K, 'fb') +
    text([q[0] + (anchor === 'start' ? 6 : -6) * K, q[1] + 4 * K], label, anchor === 'start' ? 't' : 't e')
  )
}

/** Earth hatch under a ground line (an elevation or section). */
export function groundBand(x0: number, x1: number, y: number, depth: number): string {
  return (
    el('rect', { x: x0, y, width: x1 - x0, height: depth, fill: pat('ea') }) +
    path(
      pd([
        [x0, y],
        [x1, y],
      ]),
      'A',
    )
  )
}

/** Item labels (unit numbers etc.) projected into the view. */
export function drawLabels(items: readonly Item[], cam: Cam): string {
  return items
    .flatMap((it) => it.labels ?? [])
    .map((l) => {
      const p = cam.p(l.at)
      return text([p[0], p[1] + 3.5 * K], l.text, 'ts m tp')
    })
    .join('')
}

/** Wraps a drawing so it fades in from the left (x0 → x1 in px), at an overall opacity. */
export function fadeIn(body: string, w: number, h: number, x0: number, x1: number, from: number, opacity = 1): string {
  const id = `fd${extraDefs.length}`
  extraDefs.push(
    el(
      'linearGradient',
      { id: `${id}g`, x1: x0, x2: x1, y1: 0, y2: 0, gradientUnits: 'userSpaceOnUse' },
      el('stop', { offset: 0, 'stop-color': '#fff', 'stop-opacity': from }) +
        el('stop', { offset: 1, 'stop-color': '#fff' }),
    ),
    el(
      'mask',
      { id, maskUnits: 'userSpaceOnUse', x: 0, y: 0, width: w, height: h },
      el('rect', { width: w, height: h, fill: `url(#${id}g)` }),
    ),
  )
  return g(body, { mask: `url(#${id})`, opacity: opacity < 1 ? opacity : undefined })
}

/** Clips a drawing to a rectangle. */
export function clip(body: string, x: number, y: number, w: number, h: number): string {
  const id = `cp${extraDefs.length}`
  extraDefs.push(el('clipPath', { id }, el('rect', { x, y, width: w, height: h })))
  return g(body, { 'clip-path': `url(#${id})` })
}
