import type { ValidationErrorInfo } from '@/contract/envelope'

/** An error the backend answers on purpose, with its HTTP status and ABP error info. */
export class BackendFault extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: string | null = null,
    readonly validationErrors: ValidationErrorInfo[] | null = null,
    readonly code = 0,
  ) {
    super(message)
    this.name = 'BackendFault'
  }
}

export const validationFault = (
  errors: ValidationErrorInfo[],
  message = 'Your request is not valid!',
) => new BackendFault(400, message, errors.map((error) => error.message).join(' '), errors)

export const notFoundFault = (message = 'There is no entity with the given id.') =>
  new BackendFault(404, message)

export const unauthorizedFault = () =>
  new BackendFault(401, 'Current user did not login to the application!')

export const forbiddenFault = () =>
  new BackendFault(403, 'You are not allowed to perform this operation.')
