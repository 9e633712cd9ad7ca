import { runInNewContext } from 'node:vm'

import { describe, expect, it } from 'vitest'

import { inlineScriptHashes } from './csp'
import { chunkScriptsOf, deferChunkScripts } from './deferredScripts'

/** The shape Next 16 writes: chunk scripts in the head, the bootstrap chunk at the body's end. */
const page =
  '<!DOCTYPE html><html lang="vi"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<link rel="preload" href="/_next/static/chunks/lazy.js" as="script" fetchPriority="low"/>' +
  '<link rel="preload" href="/images/hero.webp" as="image" fetchPriority="high"/>' +
  '<script src="/_next/static/chunks/react.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-x.js" async=""></script>' +
  '<title>Trang chủ</title><script src="/_next/static/chunks/polyfill.js" noModule=""></script>' +
  '</head><body><main><img src="/images/hero.webp" fetchpriority="high" alt=""/></main>' +
  '<script>self.__next_f=[0]</script>' +
  '<script src="/_next/static/chunks/main.js" async=""></script></body></html>'

const loaderOf = (html: string) =>
  /<script>(\(function\(s,p\)[^<]*)<\/script>/.exec(html)?.[1] ?? ''

describe('deferred chunk scripts', () => {
  it('hands every chunk script to one inline loader at the end of the body, and keeps the rest', () => {
    const html = deferChunkScripts(page)
    expect(html).not.toMatch(/<script src="[^"]*" async="">/)
    expect(html).not.toMatch(/<link[^>]*as="script"/)
    expect(html).toContain('<link rel="preload" href="/images/hero.webp" as="image"')
    expect(html).toMatch(
      /<\/main><script>self\.__next_f[^<]*<\/script><script>\(function\(s,p\)[^<]*<\/script><\/body><\/html>$/,
    )
    expect(html).toContain('<script src="/_next/static/chunks/polyfill.js" noModule=""></script>')
    expect(html).toContain('<script>self.__next_f=[0]</script>')
    expect(html).toContain('<title>Trang chủ</title>')
    expect(chunkScriptsOf(html)).toEqual([
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/turbopack-x.js',
      '/_next/static/chunks/main.js',
    ])
    expect(chunkScriptsOf(page)).toEqual(chunkScriptsOf(html))
    // The policy allows the loader by its hash, like Next's own inline scripts.
    expect(inlineScriptHashes(html)).toHaveLength(inlineScriptHashes(page).length + 1)
  })

  it('leaves a document without chunk scripts as it is', () => {
    const plain = '<html><head><title>x</title></head><body><p>ok</p></body></html>'
    expect(deferChunkScripts(plain)).toBe(plain)
    expect(deferChunkScripts('<p>no head</p>')).toBe('<p>no head</p>')
  })
})

/**
 * Runs the loader against a minimal browser whose frames, timers, paint timing and hero are
 * driven by hand.
 */
function browser({
  hero,
  visible = true,
  paintTiming = true,
}: {
  hero?: { complete: boolean }
  visible?: boolean
  paintTiming?: boolean
}) {
  const elements: { src?: string; href?: string; onload?: () => void; onerror?: () => void }[] = []
  const frames: (() => void)[] = []
  const timers: { callback: () => void; delay: number }[] = []
  const heroListeners = new Map<string, () => void>()
  const observers = new Set<{ callback: PaintCallback; observer: unknown }>()
  let painted = false
  type PaintCallback = (
    list: { getEntriesByName: (name: string) => unknown[] },
    observer: unknown,
  ) => void
  class PerformanceObserver {
    static supportedEntryTypes = ['paint', 'resource']
    private readonly entry: { callback: PaintCallback; observer: unknown }
    constructor(callback: PaintCallback) {
      this.entry = { callback, observer: this }
    }
    observe({ type }: { type: string }) {
      if (type === 'paint') observers.add(this.entry)
    }
    disconnect() {
      observers.delete(this.entry)
    }
  }
  const image = hero && {
    ...hero,
    addEventListener: (type: string, listener: () => void) => heroListeners.set(type, listener),
  }
  const document = {
    visibilityState: visible ? 'visible' : 'hidden',
    head: { appendChild: (element: (typeof elements)[number]) => elements.push(element) },
    createElement: (name: string) => (name === 'script' ? { src: '', async: false } : {}),
    querySelector: (selector: string) => (selector === 'img[fetchpriority="high"]' ? image : null),
  }
  const window: { __chunksPending?: number; PerformanceObserver?: unknown } = paintTiming
    ? { PerformanceObserver }
    : {}
  runInNewContext(loaderOf(deferChunkScripts(page)), {
    document,
    window,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, delay = 0) => timers.push({ callback, delay }),
  })
  const runTimers = (due: (delay: number) => boolean) => {
    const ready = timers.filter((timer) => due(timer.delay))
    timers.splice(0, timers.length, ...timers.filter((timer) => !due(timer.delay)))
    for (const timer of ready) timer.callback()
  }
  return {
    get added() {
      return elements.flatMap((element) => element.src ?? [])
    },
    hinted: () => elements.flatMap((element) => element.href ?? []),
    elements,
    pending: () => window.__chunksPending,
    /** A frame is painted (its callbacks, then the timeouts they set); the first is reported. */
    paint: () => {
      frames.splice(0).forEach((callback) => callback())
      runTimers((delay) => delay === 0)
      if (painted) return
      painted = true
      const list = {
        getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []),
      }
      for (const { callback, observer } of [...observers]) callback(list, observer)
    },
    heroLoads: () => heroListeners.get('load')?.(),
    heroFails: () => heroListeners.get('error')?.(),
    fiveSecondsPass: () => runTimers(() => true),
  }
}

