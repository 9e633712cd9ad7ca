/**
 * Playwright's `test` for the site's specs: the site adds its scripts once the page has been
 * painted (src/server/deferredScripts.ts), which may come after `load`, where Playwright stops
 * waiting. A test that pressed a button before then would press it before React handles it. So
 * here every document a page opens (by `goto`, or by a click that leaves the page) is followed
 * until its scripts have run: navigations waiting for `load` wait for them too, and a locator's
 * actions (click, fill, press…) first wait for those of the document they act on.
 */
import { test as base, type Locator, type Page } from '@playwright/test'

export * from '@playwright/test'

/** Resolves once the page is parsed and every chunk script its loader added has run. */
export async function scriptsRun(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.readyState !== 'loading' &&
      !(window as { __chunksPending?: number }).__chunksPending,
  )
}

/** Per page: the scripts of the document it shows now (settled when they have run). */
const documents = new WeakMap<Page, Promise<void>>()

const LOCATOR_ACTIONS = [
  'check',
  'click',
  'dblclick',
  'dispatchEvent',
  'fill',
  'focus',
  'hover',
  'press',
  'pressSequentially',
  'selectOption',
  'setChecked',
  'setInputFiles',
  'tap',
  'type',
  'uncheck',
] as const

let locatorsWait = false
/** Makes every locator action wait for its page's current document (once per worker). */
function waitInLocatorActions(page: Page) {
  if (locatorsWait) return
  locatorsWait = true
  const prototype = Object.getPrototypeOf(page.locator('html')) as Record<
    (typeof LOCATOR_ACTIONS)[number],
    (...args: unknown[]) => Promise<unknown>
  >
  for (const name of LOCATOR_ACTIONS) {
    const action = prototype[name]
    prototype[name] = async function (this: Locator, ...args: unknown[]) {
      await documents.get(this.page())
      return action.apply(this, args)
    }
  }
}

type Navigate = (...args: never[]) => Promise<unknown>

/** `navigate`, then (for a document that came in, awaited to `load`) its scripts. */
const thenScripts =
  <F extends Navigate>(page: Page, navigate: F) =>
  async (...args: Parameters<F>) => {
    const response = await navigate(...args)
    const options = (args as unknown[]).find((arg) => typeof arg === 'object') as
      { waitUntil?: string } | undefined
    if (response !== null && (options?.waitUntil ?? 'load') === 'load') await scriptsRun(page)
    return response
  }

function followScripts(page: Page) {
  waitInLocatorActions(page)
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return
    // A later navigation or a closed page ends the wait: the next document starts its own.
    documents.set(
      page,
      scriptsRun(page).catch(() => undefined),
    )
  })
  page.goto = thenScripts(page, page.goto.bind(page)) as Page['goto']
  page.reload = thenScripts(page, page.reload.bind(page)) as Page['reload']
  page.goBack = thenScripts(page, page.goBack.bind(page)) as Page['goBack']
  page.goForward = thenScripts(page, page.goForward.bind(page)) as Page['goForward']
}

export const test = base.extend({
  // Every page of the test's context: the `page` fixture and pages a test opens itself.
  context: async ({ context }, provide) => {
    context.on('page', followScripts)
    await provide(context)
  },
})
