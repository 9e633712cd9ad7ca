/** Addresses of the editors' preview routes (`src/app/(preview)/next/*`); free of server code. */

/** Collections whose drafts editors preview on the site. */
export const PREVIEW_COLLECTIONS = ['pages', 'posts'] as const
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]

/** Opens a preview: `?collection=&id=&locale=&secret=` (the admin's live preview builds it). */
export const PREVIEW_ROUTE = '/next/preview'

/** Leaves the preview for `?path=` (a path of this site). */
export const EXIT_PREVIEW_ROUTE = '/next/exit-preview'

export const exitPreviewHref = (path: string): string =>
  `${EXIT_PREVIEW_ROUTE}?${new URLSearchParams({ path }).toString()}`
