import type { PayloadRequest, TextFieldSingleValidation } from 'payload'

import { parseEntityPath } from '@/contract/topic'
import { isReservedSegment, TOKEN_PATTERN } from '@/domain/shortLinks'
import { locales } from '@/i18n/locales'

/** Whether a CMS page (in any language, drafts included) or an old moved path is `token`. */
async function takenBySite(req: PayloadRequest, token: string): Promise<boolean> {
  const slugs = [...new Set([token, token.toLowerCase()])]
  const pages = await Promise.all(
    locales.map((locale) =>
      req.payload.count({
        collection: 'pages',
        where: { slug: { in: slugs } },
        locale,
        overrideAccess: true,
        req,
      }),
    ),
  )
  if (pages.some(({ totalDocs }) => totalDocs > 0)) return true
  const moved = await req.payload.count({
    collection: 'slug-redirects',
    where: { oldSlug: { in: slugs } },
    overrideAccess: true,
    req,
  })
  return moved.totalDocs > 0
}

/**
 * A token must be URL-safe and must never hide anything else at `/{token}`: a reserved route, an
 * entity path (`…-prd12`), a CMS page or an old path that moved. Empty is fine: one is generated.
 */
export const validateToken: TextFieldSingleValidation = async (value, { req }) => {
  if (value === null || value === undefined || value === '') return true
  if (!TOKEN_PATTERN.test(value))
    return '4–32 ký tự: chữ cái, chữ số, "_" hoặc "-" / 4–32 characters: letters, digits, "_" or "-"'
  if (isReservedSegment(value) || parseEntityPath(value.toLowerCase()))
    return 'Đường dẫn này thuộc về trang web / This path belongs to the site'
  if (await takenBySite(req, value))
    return 'Đã có trang hoặc chuyển hướng ở đường dẫn này / A page or redirect already uses this path'
  return true
}
