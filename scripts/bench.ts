/**
 * `npm run bench`: measures the budgets of architecture §7 in one run on this machine.
 *
 * Starts the production build twice on a fresh embedded database (one server as deployed, one
 * with every cache off), plus a bare `node:http` server that returns the cached home page's bytes
 * (its gzipped body and its headers) from memory, and loads each with 50 connections and
 * `Accept-Encoding: gzip` (wrk when installed, else autocannon). Also sums the gzipped
 * JavaScript each content page ships, and runs Lighthouse (Debian Chromium, phone and desktop) on
 * the home, about and news pages, a filtered category and a search, once the load runs are over.
 * `npm run lighthouse` runs only Lighthouse. Each page runs three times (`LIGHTHOUSE_RUNS`
 * changes it) and the median counts: one run moves by several points on a busy machine.
 * Exits non-zero when a budget is missed. Not part of `npm test`: timings are not tests.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer, get, type OutgoingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

import autocannon from 'autocannon'

import { chunkScriptsOf } from '../src/server/deferredScripts.ts'
import { needsBuild, runBuild } from './lib/build.ts'
import { runLighthouse, type PageScores } from './lib/lighthouse.ts'
import { freePort, startEmbeddedPostgres } from './lib/postgres.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3))
const connections = 50
const contentPages = [
  '/',
  '/gioi-thieu',
  '/en',
  '/en/giai-phap-toa-nha',
  '/tin-tuc-su-kien',
  '/faq',
]
/** Cached content pages measured besides the home page (no query: the front cache answers them). */
const cachedPages = ['/en', '/gioi-thieu', '/tin-tuc-su-kien']
/** Pages whose answer depends on their query (architecture §7: ≥ 300 req/s, p99 < 300 ms). */
const queryPages = [
  '/dieu-hoa-khong-khi-dan-dung?type=two-way',
  `/tim-kiem?q=${encodeURIComponent('điều hòa')}`,
  '/tin-tuc-su-kien?t=news&page=2',
]
/** Pages Lighthouse scores: the home, about and news pages, a filtered category and a search. */
const lighthousePages = ['/', '/gioi-thieu', '/tin-tuc-su-kien', queryPages[0]!, queryPages[1]!]
/** `npm run lighthouse`: only the Lighthouse scores, without the load runs. */
const lighthouseOnly = process.argv.includes('--lighthouse')
const lighthouseRuns = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3))

type Result = { rps: number; p99: number }

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!

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

/** A visitor address no rate limit has seen (the renderer vouches for it with its token). */
let visitorCount = 0
const visitorIp = () => {
  visitorCount += 1
  return `2001:db8:be:${(visitorCount >> 16).toString(16)}:${(visitorCount & 0xffff).toString(16)}::1`
}

/**
 * Visitor sign-in (`TokenAuth/Authenticate`) as the renderer makes it: its median latency one at
 * a time, and sign-ins per second with 20 visitors signing in at once (one account each: one
 * account's own simultaneous attempts count towards its lock, as they should).
 */
