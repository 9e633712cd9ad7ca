/**
 * Lighthouse with the Debian Chromium: mobile (its default: a mid-range phone on slow 4G,
 * simulated) and desktop performance, plus accessibility, best practices and SEO.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse'

import { chromiumFlags, chromiumPath } from './chromium.ts'

export type PageScores = {
  mobile: number
  desktop: number
  accessibility: number
  bestPractices: number
  seo: number
  /** Largest contentful paint on the simulated phone, in ms. */
  lcp: number
  /** The first picture the phone asked for, and the audits below 100 (for the report). */
  firstImage?: string
  failing: string[]
}

type Browser = { port: number; close: () => Promise<void> }

/** Starts a headless Chromium with a remote-debugging port and its own throwaway profile. */
function startChromium(): Promise<Browser> {
  const profile = mkdtempSync(path.join(tmpdir(), 'sora-lighthouse-'))
  const child = spawn(
    chromiumPath,
    [
      ...chromiumFlags,
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const close = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(profile, { recursive: true, force: true })
        resolve()
      }
      if (child.exitCode !== null) return done()
      child.once('exit', done)
      child.kill('SIGTERM')
    })
  return new Promise((resolve, reject) => {
    let output = ''
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)
      if (match) resolve({ port: Number(match[1]), close })
    })
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${output}`)))
  })
}

const score = (lhr: Result, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100)

/** Audits that scored below 1 in the categories that must be 100 (names only). */
function failingAudits(lhr: Result): string[] {
  const names: string[] = []
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) names.push(ref.id)
    }
  }
  return names
}

function firstImage(lhr: Result): string | undefined {
  const details = lhr.audits['network-requests']?.details
  if (details?.type !== 'table') return undefined
  const image = details.items.find((item) => item.resourceType === 'Image')
  return typeof image?.url === 'string' ? image.url : undefined
}

/**
 * Runs each page `runs` times on a phone and on a desktop and keeps the median performance
 * score of each (Lighthouse moves a point or two between runs on a busy machine).
 */
export async function runLighthouse(
  urls: readonly string[],
  runs = 1,
): Promise<Map<string, PageScores>> {
  const browser = await startChromium()
  const flags: Flags = { port: browser.port, output: 'json', logLevel: 'error' }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!
  const results = new Map<string, PageScores>()
  try {
    for (const url of urls) {
      const phones: Result[] = []
      const desktops: number[] = []
      for (let run = 0; run < runs; run += 1) {
        const phone = await lighthouse(url, flags)
        if (!phone) throw new Error(`Lighthouse gave no result for ${url}`)
        phones.push(phone.lhr)
        const desktop = await lighthouse(
          url,
          { ...flags, onlyCategories: ['performance'] },
          desktopConfig,
        )
        desktops.push(desktop ? score(desktop.lhr, 'performance') : 0)
      }
      phones.sort((a, b) => score(a, 'performance') - score(b, 'performance'))
      const phone = phones[phones.length >> 1]!
      results.set(url, {
        mobile: score(phone, 'performance'),
        desktop: median(desktops),
        accessibility: score(phone, 'accessibility'),
        bestPractices: score(phone, 'best-practices'),
        seo: score(phone, 'seo'),
        lcp: phone.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        firstImage: firstImage(phone),
        failing: failingAudits(phone),
      })
    }
  } finally {
    await browser.close()
  }
  return results
}
