// Visitor text shown to the owner (the notification email, `npm run enquiries`) with anything not plain text made
// visible, whatever the database holds (rows from before the schema's checks, or other tools): it must not drive a
// terminal (ESC, BEL), forge lines (CR, LF), reverse text (U+202E) or hide (zero-width characters).
// Below: controls, format characters (bidi, zero-width, soft hyphen) and the Unicode line separators.
const notPrintable = /[\p{Cc}\p{Cf}\u2028\u2029]/gu
const notPrintableInText = /(?![\n\t])[\p{Cc}\p{Cf}\u2028\u2029]/gu

const escapeCharacter = (character: string) =>
  `\\u{${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}}`

/** One line of text: every control character, line breaks included, shown as `\u{XXXX}`. */
export const printableLine = (text: string) => text.replace(notPrintable, escapeCharacter)

/** Several lines: line breaks (CRLF as LF) and tabs kept, anything else not printable escaped. */
export const printableText = (text: string) => text.replace(/\r\n/g, '\n').replace(notPrintableInText, escapeCharacter)
