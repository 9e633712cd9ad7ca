/**
 * Playwright's `test` for the site's specs: a navigation (`goto`, `reload`, `goBack`,
 * `goForward`) waiting for `load` also waits until the page's scripts have run. The site adds its
 * scripts once the page has been painted (src/server/deferredScripts.ts), which may come after
 * `load`; a test that pressed a button before then would press it before React handles it.
 */
import { test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

/** Resolves once every chunk script the page's loader added has run (at once without a loader). */
export async function scriptsRun(page: Page): Promise<void> {
  await page.waitForFunction(() => !(window as { __chunksPending?: number }).__chunksPending)
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

function waitForScripts(page: Page) {
  page.goto = thenScripts(page, page.goto.bind(page)) as Page['goto']
  page.reload = thenScripts(page, page.reload.bind(page)) as Page['reload']
  page.goBack = thenScripts(page, page.goBack.bind(page)) as Page['goBack']
  page.goForward = thenScripts(page, page.goForward.bind(page)) as Page['goForward']
}

export const test = base.extend({
  // Every page of the test's context, the `page` fixture and pages a test opens itself.
  context: async ({ context }, provide) => {
    context.on('page', waitForScripts)
    await provide(context)
  },
})
