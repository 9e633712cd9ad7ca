import { expect, test, type APIRequestContext, type APIResponse } from './test'

import { followable, langOf, linksOf, looksLikeFile, pageProblems } from './crawlLinks'

/** Bounds that keep the crawl inside the CI budget whatever the content grows to. */
const MAX_URLS = 600
const CONCURRENCY = 4
/** Query variants of one path checked (`?page=2`, `?t=news`…), and how many are read for links. */
const MAX_VARIANTS_CHECKED = 8
const MAX_VARIANTS_READ = 3
const BUDGET_MS = 150_000

type Visit = { url: string; from: string }

/** A file's status without its body; a route that knows no HEAD is asked with GET. */
async function fetchFile(request: APIRequestContext, url: string): Promise<APIResponse> {
  const head = await request.head(url)
  return head.status() === 405 ? request.get(url) : head
}

/**
 * The guard of every later change: from `/` and `/en`, every internal link of every page reached
 * (same origin, bounded) must answer neither 404 nor 5xx, and every page must carry its `lang`,
 * canonical and hreflang (vi, en, x-default). Runs once, at desktop size, through the request
 * context (no browser rendering), four requests at a time.
 */
test('every internal link answers, and every page has its lang, canonical and hreflang @large-screen', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(175_000)
  const origin = new URL(baseURL!).origin
  const started = Date.now()
  const queue: Visit[] = ['/', '/en'].map((path) => ({ url: `${origin}${path}`, from: '(start)' }))
  const seen = new Set(queue.map((visit) => visit.url))
  const variants = new Map<string, number>()
  const failures: string[] = []
  const pageFaults: string[] = []
  let checked = 0
  let pages = 0
  let active = 0
  let truncated = false

  /** Queues a link of the page at `base` (absolute), reported as linked from `from`. */
  const enqueue = (href: string, base: string, from: string) => {
    const url = followable(href, base, origin)
    if (!url || seen.has(url)) return
    if (seen.size >= MAX_URLS) {
      truncated = true
      return
    }
    const { pathname, search } = new URL(url)
    if (search) {
      const count = (variants.get(pathname) ?? 0) + 1
      if (count > MAX_VARIANTS_CHECKED) return
      variants.set(pathname, count)
    }
    seen.add(url)
    queue.push({ url, from })
  }

  const visit = async ({ url, from }: Visit) => {
    checked += 1
    const response = looksLikeFile(url) ? await fetchFile(request, url) : await request.get(url)
    const status = response.status()
    if (status === 404 || status >= 500) {
      failures.push(`${status} ${url.slice(origin.length)} (linked from ${from})`)
      return
    }
    const type = response.headers()['content-type'] ?? ''
    if (!type.startsWith('text/html') || status !== 200) return
    const finalUrl = response.url()
    const html = await response.text()
    pages += 1
    for (const problem of pageProblems(html, langOf(finalUrl)))
      pageFaults.push(`${finalUrl.slice(origin.length)}: ${problem}`)
    const { pathname, search } = new URL(url)
    // A list's pages and filters share their links: read only the first few variants of a path.
    if (search && (variants.get(pathname) ?? 0) > MAX_VARIANTS_READ) return
    const here = finalUrl.slice(origin.length) || '/'
    for (const href of linksOf(html)) enqueue(href, finalUrl, here)
  }

  const worker = async () => {
    for (;;) {
      if (Date.now() - started > BUDGET_MS) {
        truncated = truncated || queue.length > 0
        return
      }
      const next = queue.shift()
      if (!next) {
        // Others may still be reading pages that add links: wait for them before giving up.
        if (active === 0) return
        await new Promise((resolve) => setTimeout(resolve, 20))
        continue
      }
      active += 1
      try {
        await visit(next)
      } catch (error) {
        failures.push(`error ${next.url.slice(origin.length)} (linked from ${next.from}): ${error}`)
      } finally {
        active -= 1
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))

  test.info().annotations.push({
    type: 'crawl',
    description: `${checked} URLs checked, ${pages} pages read in ${Math.round((Date.now() - started) / 1000)} s${truncated ? ' (bounded)' : ''}`,
  })
  expect(failures, 'links answering 404 or 5xx').toEqual([])
  expect(pageFaults, 'pages without lang, canonical or hreflang').toEqual([])
  // Both languages' pages were reached through their links, not only the two start pages.
  expect(pages).toBeGreaterThan(40)
  expect([...seen].some((url) => langOf(url) === 'en' && new URL(url).pathname !== '/en')).toBe(
    true,
  )
})
