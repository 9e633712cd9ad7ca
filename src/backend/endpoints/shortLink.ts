import { shortLinkResolve } from '@/contract/shortLink'

import { implement } from '../endpoint'
import { resolveShortLink } from '../services/shortLinks'

export const shortLinkResolveEndpoint = implement(shortLinkResolve, (input, { payload }) =>
  resolveShortLink(payload, input.hash, { count: input.count }),
)
