/**
 * `npm run bench`: measures the budgets of architecture §7 in one run on this machine.
 *
 * Starts the production build twice on a fresh embedded database (one server as deployed, one
 * with every cache off), plus a bare `node:http` server that returns the cached home page's bytes
 * from memory, and loads each with 50 connections and `Accept-Encoding: gzip` (wrk when
 * installed, else autocannon). Also sums the gzipped JavaScript each content page ships.
 * Exits non-zero when a budget is missed. Not part of `npm test`: timings are not tests.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

import autocannon from 'autocannon'

import { needsBuild, runBuild } from './lib/build.ts'
import { freePort, startEmbeddedPostgres } from './lib/postgres.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = 50
const contentPages = ['/', '/gioi-thieu', '/en', '/en/giai-phap-toa-nha']

type Result = { rps: number; p99: number }

function startSite(env: NodeJS.ProcessEnv, label: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/start.ts')], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Ready in')) resolve(child)
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code) =>
      reject(new Error(`${label} server exited (${code}):\n${output.slice(-3000)}`)),
    )
  })
}

const stopSite = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })

const hasWrk = spawnSync('wrk', ['--version']).error === undefined

function parseWrkLatency(text: string): number {
  const match = /99%\s+([\d.]+)(us|ms|s)/.exec(text)
  if (!match) return Number.NaN
  const value = Number(match[1])
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value
}

/** Runs wrk without blocking this process (the bare server answers from here). */
const wrk = (url: string, duration: number) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn('wrk', [
      '-t2',
      `-c${connections}`,
      `-d${duration}s`,
      '--latency',
      '-H',
      'Accept-Encoding: gzip',
      url,
    ])
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('error', reject)
    child.once('exit', () => resolve(output))
  })

async function load(url: string): Promise<Result> {
  // A short warm-up first: the numbers describe the steady state, not the first requests.
  await fetch(url).then((response) => response.arrayBuffer())
  if (hasWrk) {
    await wrk(url, 3)
    const output = await wrk(url, seconds)
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? Number.NaN)
    return { rps, p99: parseWrkLatency(output) }
  }
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip' },
  })
  return { rps: result.requests.average, p99: result.latency.p99 }
}

async function bareServer(
  body: Buffer,
  contentType: string,
): Promise<{ url: string; close: () => void }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': contentType,
      'content-encoding': 'gzip',
      'content-length': body.length,
    })
    response.end(body)
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() }
}

/** Gzipped size of the scripts a modern browser loads for a page (`nomodule` polyfills excluded). */
async function javascriptOf(origin: string, page: string): Promise<number> {
  const html = await (await fetch(`${origin}${page}`)).text()
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].filter(
    (match) => !/\bnoModule\b/i.test(match[0]),
  )
  const sources = [...new Set(tags.map((match) => match[1]!))]
  let total = 0
  for (const source of sources)
    total += gzipSync(
      Buffer.from(await (await fetch(new URL(source, origin))).arrayBuffer()),
    ).length
  return total
}

const verdict = (ok: boolean) => (ok ? 'ok  ' : 'MISS')

async function main() {
  if (needsBuild(root))
    await runBuild(root, { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' })
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sora-bench-'))
  chmodSync(dataDir, 0o755)
  const database = await startEmbeddedPostgres({
    dataDir,
    password: randomBytes(16).toString('hex'),
    port: await freePort(),
    log: () => undefined,
  })
  const secret = () => randomBytes(32).toString('base64url')
  const [cachedPort, uncachedPort] = [await freePort(), await freePort()]
  const base: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: secret(),
    TOKEN_SIGNING_KEY: secret(),
    BACKEND_SERVICE_TOKEN: secret(),
    ADMIN_PASSWORD: `Bench-${secret()}`,
    PAYLOAD_JOBS: 'off',
    NEXT_TELEMETRY_DISABLED: '1',
  }
  const sites: ChildProcess[] = []
  try {
    console.log('Starting the site (seeding a fresh database)…')
    sites.push(
      await startSite(
        { ...base, PORT: String(cachedPort), SITE_URL: `http://127.0.0.1:${cachedPort}` },
        'cached',
      ),
    )
    sites.push(
      await startSite(
        {
          ...base,
          PORT: String(uncachedPort),
          SITE_URL: `http://127.0.0.1:${uncachedPort}`,
          SEED: 'off',
          FRONT_CACHE: 'off',
          NEXT_CACHE: 'off',
        },
        'uncached',
      ),
    )
    const cached = `http://127.0.0.1:${cachedPort}`
    const uncached = `http://127.0.0.1:${uncachedPort}`
    for (const page of ['/', '/en'])
      await fetch(`${cached}${page}`).then((response) => response.arrayBuffer())
    const home = await fetch(`${cached}/`)
    const homeBytes = gzipSync(Buffer.from(await home.arrayBuffer()), { level: 6 })
    const bare = await bareServer(homeBytes, home.headers.get('content-type') ?? 'text/html')

    console.log(
      `Load: ${connections} connections, ${seconds} s each, Accept-Encoding: gzip, ${hasWrk ? 'wrk' : 'autocannon'}`,
    )
    const baseline = await load(bare.url)
    bare.close()
    const cachedHome = await load(`${cached}/`)
    const cachedEnglish = await load(`${cached}/en`)
    const uncachedHome = await load(`${uncached}/`)
    const scripts = await Promise.all(contentPages.map((page) => javascriptOf(cached, page)))

    const ratio = cachedHome.rps / baseline.rps
    const rows: [string, string, boolean][] = [
      [
        'bare node:http, same bytes',
        `${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99.toFixed(1)} ms`,
        true,
      ],
      [
        'cached /',
        `${cachedHome.rps.toFixed(0)} req/s (${ratio.toFixed(2)} × bare, budget ≥ 0.5), p99 ${cachedHome.p99.toFixed(1)} ms (< 20)`,
        ratio >= 0.5 && cachedHome.p99 < 20,
      ],
      [
        'cached /en',
        `${cachedEnglish.rps.toFixed(0)} req/s, p99 ${cachedEnglish.p99.toFixed(1)} ms`,
        cachedEnglish.p99 < 20,
      ],
      [
        'uncached / (every render fresh)',
        `${uncachedHome.rps.toFixed(0)} req/s (budget ≥ 230)`,
        uncachedHome.rps >= 230,
      ],
      ...contentPages.map((page, index): [string, string, boolean] => [
        `JavaScript of ${page}`,
        `${(scripts[index]! / 1024).toFixed(1)} kB gzipped (budget ≤ 130)`,
        scripts[index]! <= 130 * 1024,
      ]),
    ]
    console.log('')
    for (const [label, value, ok] of rows)
      console.log(`${verdict(ok)}  ${label.padEnd(34)} ${value}`)
    process.exitCode = rows.every(([, , ok]) => ok) ? 0 : 1
  } finally {
    await Promise.all(sites.map(stopSite))
    await database.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
