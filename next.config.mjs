import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const root = path.dirname(fileURLToPath(import.meta.url))

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Pages and data in memory, expired by tag together with the front cache (src/server).
  cacheHandler: path.join(root, 'src/server/cacheHandler.ts'),
  cacheMaxMemorySize: 0,
  poweredByHeader: false,
  // `npm test` runs the type check and lint as their own gates; the build does not repeat them.
  typescript: { ignoreBuildErrors: true },
  // Attachments (an invoice photo, a CV) may weigh 5 MB, checked again by the backend, plus the
  // form around them; Next's default is 1 MB.
  // `inlineCss` was measured and left off: it repeats each stylesheet in the RSC payload (a 55 kB
  // one three times), and the bigger document cost more blocking time than the requests it saved.
  experimental: { serverActions: { bodySizeLimit: '8mb' } },
  // Security headers are set by the HTTP server on every answer (src/server/securityHeaders.ts).
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

// Payload asks every response for a colour-scheme client hint (Accept-CH, Critical-CH, Vary). Its
// admin uses it; on the public site Critical-CH makes Chromium retry the first navigation and
// Vary splits caches, so the hint is scoped to the admin.
const headersWithPayload = config.headers
config.headers = async () =>
  (await headersWithPayload()).map((rule) =>
    rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH')
      ? { ...rule, source: '/admin/:path*' }
      : rule,
  )

export default config
