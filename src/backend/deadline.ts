/**
 * Rejects after `ms` unless `work` settled first (`onTimeout` runs then). For database work that
 * must answer a visitor in bounded time even when PostgreSQL stops answering altogether (a
 * frozen host, a paused server), where its own `statement_timeout` cannot fire.
 */
export function withDeadline<T>(work: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout()
      reject(new Error(`no answer from the database within ${ms} ms`))
    }, ms)
  })
  work.catch(() => undefined)
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer))
}
