// The text below an entry's fields, compiled in the browser as the build compiles it
// (build/content/vite-plugin.ts: MDX with GitHub-flavoured Markdown), each time it changes.
import { evaluate } from '@mdx-js/mdx'
import { useEffect, useState } from 'react'
import * as runtime from 'react/jsx-runtime'
import remarkGfm from 'remark-gfm'
import type { Body } from '#content/bodies.ts'

interface Compiled {
  /** The last text that compiled: shown while a later one does not. */
  body?: Body
  /** Why the latest text does not compile. */
  problem?: string
}

export function useCompiledBody(source: string | undefined): Compiled {
  const [compiled, setCompiled] = useState<Compiled>({})
  useEffect(() => {
    if (source === undefined) return
    let latest = true
    evaluate(source, { ...runtime, remarkPlugins: [remarkGfm] }).then(
      ({ default: body }) => latest && setCompiled({ body: body as Body }),
      (error: Error) => latest && setCompiled((before) => ({ body: before.body, problem: error.message })),
    )
    return () => {
      latest = false
    }
  }, [source])
  return compiled
}