async function signIns(origin: string, serviceToken: string) {
  const password = 'Bench-pass-1'
  const headers = (ip: string) => ({
    'content-type': 'application/json',
    authorization: `Bearer ${serviceToken}`,
    'x-visitor-ip': ip,
  })
  const accounts: string[] = []
  for (let index = 0; index < 20; index += 1) {
    const email = `bench.${index}.${randomBytes(4).toString('hex')}@example.vn`
    const registered = await fetch(`${origin}/api/services/app/Account/Register`, {
      method: 'POST',
      headers: headers(visitorIp()),
      body: JSON.stringify({ emailAddress: email, password, fullName: 'Bench Visitor' }),
    })
    if (!registered.ok) throw new Error(`registration failed: ${registered.status}`)
    accounts.push(email)
  }
  const bodyOf = (email: string) => JSON.stringify({ userNameOrEmailAddress: email, password })
  const url = `${origin}/api/TokenAuth/Authenticate`
  const once = async () => {
    const started = performance.now()
    const response = await fetch(url, {
      method: 'POST',
      headers: headers(visitorIp()),
      body: bodyOf(accounts[0]!),
    })
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`sign-in failed: ${response.status}`)
    return performance.now() - started
  }
  for (let warm = 0; warm < 3; warm += 1) await once()
  const single: number[] = []
  for (let index = 0; index < 30; index += 1) single.push(await once())
  let clients = 0
  const parallel = await autocannon({
    url,
    method: 'POST',
    connections: accounts.length,
    duration: seconds,
    headers: headers(visitorIp()),
    body: bodyOf(accounts[0]!),
    setupClient: (client) => {
      const body = bodyOf(accounts[clients++ % accounts.length]!)
      client.setHeadersAndBody(headers(visitorIp()), body)
      client.on('response', () => client.setHeadersAndBody(headers(visitorIp()), body))
    },
  })
  const { hashPassword } = await import('../src/lib/auth/password.ts')
  await hashPassword(password)
  const started = performance.now()
  for (let index = 0; index < 10; index += 1) await hashPassword(password)
  return {
    median: median(single),
    perSecond: parallel.requests.average,
    non2xx: parallel.non2xx,
    argon2: (performance.now() - started) / 10,
  }
}

/** The cached page exactly as a browser receives it: raw (still gzipped) bytes and headers. */
function rawAnswer(url: string): Promise<{ body: Buffer; headers: OutgoingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const headers: OutgoingHttpHeaders = { ...response.headers }
        for (const name of ['date', 'connection', 'keep-alive', 'transfer-encoding'])
          delete headers[name]
        resolve({ body: Buffer.concat(chunks), headers })
      })
    }).on('error', reject)
  })
}

/** A bare `node:http` server sending the same bytes: the cached page's body and headers. */
async function bareServer(answer: {
  body: Buffer
  headers: OutgoingHttpHeaders
}): Promise<{ url: string; close: () => void }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, answer.headers)
    response.end(answer.body)
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() }
}

/** Gzipped size of the scripts a modern browser loads for a page (`nomodule` polyfills excluded). */
async function javascriptOf(origin: string, page: string): Promise<number> {
  const sources = chunkScriptsOf(await (await fetch(`${origin}${page}`)).text())
  let total = 0
  for (const source of sources)
    total += gzipSync(
      Buffer.from(await (await fetch(new URL(source, origin))).arrayBuffer()),
    ).length
  return total
}

const verdict = (ok: boolean) => (ok ? 'ok  ' : 'MISS')

/**
 * Lighthouse budgets (issue 16): ≥ 98 on a phone for content pages, ≥ 95 for pages with a query,
 * 100 on a desktop, and 100 for accessibility, best practices and SEO. A search result page is
 * `noindex` on purpose (robots.txt disallows it too), so its SEO may miss "is-crawlable" only.
 */
function lighthouseOk(page: string, scores: PageScores): boolean {
  const search = page.startsWith('/tim-kiem')
  const seoOk =
    scores.seo === 100 || (search && scores.failing.every((audit) => audit === 'is-crawlable'))
  return (
    scores.mobile >= (queryPages.includes(page) ? 95 : 98) &&
    scores.desktop === 100 &&
    scores.accessibility === 100 &&
    scores.bestPractices === 100 &&
    seoOk
  )
}

function lighthouseLine(page: string, scores: PageScores): [string, string, boolean] {
  const parts = [
    `phone ${scores.mobile}, desktop ${scores.desktop}`,
    `a11y ${scores.accessibility}, best practices ${scores.bestPractices}, SEO ${scores.seo}`,
    `LCP ${(scores.lcp / 1000).toFixed(1)} s`,
    scores.firstImage ? `first picture ${new URL(scores.firstImage).pathname}` : 'no picture',
    ...(scores.failing.length > 0 ? [`below 1: ${scores.failing.join(', ')}`] : []),
  ]
  return [`Lighthouse ${decodeURIComponent(page)}`, parts.join(' · '), lighthouseOk(page, scores)]
}

