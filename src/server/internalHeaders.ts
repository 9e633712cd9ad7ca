/** Headers the HTTP server sets on its own requests to Next, never taken from visitors. */

/** Asks the proxy for the site's status page (404, 500) at the requested URL. */
export const STATUS_HEADER = 'x-sora-status'
/** Proves a request comes from this server (a per-process random token). */
export const TOKEN_HEADER = 'x-sora-internal'
