import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import { entityPath } from '@/contract/topic'
import { parseId } from '@/domain/ids'
import { ENTITY_SLUG, SLUG_PATTERN } from '@/domain/slug'
import { defaultLocale, locales } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { safeRedirect } from '@/lib/auth/redirect'
import type { User } from '@/payload-types'

import { isPreviewSecret, staffOf } from './access'
import { PREVIEW_COLLECTIONS } from './routes'

const previewQuery = z.object({
  collection: z.enum(PREVIEW_COLLECTIONS),
  id: z.string().transform(parseId).pipe(z.number()),
  locale: z.enum(locales).default(defaultLocale),
})
type PreviewQuery = z.infer<typeof previewQuery>

export type PreviewDecision =
  | { status: 307; location: string }
  /** 400 a malformed query, 401 no staff session, 403 a wrong secret, 404 no such document. */
  | { status: 400 | 401 | 403 | 404 }

/**
 * The site path of a document's latest version (draft included) in `locale`, read as `user`
 * with access rules on: a page at `/{slug}` (`home` at `/`), a post at `/{slug}-p{id}`.
 */
async function previewPath(
  payload: Payload,
  { collection, id, locale }: PreviewQuery,
  user: User,
): Promise<string | null> {
  const read = { id, locale, draft: true, overrideAccess: false, user, depth: 0 } as const
  const doc = await payload
    .findByID({ collection, ...read, select: { slug: true }, disableErrors: true })
    .catch(() => null)
  const slug = doc?.slug
  if (typeof slug !== 'string') return null
  if (collection === 'posts')
    return ENTITY_SLUG.test(slug) ? localizedPath(locale, entityPath(slug, 'p', id)) : null
  if (!SLUG_PATTERN.test(slug)) return null
  return localizedPath(locale, slug === 'home' ? '/' : `/${slug}`)
}

/**
 * Whether a request to the preview route may turn on draft mode, and where it then goes: the
 * secret first (cheap, no database), then an admin session of a staff member, then the document.
 */
export async function decidePreview(
  payload: Payload,
  url: URL,
  headers: Headers,
): Promise<PreviewDecision> {
  if (!isPreviewSecret(url.searchParams.get('secret'))) return { status: 403 }
  const user = await staffOf(payload, headers)
  if (!user) return { status: 401 }
  const query = previewQuery.safeParse(Object.fromEntries(url.searchParams))
  if (!query.success) return { status: 400 }
  const path = await previewPath(payload, query.data, user)
  return path ? { status: 307, location: path } : { status: 404 }
}

const REFUSALS: Record<Exclude<PreviewDecision['status'], 307>, string> = {
  400: 'Yêu cầu xem trước không hợp lệ. / The preview request is not valid.',
  401: 'Hãy đăng nhập trang quản trị trước khi xem trước. / Sign in to the admin to preview.',
  403: 'Khóa xem trước không đúng. / The preview key is wrong.',
  404: 'Không tìm thấy tài liệu để xem trước. / There is no such document to preview.',
}

const PRIVATE = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' }

/**
 * A redirect to a path of this site. The Location stays relative: the browser resolves it
 * against the address it asked, whatever host name Next sees behind the server.
 */
export const redirectWithin = (path: string): Response =>
  new Response(null, { status: 307, headers: { ...PRIVATE, location: safeRedirect(path, '/') } })

/** The answer to a refused preview request (no draft mode). */
export const refusePreview = (status: keyof typeof REFUSALS): Response =>
  new Response(REFUSALS[status], {
    status,
    headers: { ...PRIVATE, 'content-type': 'text/plain; charset=utf-8' },
  })
