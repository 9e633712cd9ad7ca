import { processWide } from '@/lib/processWide'

/**
 * Work the backend finishes after it has answered (a mail whose sending must not slow or fail the
 * answer). Failures are logged under `label`; `backgroundSettled` waits for what is under way, so
 * a test (or a shutdown) can tell a late write from one the request made.
 */
const pending = processWide('sora.backend.background', () => new Set<Promise<void>>())

export function runInBackground(label: string, task: () => Promise<unknown>): void {
  const running: Promise<void> = task()
    .then(() => undefined)
    .catch((error: unknown) => console.error(`[${label}]`, error))
    .finally(() => pending.delete(running))
  pending.add(running)
}

export async function backgroundSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending])
}
