import { recordBootstrap } from './server/bootstrapState.ts'

/** Runs once when the server starts: migrate, seed, register interface texts (never at build). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  try {
    const { bootstrap } = await import('./lib/bootstrap/bootstrap')
    await bootstrap()
    // Cached answers that the clock alone changes (scheduled posts, events, job deadlines).
    const { startTimedContentClock } = await import('./backend/services/timedContent')
    await startTimedContentClock()
    // Queued mails (form notifications and confirmations): delivered, retried, on every instance.
    const [{ startMailWorker }, { backendPayload }] = await Promise.all([
      import('./backend/mailQueue'),
      import('./backend/payload'),
    ])
    startMailWorker(await backendPayload())
    // Contact messages and job applications past their retention period are anonymised daily.
    const { startRetentionClock } = await import('./backend/retention')
    startRetentionClock()
    recordBootstrap({ ok: true })
  } catch (error) {
    recordBootstrap({ ok: false, message: error instanceof Error ? error.message : String(error) })
    throw error
  }
}