async function lighthouseScores(origin: string): Promise<Map<string, PageScores>> {
  console.log(`Lighthouse (${lighthouseRuns} run${lighthouseRuns > 1 ? 's' : ''} a page)…`)
  const scores = await runLighthouse(
    lighthousePages.map((page) => `${origin}${page}`),
    lighthouseRuns,
  )
  return new Map(lighthousePages.map((page) => [page, scores.get(`${origin}${page}`)!]))
}

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
    PREVIEW_SECRET: secret(),
    PAYLOAD_JOBS: 'off',
    NEXT_TELEMETRY_DISABLED: '1',
  }
  const sites: ChildProcess[] = []
  try {
    console.log('Starting the site (seeding a fresh database)…')
    sites.push(
      await startSite(
        // As deployed: robots.txt allows crawling (Lighthouse's SEO audits read it).
        {
          ...base,
          APP_ENV: 'production',
          PORT: String(cachedPort),
          SITE_URL: `http://127.0.0.1:${cachedPort}`,
        },
        'cached',
      ),
    )
    const cached = `http://127.0.0.1:${cachedPort}`
    if (lighthouseOnly) {
      const scores = await lighthouseScores(cached)
      for (const [page, pageScores] of scores) {
        const [label, value, ok] = lighthouseLine(page, pageScores)
        console.log(`${verdict(ok)}  ${label}: ${value}`)
      }
      process.exitCode = [...scores].every(([page, each]) => lighthouseOk(page, each)) ? 0 : 1
      return
    }
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
    const uncached = `http://127.0.0.1:${uncachedPort}`
    for (const page of ['/', '/en'])
      await fetch(`${cached}${page}`).then((response) => response.arrayBuffer())
    const home = await rawAnswer(`${cached}/`)
    if (home.headers['x-front-cache'] !== 'HIT')
      throw new Error('/ is not answered from the front cache')
    const bare = await bareServer(home)

    console.log(
      `Load: ${connections} connections, ${seconds} s each, Accept-Encoding: gzip, ${hasWrk ? 'wrk' : 'autocannon'}; the bare server and the cached page alternate ${rounds} times`,
    )
    // This machine's speed drifts by a third within a minute (shared cores): alternating the two
    // and taking the median of each round's ratio compares them under the same conditions.
    const bareRuns: Result[] = []
    const cachedRuns: Result[] = []
    for (let round = 0; round < rounds; round += 1) {
      bareRuns.push(await load(bare.url))
      cachedRuns.push(await load(`${cached}/`))
    }
    bare.close()
    const ratio = median(cachedRuns.map((run, index) => run.rps / bareRuns[index]!.rps))
    const baseline = {
      rps: median(bareRuns.map((run) => run.rps)),
      p99: median(bareRuns.map((run) => run.p99)),
    }
    const cachedHome = {
      rps: median(cachedRuns.map((run) => run.rps)),
      p99: median(cachedRuns.map((run) => run.p99)),
    }
    const others = []
    for (const page of cachedPages) others.push({ page, ...(await load(`${cached}${page}`)) })
    const uncachedHome = await load(`${uncached}/`)
    const queries = []
    for (const page of queryPages) queries.push({ page, ...(await load(`${cached}${page}`)) })
    const scripts = new Map(
      await Promise.all(
        [...new Set([...contentPages, ...cachedPages, ...queryPages])].map(
          async (page) => [page, await javascriptOf(cached, page)] as const,
        ),
      ),
    )
    const signIn = await signIns(cached, base.BACKEND_SERVICE_TOKEN!)
    await stopSite(sites.pop()!)
    const lighthouse = await lighthouseScores(cached)

    /** One line of the table: a page, its load, its JavaScript, and whether it meets its budget. */
    type Line = { page: string; run?: Result; ratio?: number; budget: string; ok: boolean }
    const jsOk = (page: string) => (scripts.get(page) ?? 0) <= 150 * 1024
    /** JavaScript within its budget, and Lighthouse's scores within theirs where it ran. */
    const pageOk = (page: string) => {
      const scores = lighthouse.get(page)
      return jsOk(page) && (!scores || lighthouseOk(page, scores))
    }
    const lines: Line[] = [
      { page: 'bare node:http, same bytes as /', run: baseline, ratio: 1, budget: '', ok: true },
      {
        page: '/ (cached)',
        run: cachedHome,
        ratio,
        budget: `≥ 0.9 × bare (median of ${rounds}), p99 < 20 ms`,
        ok: ratio >= 0.9 && cachedHome.p99 < 20 && pageOk('/'),
      },
      ...others.map(({ page, ...run }) => ({
        page: `${page} (cached)`,
        run,
        ratio: run.rps / baseline.rps,
        budget: 'p99 < 20 ms',
        ok: run.p99 < 20 && pageOk(page),
      })),
      ...queries.map(({ page, ...run }) => ({
        page: `${decodeURIComponent(page)} (query)`,
        run,
        ratio: run.rps / baseline.rps,
        budget: '≥ 300 req/s, p99 < 300 ms',
        ok: run.rps >= 300 && run.p99 < 300 && pageOk(page),
      })),
      {
        page: '/ (uncached: every render fresh)',
        run: uncachedHome,
        ratio: uncachedHome.rps / baseline.rps,
        budget: '≥ 230 req/s',
        ok: uncachedHome.rps >= 230,
      },
    ]
    const pageOf = (label: string) => {
      const page = label.replace(/ \(.*\)$/, '')
      return scripts.has(page) ? page : encodeURI(page)
    }
    const jsOf = (label: string) => {
      const bytes = scripts.get(pageOf(label))
      return bytes === undefined ? '' : (bytes / 1024).toFixed(1)
    }
    /** Lighthouse ran on the deployed server only: not on the uncached one's line. */
    const lighthouseOf = (label: string) => {
      const scores = label.includes('(uncached') ? undefined : lighthouse.get(pageOf(label))
      return scores ? `${scores.mobile} / ${scores.desktop}` : ''
    }
    const header = ['', 'page', 'req/s', 'p99 ms', '× bare', 'JS kB gz', 'Lighthouse', 'budget']
    const table = lines.map((line) => [
      verdict(line.ok),
      line.page,
      line.run ? line.run.rps.toFixed(0) : '',
      line.run ? line.run.p99.toFixed(1) : '',
      line.ratio === undefined ? '' : line.ratio.toFixed(2),
      jsOf(line.page),
      lighthouseOf(line.page),
      line.budget,
    ])
    const widths = header.map((_, column) =>
      Math.max(...[header, ...table].map((cells) => cells[column]!.length)),
    )
    const format = (cells: string[]) =>
      cells
        .map((cell, column) =>
          column >= 2 && column <= 6
            ? cell.padStart(widths[column]!)
            : cell.padEnd(widths[column]!),
        )
        .join('  ')
        .trimEnd()

    const rows: [string, string, boolean][] = [
      [
        'visitor sign-in, one at a time',
        `median ${signIn.median.toFixed(0)} ms (argon2id hash ${signIn.argon2.toFixed(0)} ms)`,
        true,
      ],
      [
        'visitor sign-ins, 20 at once',
        `${signIn.perSecond.toFixed(1)} per second${signIn.non2xx ? `, ${signIn.non2xx} refused` : ''}`,
        signIn.non2xx === 0,
      ],
      ...[...lighthouse].map(([page, scores]) => lighthouseLine(page, scores)),
      ...contentPages
        .filter((page) => !lines.some((line) => line.page.startsWith(`${page} (`)))
        .map((page): [string, string, boolean] => [
          `JavaScript of ${page}`,
          `${(scripts.get(page)! / 1024).toFixed(1)} kB gzipped (budget ≤ 150)`,
          jsOk(page),
        ]),
    ]
    console.log('')
    console.log(format(header))
    for (const cells of table) console.log(format(cells))
    console.log(
      'Every page also: JS ≤ 150 kB gz; Lighthouse performance phone / desktop ≥ 98 / 100 (≥ 95 with a query), accessibility, best practices and SEO 100.',
    )
    console.log('')
    for (const [label, value, ok] of rows)
      console.log(`${verdict(ok)}  ${label.padEnd(34)} ${value}`)
    process.exitCode = rows.every(([, , ok]) => ok) && lines.every((line) => line.ok) ? 0 : 1
  } finally {
    await Promise.all(sites.map(stopSite))
    await database.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
