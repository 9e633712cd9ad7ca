/** Path segments of letters, digits, `-` and `_`, joined by `/` (e.g. `gioi-thieu`, `topic/termAndPolicy`). */
export const SLUG_PATTERN = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/

/** Lower-case, accent-free, hyphenated slug from any (Vietnamese) title. */
export const slugify = (input: string): string =>
  input
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/** An entity's own slug (before its `-{code}{id}` suffix): lower-case words joined by hyphens. */
export const ENTITY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
