// Secrets out of every log line and stored error (docs/enquiries.md, "Secrets stay out of logs"). Deno's "Invalid
// URL" message quotes the whole DATABASE_URL: a typo in its port is enough.

const patterns: [RegExp, string][] = [
  // scheme://user:password@host: everything between the scheme and the last @ of the run.
  [/\b([a-z][a-z0-9+.-]*:\/\/)[^\s'"`<>]*@/gi, '$1[redacted]@'],
  [/\b(password|passwd|pwd)(\s*[=:]\s*)[^\s'"`,;]+/gi, '$1$2[redacted]'],
  [/\b(Bearer\s+)[^\s'"`,;]+/gi, '$1[redacted]'],
  // Resend's keys (re_...).
  [/\bre_[A-Za-z0-9_]{6,}/g, 're_[redacted]'],
]

export function redactSecrets(text: string): string {
  return patterns.reduce((redacted, [pattern, replacement]) => redacted.replace(pattern, replacement), text)
}
