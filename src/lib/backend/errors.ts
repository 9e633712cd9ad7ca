import type { ErrorInfo, ValidationErrorInfo } from '@/contract/envelope'

/** A failed call to the backend contract: its HTTP status and ABP error info. */
export class BackendError extends Error {
  readonly status: number
  readonly details: string | null
  readonly validationErrors: ValidationErrorInfo[]
  readonly unAuthorizedRequest: boolean

  constructor(
    status: number,
    info: Partial<ErrorInfo> & { message: string },
    unAuthorizedRequest = false,
  ) {
    super(info.message)
    this.name = 'BackendError'
    this.status = status
    this.details = info.details ?? null
    this.validationErrors = info.validationErrors ?? []
    this.unAuthorizedRequest = unAuthorizedRequest
  }

  /** What to show a visitor: the server's details when it gave any, else its message. */
  get displayMessage(): string {
    return this.details || this.message
  }
}

export const isBackendError = (error: unknown): error is BackendError =>
  error instanceof BackendError

/**
 * What a backend read answers, or null when the backend says there is no such thing (404): a
 * page then answers a real 404 instead of an error. Any other failure still throws.
 */
export async function orNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read
  } catch (error) {
    if (isBackendError(error) && error.status === 404) return null
    throw error
  }
}
