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

import { guardedStaffLogin } from '@/lib/auth/staffLogin'

const restPost = REST_POST(config)

export const GET = REST_GET(config)
export const DELETE = REST_DELETE(config)
export const PATCH = REST_PATCH(config)
export const PUT = REST_PUT(config)
export const OPTIONS = REST_OPTIONS(config)

/** Staff sign-in goes through the guard against guessing (`src/lib/auth/staffLogin.ts`). */
export const POST: typeof restPost = async (request, context) =>
  new URL(request.url).pathname.replace(/\/+$/, '') === '/cms-api/users/login'
    ? guardedStaffLogin(await getPayload({ config }), request, (forwarded) =>
        restPost(forwarded, context),
      )
    : restPost(request, context)