const scripts = [
  '/_next/static/chunks/react.js',
  '/_next/static/chunks/turbopack-x.js',
  '/_next/static/chunks/main.js',
]

describe('the loader', () => {
  it('adds the scripts, then the hinted chunks, once the first contentful paint is reported', () => {
    const page = browser({ hero: { complete: true } })
    expect(page.added).toEqual([])
    page.paint()
    expect(page.added).toEqual(scripts)
    expect(page.hinted()).toEqual(['/_next/static/chunks/lazy.js'])
    page.paint()
    page.fiveSecondsPass()
    expect(page.added).toEqual(scripts)
  })

  it('waits for the frame that shows a hero still loading at the first paint', () => {
    const page = browser({ hero: { complete: false } })
    page.paint()
    expect(page.added).toEqual([])
    page.heroLoads()
    expect(page.added).toEqual([])
    page.paint()
    expect(page.added).toEqual(scripts)
  })

  it('adds them at the first paint on a page without a hero, at once when the hero fails', () => {
    const withoutHero = browser({})
    withoutHero.paint()
    expect(withoutHero.added).toEqual(scripts)
    const broken = browser({ hero: { complete: false } })
    broken.paint()
    broken.heroFails()
    expect(broken.added).toEqual(scripts)
  })

  it('waits for one frame where paint timing is missing, and 5 s at most', () => {
    const legacy = browser({ paintTiming: false, hero: { complete: true } })
    expect(legacy.added).toEqual([])
    legacy.paint()
    expect(legacy.added).toEqual(scripts)
    const unpainted = browser({ hero: { complete: false } })
    unpainted.fiveSecondsPass()
    expect(unpainted.added).toEqual(scripts)
    unpainted.paint()
    unpainted.heroLoads()
    unpainted.paint()
    expect(unpainted.added).toEqual(scripts)
  })

  it('counts the scripts that have not run yet, failed ones included', () => {
    const page = browser({})
    expect(page.pending()).toBe(3)
    page.paint()
    page.elements[0]!.onload!()
    page.elements[2]!.onload!()
    expect(page.pending()).toBe(1)
    page.elements[1]!.onerror!()
    expect(page.pending()).toBe(0)
  })

  it('adds them at once in a hidden tab, which paints nothing', () => {
    expect(browser({ visible: false }).added).toEqual(scripts)
  })
})
