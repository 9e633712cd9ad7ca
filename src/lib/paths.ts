import path from 'node:path'

import { getEnv } from '@/env'

/**
 * The data directory (embedded database, media, caches, generated secrets); git-ignored. It is
 * chosen at runtime, so the build must not trace it (`turbopackIgnore`).
 */
export const dataDir = (): string => path.resolve(/* turbopackIgnore: true */ getEnv().DATA_DIR)

/** Uploaded and generated media files. */
export const mediaDir = (): string => path.join(/* turbopackIgnore: true */ dataDir(), 'media')

/** Resized image variants. */
export const imageCacheDir = (): string =>
  path.join(/* turbopackIgnore: true */ dataDir(), 'cache', 'images')

/** Downloadable documents (catalogues, manuals, CAD data): served only by the download route. */
export const documentFilesDir = (): string =>
  path.join(/* turbopackIgnore: true */ dataDir(), 'documents')

/**
 * Files visitors sent (invoice photos, CVs): outside every public directory, read only by staff
 * through the CMS (`private-files`).
 */
export const privateFilesDir = (): string =>
  path.join(/* turbopackIgnore: true */ dataDir(), 'private')
