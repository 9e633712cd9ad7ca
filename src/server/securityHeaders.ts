/**
 * Headers every answer of this server carries, set here for Next's answers and the server's own
 * alike. The Content-Security-Policy of HTML pages is computed per document (`csp.ts`).
 */
export function securityHeaders(production: boolean): [string, string][] {
  return [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['x-frame-options', 'SAMEORIGIN'],
    // The site's own pages may ask for the position ("near me" on /mua-o-dau); frames may not.
    ['permissions-policy', 'camera=(), microphone=(), geolocation=(self), interest-cohort=()'],
    ['cross-origin-opener-policy', 'same-origin'],
    // Only over HTTPS, which a production deployment terminates in front of the instances.
    ...(production
      ? ([['strict-transport-security', 'max-age=31536000; includeSubDomains']] as [
          string,
          string,
        ][])
      : []),
  ]
}
