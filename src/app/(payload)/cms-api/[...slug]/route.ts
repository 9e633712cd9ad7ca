/* Payload's REST API, moved to /cms-api so /api stays the backend contract's. */
import config from '@payload-config'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'
import { getPayload } from 'payload'

import { guardedForgotPassword, guardedStaffLogin } from '@/lib/auth/staffLogin'

const restPost = REST_POST(config)

export const GET = REST_GET(config)
export const DELETE = REST_DELETE(config)
export const PATCH = REST_PATCH(config)
export const PUT = REST_PUT(config)
export const OPTIONS = REST_OPTIONS(config)

const payloadOf = () => getPayload({ config })

/**
 * Staff sign-in goes through the guard against guessing, and password-reset requests through
 * their limit (`src/lib/auth/staffLogin.ts`).
 */
export const POST: typeof restPost = async (request, context) => {
  const forward = (forwarded: Request) => restPost(forwarded, context)
  switch (new URL(request.url).pathname.replace(/\/+$/, '')) {
    case '/cms-api/users/login':
      return guardedStaffLogin(await payloadOf(), request, forward)
    case '/cms-api/users/forgot-password':
      return guardedForgotPassword(await payloadOf(), request, forward)
    default:
      return restPost(request, context)
  }
}
