declare module 'virtual:island-code' {
  /** Each island's code files, by island name (vite-plugin.ts). */
  const files: Record<string, string[]>
  export default files
}
