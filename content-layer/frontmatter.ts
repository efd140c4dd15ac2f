// Splitting an MDX content file into its frontmatter and body. The YAML itself is read by `yaml`
// (parse.ts), which also gives the line of each field.

/** An MDX file's frontmatter: a first line "---", the YAML, then a line "---". */
const frontmatterBlock = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/

/**
 * An MDX file's frontmatter YAML and body, or undefined if it does not start with a frontmatter
 * block. The YAML starts with the newline after the opening "---", so its lines are the file's.
 */
export function splitFrontmatter(source: string): { yaml: string; body: string } | undefined {
  const block = frontmatterBlock.exec(source)
  return block ? { yaml: `\n${block[1] ?? ''}`, body: source.slice(block[0].length) } : undefined
}
