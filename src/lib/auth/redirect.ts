/**
 * Where a visitor may be sent after signing in: a path on this site only. Absolute and
 * protocol-relative URLs, backslash tricks and control characters all fall back to `fallback`
 * (spec §4 "redirect"; no open redirect). Pure: used by the proxy, actions and route handlers.
 */
export function safeRedirect(raw: unknown, fallback: string): string {
  if (typeof raw !== 'string') return fallback
  const value = raw.trim()
  if (
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.includes('\\') ||
    value.length > 500 ||
    /[\u0000-\u001f\u007f\s]/.test(value)
  )
    return fallback
  let url: URL
  try {
    url = new URL(value, 'http://site.invalid')
  } catch {
    return fallback
  }
  if (url.origin !== 'http://site.invalid') return fallback
  return `${url.pathname}${url.search}${url.hash}`
}
