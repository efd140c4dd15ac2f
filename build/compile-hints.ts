// V8 compiles a function the first time it is called, on the main thread, unless its file starts by asking for all of
// them at once: an explicit compile hint, which Chromium compiles as the file streams in, off the main thread. Nearly
// all of the site's script runs as a page loads or at its first tap, and there, compiling on demand was a fifth of an
// empty Send Message's answer at CPU x4 (docs/performance.md, "Compiled as it loads, not at the first tap").
import type { Plugin } from 'vite'

/** V8 reads the hint only as a file's first line. */
const hint = '//# allFunctionsCalledOnLoad\n'

export function compileHints(): Plugin {
  return {
    name: 'site:compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // Last, after Vite has put its own first line (the list of a chunk's dynamic imports' files) in an entry.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) if (file.type === 'chunk') file.code = hint + file.code
      },
    },
  }
}
