import { z } from 'zod'

import { TOKEN_PATTERN } from '@/domain/shortLinks'

import { declareCall } from './call'
import { boolParam } from './params'

/** Where a short link leads (`result.to`, spec §7 `GET {hash}`). */
export const shortLinkTargetSchema = z.object({
  /** A path of the site (`/gioi-thieu`) or an absolute http(s) URL. */
  to: z.string(),
})
export type ShortLinkTargetDto = z.infer<typeof shortLinkTargetSchema>

/**
 * `{hash}` → `{ to }`, counting the visit: every successful call is one click, unless `count`
 * is false (a HEAD request only asks where the link goes). An unknown or expired token answers
 * 404; a malformed one 400.
 */
export const shortLinkResolve = declareCall({
  method: 'GET',
  path: '/api/services/app/ShortLink/Resolve',
  audience: 'anonymous',
  input: z.object({
    hash: z.string().trim().regex(TOKEN_PATTERN, 'hash must be 4–32 letters, digits, "_" or "-"'),
    count: boolParam().default(true),
  }),
  result: shortLinkTargetSchema,
})
