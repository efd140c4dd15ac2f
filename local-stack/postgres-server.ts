// A throwaway PostgreSQL server for the integration tests and `bench:enquiries -- --postgres`: Debian's binaries, a
// cluster in a temp folder, a free loopback port, no fsync (the machine does not crash under a test) but commits
// written before they are acknowledged, as on Supabase, so an immediate restart loses nothing acknowledged. It speaks
// TLS, as Supabase's servers do, with a certificate made for it; `tls: 'required'` refuses plain connections too, as
// Supabase's "Enforce SSL" does.
import { execFile, execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { chmod, chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './free-port.ts'

const run = promisify(execFile)

export type PostgresServer = Awaited<ReturnType<typeof startPostgresServer>>

/** PG_BIN if set, else the newest /usr/lib/postgresql/<version>/bin, else whatever PATH has. */
function findPostgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root).filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    : []
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0]
  if (newest) return join(root, newest, 'bin')
  try {
    return execFileSync('sh', ['-c', 'dirname "$(command -v initdb)"'], { encoding: 'utf8' }).trim()
  } catch {
    throw new Error(
      'PostgreSQL is not installed: apt-get install -y postgresql ' +
        '(or set PG_BIN to the folder holding initdb and pg_ctl)',
    )
  }
}

function idOf(user: string): { uid: number; gid: number } | undefined {
  const id = (flag: string) => Number(execFileSync('id', [flag, user], { encoding: 'utf8' }))
  try {
    return { uid: id('-u'), gid: id('-g') }
  } catch {
    return undefined
  }
}

/** initdb refuses to run as root, so as root (CI) the cluster belongs to `postgres`, or to a system user made for
 * the purpose. */
function unprivilegedUser(): { uid: number; gid: number } {
  const existing = idOf('postgres') ?? idOf('enquiries-pg')
  if (existing) return existing
  execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'enquiries-pg'])
  return idOf('enquiries-pg')!
}

/** A self-signed certificate for 127.0.0.1 and its key, in `dir`: the server's, and the one a client trusts. */
async function makeCertificate(dir: string, owner: { uid: number; gid: number } | undefined) {
  const [certificate, key] = [join(dir, 'server.crt'), join(dir, 'server.key')]
  await run('openssl', [
    'req',
    ...['-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2'],
    ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', certificate],
  ])
  // PostgreSQL refuses a key that others may read.
  await chmod(key, 0o600)
  if (owner) await Promise.all([certificate, key].map((file) => chown(file, owner.uid, owner.gid)))
  return { certificate, key }
}

/** `tls`: 'offered' to clients that ask (Supabase's default), 'required' of every client, or 'none' (no TLS at all). */
export async function startPostgresServer({ tls = 'offered' }: { tls?: 'none' | 'offered' | 'required' } = {}) {
  const bin = findPostgresBin()
  const dir = await mkdtemp(join(tmpdir(), 'enquiries-pg-'))
  const data = join(dir, 'data')
  const port = await freePort()
  const owner = process.getuid?.() === 0 ? unprivilegedUser() : undefined
  if (owner) await chown(dir, owner.uid, owner.gid)
  const options = { ...owner, cwd: dir, env: { ...process.env, LC_ALL: 'C' } }
  // pg_cron, when installed (Debian: postgresql-<version>-cron), loaded as Supabase loads it, so
  // the migrations schedule the enquiry jobs here as they do there.
  const cron = existsSync(join(bin, '..', 'lib', 'pg_cron.so'))
    ? ' -c shared_preload_libraries=pg_cron -c cron.database_name=postgres'
    : ''
  const { certificate, key } = await makeCertificate(dir, owner)
  const ssl = tls === 'none' ? '' : ` -c ssl=on -c ssl_cert_file=${certificate} -c ssl_key_file=${key}`
  const durability = '-c fsync=off -c full_page_writes=off'
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 ${durability}${ssl}${cron}`
  const pgCtl = (...args: string[]) =>
    run(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', ...args], options)
  const start = async () => void (await pgCtl('-o', settings, 'start'))
  try {
    await run(
      join(bin, 'initdb'),
      ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '-N'],
      options,
    )
    if (tls === 'required')
      await writeFile(
        join(data, 'pg_hba.conf'),
        'local all all trust\nhostssl all all 127.0.0.1/32 trust\nhostnossl all all 127.0.0.1/32 reject\n',
      )
    await start()
  } catch (error) {
    const log = await readFile(join(dir, 'server.log'), 'utf8').catch(() => '')
    await rm(dir, { recursive: true, force: true })
    throw new Error(`PostgreSQL did not start: ${error instanceof Error ? error.message : error}\n${log}`)
  }
  /** A URL for a role on the server (trust authentication: no password). */
  const urlFor = (role: string) => `postgres://${role}@127.0.0.1:${port}/postgres`
  return {
    url: urlFor('postgres'),
    urlFor,
    /** The server's certificate (PEM), which a client verifying the server trusts. */
    certificate: await readFile(certificate, 'utf8'),
    /** Restarts the server as an operator would: `fast` ends sessions cleanly, `immediate` as a crash does. */
    restart: async (mode: 'fast' | 'immediate') => void (await pgCtl('-m', mode, '-o', settings, 'restart')),
    /** Stops the server but keeps its data, for `start` to bring it back. */
    pause: async () => void (await pgCtl('-m', 'fast', 'stop')),
    start,
    async stop() {
      await pgCtl('-m', 'immediate', 'stop').catch(() => {})
      await rm(dir, { recursive: true, force: true })
    },
  }
}
