// https://vike.dev/data
import { about } from '#content/load.ts'

export type Data = Awaited<ReturnType<typeof data>>

export function data() {
  return { ...about }
}
