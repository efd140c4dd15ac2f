// A module bundled into a string for an inline <script> (inline-script.ts).
declare module '*?inline-script' {
  const code: string
  export default code
}
