import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type DrainState, drained } from './graceful-stop.ts'

const limits = { stalledMs: 10_000, totalMs: 120_000 }

describe('a stop waiting for the requests in flight', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('waits for a slow process as long as answers keep coming, past the stall limit', async () => {
    // 180 requests in flight, one answered every 200 ms: 36 s in all, well past 10 s.
    const state: DrainState = { inFlight: 180, lastArrival: Date.now(), answered: 0 }
    const answering = setInterval(() => {
      if (state.inFlight === 0) return
      state.inFlight -= 1
      state.answered += 1
    }, 200)
    let result: boolean | undefined
    void drained(() => state, limits).then((value) => (result = value))
    await vi.advanceTimersByTimeAsync(35_000)
    expect(result).toBeUndefined()
    await vi.advanceTimersByTimeAsync(2_000)
    expect(result).toBe(true)
    expect(state.answered).toBe(180)
    clearInterval(answering)
  })

  it('gives up once no request has been answered for the stall limit', async () => {
    const state: DrainState = { inFlight: 3, lastArrival: Date.now(), answered: 0 }
    let result: boolean | undefined
    void drained(() => state, limits).then((value) => (result = value))
    await vi.advanceTimersByTimeAsync(9_000)
    expect(result).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1_200)
    expect(result).toBe(false)
  })

  it('waits until nothing has arrived for half a second, so no kept-alive request meets a closed socket', async () => {
    const state: DrainState = { inFlight: 0, lastArrival: Date.now(), answered: 0 }
    let result: boolean | undefined
    void drained(() => state, limits).then((value) => (result = value))
    await vi.advanceTimersByTimeAsync(300)
    state.lastArrival = Date.now()
    await vi.advanceTimersByTimeAsync(400)
    expect(result).toBeUndefined()
    await vi.advanceTimersByTimeAsync(200)
    expect(result).toBe(true)
  })

  it('stops waiting after the total limit, even while a flood keeps being answered', async () => {
    const state: DrainState = { inFlight: 1, lastArrival: Date.now(), answered: 0 }
    const flood = setInterval(() => {
      state.lastArrival = Date.now()
      state.answered += 1
    }, 100)
    let result: boolean | undefined
    void drained(() => state, limits).then((value) => (result = value))
    await vi.advanceTimersByTimeAsync(119_000)
    expect(result).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1_200)
    expect(result).toBe(false)
    clearInterval(flood)
  })
})
