/** Which requests ask for pages of the site, as the front cache and the status pages see them. */
import type { IncomingMessage } from 'node:http'

/** First path segments of the backend contract. */
const BACKEND = new Set(['api', 'abpuserconfiguration', 'topic', 'localeslug', 'auth'])

/** First path segments that are not pages of the site (APIs, admin, assets, backend). */
const NOT_DOCUMENTS = new Set([...BACKEND, 'admin', 'cms-api', 'images', '_next', 'healthz'])

const firstSegment = (url: string): string => {
  const end = url.slice(1).search(/[/?#]/)
  return (end === -1 ? url.slice(1) : url.slice(1, end + 1)).toLowerCase()
}

/** Whether the URL belongs to the backend contract (answered in ABP's envelope). */
export const isBackendPath = (url: string): boolean => BACKEND.has(firstSegment(url))

/** Headers of client-side navigations, prefetches and server actions (lower case). */
export const CLIENT_ROUTER_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-action',
] as const

/** Client-side navigations, prefetches and server actions ask for RSC payloads, not documents. */
export const isClientRouterRequest = (request: IncomingMessage): boolean =>
  CLIENT_ROUTER_HEADERS.some((name) => Boolean(request.headers[name]))

/** Whether the URL is one of the site's pages' (not an API, the admin, a file). */
export function isPagePath(url: string): boolean {
  if (NOT_DOCUMENTS.has(firstSegment(url))) return false
  const path = url.split(/[?#]/)[0] ?? '/'
  return !/\.[A-Za-z0-9]+$/.test(path)
}

/** Whether a request asks for a page of the site as a document (GET or HEAD). */
export const isDocumentRequest = (request: IncomingMessage): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  isPagePath(request.url ?? '/') &&
  !isClientRouterRequest(request)

/** Whether the answer may be an HTML document (a page of the site or of the admin). */
export const mayBeHtml = (request: IncomingMessage): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !isClientRouterRequest(request) &&
  (isPagePath(request.url ?? '/') || firstSegment(request.url ?? '/') === 'admin')
