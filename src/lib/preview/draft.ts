import 'server-only'

import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { fetchPostPreview, getPost } from '@/lib/backend/posts'
import { cmsPayload } from '@/lib/cms/payload'
import type { User } from '@/payload-types'

import { staffOf } from './access'

/**
 * Whether this request is an editor's preview (Next's draft mode, turned on by `/next/preview`).
 * While a page is rendered for the cache this is false without reading any cookie, so cached
 * pages stay the same for everyone; a request carrying the draft-mode cookie is rendered apart
 * and never stored (Next skips its page and data caches, the front cache skips the cookie).
 */
export const isDraftMode = cache(async (): Promise<boolean> => (await draftMode()).isEnabled)

/**
 * The staff member a preview shows drafts to: signed in to the admin on this very request, in
 * draft mode. Null otherwise, so a copied draft-mode cookie alone shows published content only.
 */
export const previewer = cache(async (): Promise<User | null> => {
  if (!(await isDraftMode())) return null
  return staffOf(await cmsPayload(), new Headers(await headers()))
})

/**
 * A post for its page (and its metadata: one read per request): the latest draft for a
 * previewing editor, never cached; the published post, cached, for everyone else.
 */
export const readPostForView = cache(async (locale: Locale, id: number) =>
  (await previewer()) ? fetchPostPreview(locale, id) : getPost(locale, id),
)
