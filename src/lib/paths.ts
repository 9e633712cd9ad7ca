import path from 'node:path'

/** The data directory (embedded database, media, caches, generated secrets); git-ignored. */
// The data directory is chosen at runtime; the build must not trace it.
export const dataDir = (): string =>
  path.resolve(/* turbopackIgnore: true */ process.env.DATA_DIR ?? '.data')

/** Uploaded and generated media files. */
export const mediaDir = (): string => path.join(/* turbopackIgnore: true */ dataDir(), 'media')

/** Resized image variants. */
export const imageCacheDir = (): string =>
  path.join(/* turbopackIgnore: true */ dataDir(), 'cache', 'images')
