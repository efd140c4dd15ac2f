// Finds secrets in text meant for the public: the build output (tests/build/secrets.test.ts).
// The browser may hold the Supabase URL and anon key (public by design, limited by row level
// security); never the service-role key, a database or SMTP password, an email API key or a signing
// secret. Patterns catch the usual forms; the values of the secret variables set in this shell or
// .env (see .env.example) are looked for literally.

/** Environment variables that hold secrets (the function's and the local stack's, .env.example). */
export const secretVariables = [
  'SUPABASE_SERVICE_ROLE_KEY',
  'SUPABASE_DB_URL',
  'DATABASE_URL',
  'RESEND_API_KEY',
  'SMTP_URL',
  'RATE_LIMIT_SALT',
  'ENQUIRY_JOBS_SECRET',
]

const patterns: [kind: string, pattern: RegExp][] = [
  ['private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/g],
  ['Supabase secret key', /\bsb_secret_[A-Za-z0-9_-]{10,}/g],
  ['Resend API key', /\bre_[A-Za-z0-9]{6,}_[A-Za-z0-9_]{10,}/g],
  [
    'password in a URL',
    /\b(?:postgres(?:ql)?|mysql|smtps?|redis|amqps?|mongodb(?:\+srv)?):\/\/[^\s:/@"'`]+:[^\s/@"'`]+@/g,
  ],
  ['AWS access key', /\bAKIA[0-9A-Z]{16}\b/g],
  ['Stripe secret key', /\b[sr]k_live_[A-Za-z0-9]{10,}/g],
  ['GitHub token', /\bgh[pousr]_[A-Za-z0-9]{30,}/g],
]

const jwt = /\beyJ[A-Za-z0-9_-]{5,}\.(eyJ[A-Za-z0-9_-]{5,})\.[A-Za-z0-9_-]{10,}/g

/** A Supabase key is a JWT whose role says what it may do: anon is public, service_role is not. */
function jwtRole(payload: string): string | undefined {
  try {
    return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { role?: string }).role
  } catch {
    return undefined
  }
}

/** What was found, each with the start of the match: enough to find it and not enough to leak it further. */
export function findSecrets(text: string, knownSecrets: string[] = []) {
  const excerpt = (match: string) => `${match.slice(0, 12)}…`
  const findings = patterns.flatMap(([kind, pattern]) =>
    [...text.matchAll(pattern)].map((match) => ({ kind, excerpt: excerpt(match[0]) })),
  )
  for (const match of text.matchAll(jwt)) {
    const role = jwtRole(match[1]!)
    if (role && role !== 'anon')
      findings.push({ kind: `JWT with role "${role}" (a Supabase service key)`, excerpt: excerpt(match[0]) })
  }
  for (const secret of knownSecrets.filter((value) => value.length >= 8)) {
    if (text.includes(secret)) findings.push({ kind: 'the value of a secret variable', excerpt: excerpt(secret) })
  }
  return findings
}
