import { defaultLoggerOptions } from 'payload'

/** pino's `logMethod` hook, typed here so the project needs no direct dependency on pino. */
type LogMethodHook = (
  this: { info: (message: string) => void },
  args: unknown[],
  method: (...args: unknown[]) => void,
  level: number,
) => void

const PINO_ERROR = 50

/** The status of an error the visitor caused (4xx), read off the `{ err }` Payload logs. */
function clientErrorOf(args: unknown[]): { status: number; message: string } | null {
  const first = args[0]
  if (!first || typeof first !== 'object' || !('err' in first)) return null
  const err = (first as { err: unknown }).err
  if (!err || typeof err !== 'object') return null
  const { status, message } = err as { status?: unknown; message?: unknown }
  return typeof status === 'number' && status >= 400 && status < 500
    ? { status, message: typeof message === 'string' ? message : 'Error' }
    : null
}

/**
 * Logs an error answered 4xx (a visitor not allowed, not signed in, asking for what does not
 * exist) at info on one line, without a stack trace; everything else as pino would. Payload's own
 * `loggingLevels` matches errors by class name, which the production bundle minifies (`Forbidden`
 * becomes `_`), so every anonymous 403 reached the log at ERROR with its trace.
 */
export const quietClientErrors: LogMethodHook = function (args, method, level) {
  const clientError = level >= PINO_ERROR ? clientErrorOf(args) : null
  if (clientError) this.info(`${clientError.status} ${clientError.message.split('\n')[0]}`)
  else method.apply(this, args)
}

/** Payload's logger: its usual pretty output, with visitors' mistakes kept out of ERROR. */
export const payloadLogger = {
  options: { hooks: { logMethod: quietClientErrors } },
  destination: defaultLoggerOptions,
}
