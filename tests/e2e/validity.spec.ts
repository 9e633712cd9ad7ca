import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { expect, test, type APIRequestContext } from './test'

/**
 * One page of every type is valid HTML: the W3C Nu checker (`vnu-jar`, Java), errors only. It
 * runs once for all pages (one JVM start).
 */
const run = promisify(execFile)
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'))

const firstDetailUrl = async (request: APIRequestContext, path: string) => {
  const body = await (await request.get(path)).json()
  return body.result.items[0].detailUrl as string
}

test('every page type is valid HTML (W3C Nu checker, errors only)', async ({ request }) => {
  test.setTimeout(180_000)
  const product = await firstDetailUrl(
    request,
    '/api/services/app/Product/GetListBoxDto?RowsPerPage=1',
  )
  const story = await firstDetailUrl(
    request,
    '/api/services/app/ProductBenefit/GetListBoxDto?RowsPerPage=1',
  )
  const topic = (
    await (await request.get('/api/services/app/Topic/GetTopicLinkDtoById?id=25')).json()
  ).result.detailUrl as string
  const pages: [string, number][] = [
    ['/', 200],
    ['/en', 200],
    ['/gioi-thieu', 200],
    ['/en/giai-phap-toa-nha', 200],
    ['/dieu-hoa-khong-khi-dan-dung', 200],
    ['/dieu-hoa-khong-khi-dan-dung?sort=price', 200],
    ['/hvac?t=forOwners', 200],
    ['/netzero-energy-building-event', 200],
    ['/product-benefits', 200],
    [story, 200],
    [product, 200],
    [`/en${product}`, 200],
    [topic, 200],
    ['/topic/termAndPolicy', 200],
    ['/so-sanh-san-pham', 200],
    ['/tim-kiem?q=dieu%20hoa', 200],
    ['/khong-co-trang-nay', 404],
    ['/en/no-such-page', 404],
    ['/fault-test', 500],
  ]
  const folder = mkdtempSync(path.join(tmpdir(), 'sora-vnu-'))
  try {
    const files: Record<string, string> = {}
    for (const [index, [pathname, status]] of pages.entries()) {
      const response = await request.get(pathname)
      expect(response.status(), pathname).toBe(status)
      const file = path.join(folder, `${index}.html`)
      writeFileSync(file, await response.body())
      files[file] = pathname
    }
    const { stdout, stderr } = await run(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', ...Object.keys(files)],
      { maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: { code?: unknown; stdout?: string; stderr?: string }) => {
      if (error.code === 'ENOENT')
        throw new Error('The HTML checker needs Java: apt-get install -y default-jre-headless')
      // The checker exits with 1 when it found errors; its report is on stderr either way.
      return { stdout: error.stdout ?? '', stderr: error.stderr ?? '' }
    })
    const report = JSON.parse(stderr || stdout) as {
      messages: { type: string; url?: string; message: string; extract?: string }[]
    }
    const errors = report.messages
      .filter((message) => message.type === 'error')
      .map((message) => {
        const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : ''
        return `${files[file] ?? file}: ${message.message} ${message.extract ?? ''}`.trim()
      })
    expect(errors).toEqual([])
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
})
