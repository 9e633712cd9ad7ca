import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, test } from './test'
import pg from 'pg'

import { freePort } from '../../scripts/lib/postgres'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

/**
 * Two production instances of the site on one PostgreSQL, as behind a load balancer: they start
 * together on an empty database, and a change made through one instance's admin API reaches the
 * other's caches through PostgreSQL LISTEN/NOTIFY.
 */
type Instance = { name: string; origin: string; process: ChildProcess; output: string[] }

const root = path.resolve(import.meta.dirname, '../..')
const secret = () => randomBytes(32).toString('base64url')
const adminPassword = `Inst-${secret()}`

let dataDir: string
let database: TestDatabase
let instances: Instance[] = []

async function startInstance(name: string, env: NodeJS.ProcessEnv): Promise<Instance> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.ts')], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', SITE_URL: origin },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  return { name, origin, process: child, output }
}

/** Resolves once the instance answers /healthz; fails with its output when it exits first. */
async function ready(instance: Instance, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null)
      throw new Error(`${instance.name} exited:\n${instance.output.join('').slice(-3000)}`)
    const health = await fetch(`${instance.origin}/healthz`).catch(() => null)
    if (health?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${instance.name} did not start:\n${instance.output.join('').slice(-3000)}`)
}

const stop = (instance: Instance) =>
  new Promise<void>((resolve) => {
    if (instance.process.exitCode !== null) return resolve()
    instance.process.once('exit', () => resolve())
    instance.process.kill('SIGTERM')
  })

/** GETs a page until it is answered from the front cache (the second request at the latest). */
async function warm(origin: string, pathname: string) {
  await expect(async () => {
    const response = await fetch(`${origin}${pathname}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-front-cache')).toBe('HIT')
  }).toPass({ timeout: 30_000, intervals: [50, 100, 250] })
}

const cmsApi = async (origin: string, token: string, pathname: string, init: RequestInit = {}) => {
  const response = await fetch(`${origin}/cms-api${pathname}`, {
    ...init,
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
  })
  expect(response.ok, `${init.method ?? 'GET'} ${pathname}: ${response.status}`).toBe(true)
  return response.json()
}

/** Polls until `pathname` on `origin` contains `text`; answers how long that took. */
async function arrival(origin: string, pathname: string, text: string, timeoutMs: number) {
  const started = performance.now()
  for (;;) {
    const body = await (await fetch(`${origin}${pathname}`)).text()
    if (body.includes(text)) return performance.now() - started
    if (performance.now() - started > timeoutMs)
      throw new Error(`${origin}${pathname} did not show "${text}" within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000)
  dataDir = mkdtempSync(path.join(tmpdir(), 'sora-instances-'))
  chmodSync(dataDir, 0o755)
  database = await createTestDatabase(path.join(dataDir, 'db'))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // As deployed: production mode, with the build made ahead of time.
    APP_ENV: 'production',
    DATABASE_URL: database.url,
    // Media on one shared volume, as in docker-compose.yml.
    DATA_DIR: path.join(dataDir, 'shared'),
    DATA_DIR_EPHEMERAL: '0',
    PAYLOAD_SECRET: secret(),
    TOKEN_SIGNING_KEY: secret(),
    PREVIEW_SECRET: secret(),
    BACKEND_SERVICE_TOKEN: secret(),
    ADMIN_EMAIL: 'admin@soraelectric.vn',
    ADMIN_PASSWORD: adminPassword,
    NEXT_TELEMETRY_DISABLED: '1',
    LOG_LEVEL: 'info',
  }
  const started = Date.now()
  // Both at once, on an empty database.
  instances = [await startInstance('A', env), await startInstance('B', env)]
  await Promise.all(instances.map((instance) => ready(instance, 12 * 60_000)))
  console.log(`two instances ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
})

test.afterAll(async () => {
  await Promise.all(instances.map(stop))
  await database?.dispose()
  rmSync(dataDir, { recursive: true, force: true })
})

test('two instances starting together migrate and seed once', async () => {
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    const duplicates = async (sql: string) => (await client.query(sql)).rows
    expect(
      await duplicates('SELECT name FROM payload_migrations GROUP BY name HAVING count(*) > 1'),
    ).toEqual([])
    expect((await client.query('SELECT count(*)::int AS n FROM users')).rows[0].n).toBe(1)
    expect(
      await duplicates(
        "SELECT slug FROM pages_locales WHERE _locale = 'vi' GROUP BY slug HAVING count(*) > 1",
      ),
    ).toEqual([])
    expect(
      await duplicates('SELECT filename FROM media GROUP BY filename HAVING count(*) > 1'),
    ).toEqual([])
    expect(
      await duplicates('SELECT model_code FROM products GROUP BY model_code HAVING count(*) > 1'),
    ).toEqual([])
    expect(
      await duplicates(
        "SELECT b.banner_type, l.name FROM banners b JOIN banners_locales l ON l._parent_id = b.id AND l._locale = 'vi' GROUP BY 1, 2 HAVING count(*) > 1",
      ),
    ).toEqual([])
    expect(
      await duplicates(
        'SELECT source, key FROM language_texts GROUP BY source, key HAVING count(*) > 1',
      ),
    ).toEqual([])
    // Exactly one of them seeded: the other found the content there.
    const said = (pattern: RegExp) =>
      instances.filter((instance) => pattern.test(instance.output.join(''))).length
    expect(said(/Seed: \d+ images/)).toBe(1)
    expect(said(/Seed: demo content already present/)).toBe(1)
  } finally {
    await client.end()
  }
})

