import type { LivePreviewConfig } from 'payload'

import { requireSecret } from '@/env'
import { isLocale } from '@/i18n/locales'
import { PREVIEW_ROUTE, type PreviewCollection } from '@/lib/preview/routes'

import { isStaffRequest } from '../access/roles'

/**
 * Payload's live preview for a collection: the admin shows the site's own page in an iframe at
 * phone, tablet and desktop widths, through the preview route, which turns on draft mode for a
 * signed-in editor holding PREVIEW_SECRET and goes to the document's page in the edited language.
 *
 * Payload runs `url` on the server only (the document view and the form-state action, both
 * behind its admin access check) and sends the client config without it; the secret goes only
 * to staff. The slug is in the address so that a saved new slug reloads the iframe at the new
 * path (the route reads the path from the draft itself); other saves refresh it in place.
 */
export const livePreviewOf = (collection: PreviewCollection): LivePreviewConfig => ({
  url: ({ data, locale, req }) => {
    const id: unknown = data?.id
    if (!isStaffRequest(req) || (typeof id !== 'number' && typeof id !== 'string')) return null
    const query = new URLSearchParams({
      collection,
      id: String(id),
      locale: isLocale(locale?.code) ? locale.code : 'vi',
      slug: typeof data.slug === 'string' ? data.slug : '',
      secret: requireSecret('PREVIEW_SECRET'),
    })
    return `${PREVIEW_ROUTE}?${query.toString()}`
  },
  breakpoints: [
    { label: 'Mobile', name: 'mobile', width: 375, height: 812 },
    { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
    { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
  ],
})
