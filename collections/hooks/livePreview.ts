import type { LivePreviewConfig } from 'payload'

/**
 * Payload's live preview for a collection: the admin shows the site's own page in an iframe,
 * through the preview route that turns on draft mode (`/next/preview`), at phone, tablet and
 * desktop widths.
 */
export const livePreviewOf = (collection: 'pages' | 'posts'): LivePreviewConfig => ({
  url: ({ data, locale }) =>
    `/next/preview?${new URLSearchParams({
      collection,
      id: String(data?.id ?? ''),
      locale: typeof locale === 'object' ? locale.code : String(locale ?? 'vi'),
    }).toString()}`,
  breakpoints: [
    { label: 'Mobile', name: 'mobile', width: 375, height: 812 },
    { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
    { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
  ],
})