test('a change through one instance reaches the other within 2 s, in both languages', async () => {
  test.setTimeout(5 * 60_000)
  const [a, b] = instances as [Instance, Instance]
  for (const instance of [a, b]) for (const page of ['/', '/en']) await warm(instance.origin, page)
  await warm(b.origin, '/gioi-thieu')

  const { token } = await (
    await fetch(`${a.origin}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@soraelectric.vn', password: adminPassword }),
    })
  ).json()
  const { docs } = await cmsApi(
    a.origin,
    token,
    '/banners?where[bannerType][equals]=HomeBanner&where[isActive][equals]=true&sort=-displayOrder&limit=1&depth=0',
  )
  const banner = docs[0] as { id: number }
  const stamp = Date.now()
  const caption = { vi: `Ưu đãi cuối năm ${stamp}`, en: `Year-end offer ${stamp}` }
  for (const locale of ['vi', 'en'] as const)
    await cmsApi(a.origin, token, `/banners/${banner.id}?locale=${locale}`, {
      method: 'PATCH',
      body: JSON.stringify({ caption: caption[locale] }),
    })
  const took = await Promise.all([
    arrival(b.origin, '/', caption.vi, 2_000),
    arrival(b.origin, '/en', caption.en, 2_000),
  ])
  console.log(`B showed the change after ${took.map((ms) => ms.toFixed(0)).join(' / ')} ms`)
  // A page without that banner stayed in B's front cache.
  const untouched = await fetch(`${b.origin}/gioi-thieu`)
  expect(untouched.headers.get('x-front-cache')).toBe('HIT')
  // Production answers carry HSTS, and the page policy upgrades every request to HTTPS.
  expect(untouched.headers.get('strict-transport-security')).toBe(
    'max-age=31536000; includeSubDomains',
  )
  expect(untouched.headers.get('content-security-policy')).toContain('upgrade-insecure-requests')

  // How long an invalidation takes to reach the other instance: 20 edits, median.
  const times: number[] = []
  for (let round = 0; round < 20; round += 1) {
    await warm(b.origin, '/')
    const text = `Vòng ${round}-${stamp}`
    const sent = performance.now()
    await cmsApi(a.origin, token, `/banners/${banner.id}?locale=vi`, {
      method: 'PATCH',
      body: JSON.stringify({ caption: text }),
    })
    const saved = performance.now() - sent
    times.push((await arrival(b.origin, '/', text, 2_000)) + saved)
  }
  times.sort((x, y) => x - y)
  console.log(
    `invalidation reaching the other instance (save to fresh page, 20 rounds): median ${times[10]!.toFixed(0)} ms, max ${times[19]!.toFixed(0)} ms`,
  )
})
