/**
 * The Content-Security-Policy of an HTML page. Scripts run only from this origin or, inline, when
 * their exact text hashes to a value the policy lists: Next's inline bootstrap scripts are hashed
 * when the page is sent (and stored with it in the front cache), so no `unsafe-inline` and no
 * `unsafe-eval` are needed, and cached pages keep their speed.
 */
import { createHash } from 'node:crypto'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
/** `type` values browsers execute as script. */
const EXECUTABLE = /^\s*(?:(?:text|application)\/(?:x-)?(?:java|ecma)script|module)?\s*$/i

/** `'sha256-…'` sources for every inline script a document would run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes)
    if (type && !EXECUTABLE.test(type[1] ?? type[2] ?? type[3] ?? '')) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * Where Google and Facebook serve profile pictures: a signed-in visitor without an avatar of
 * their own sees their social picture in the header (spec §4).
 */
export const SOCIAL_PICTURE_ORIGINS = [
  'https://*.googleusercontent.com',
  'https://*.fbcdn.net',
  'https://*.fbsbx.com',
]

export type PolicyOptions = {
  /** Production: ask browsers to load everything over HTTPS. */
  production: boolean
  /** Other origins images may come from (the backend's asset host, when it is elsewhere). */
  imageOrigins?: string[]
}

/** The policy for a page whose inline scripts hash to `hashes`. */
export function contentSecurityPolicy(hashes: string[], options: PolicyOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    // Next and React set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${(options.imageOrigins ?? []).join(' ')}`.trim(),
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    // Post videos play from YouTube's privacy-enhanced host, once a visitor clicks play.
    "frame-src 'self' https://www.youtube-nocookie.com",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    ...(options.production ? ['upgrade-insecure-requests'] : []),
  ]
  return directives.join('; ')
}
