/**
 * The outcome of the start-up work (migrations, seed) run by Next's instrumentation hook. Next
 * only logs a failing hook and serves anyway; the HTTP server reads this and refuses to start.
 */
const KEY = Symbol.for('sora.bootstrap')

type Outcome = { ok: true } | { ok: false; message: string }

export function recordBootstrap(outcome: Outcome): void {
  ;(globalThis as typeof globalThis & { [KEY]?: Outcome })[KEY] = outcome
}

export function bootstrapOutcome(): Outcome | undefined {
  return (globalThis as typeof globalThis & { [KEY]?: Outcome })[KEY]
}
