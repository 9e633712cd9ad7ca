import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { SiteShell } from '@/components/SiteShell/SiteShell'
import { ErrorNotice } from '@/components/StatusPage/ErrorNotice.client'
import { NotFoundContent } from '@/components/StatusPage/NotFoundContent'
import { requireLocale } from '@/i18n/requireLocale'
import { STATUS_HEADER } from '@/server/internalHeaders'

/** Per request: its HTML carries the address the visitor asked for, which differs every time. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; code: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, code } = await params
  requireLocale(locale)
  const t = await getTranslations({ locale, namespace: code === '404' ? 'notFound' : 'error' })
  return { title: t('title'), robots: { index: false, follow: true } }
}

/**
 * The page the HTTP server serves, with the original status, for a document whose answer was
 * an error (`src/server/statusDocuments.ts`): the site's header and footer around a 404 or error
 * notice, rendered on the server in the visitor's language. Only reachable through that server.
 */
export default async function StatusPage({ params }: Props) {
  const { locale, code } = await params
  requireLocale(locale)
  if (!(await headers()).get(STATUS_HEADER)) notFound()
  setRequestLocale(locale)
  return (
    <SiteShell locale={locale}>
      {code === '404' ? (
        <NotFoundContent locale={locale} />
      ) : (
        <ErrorNotice code={Number(code) || 500} />
      )}
    </SiteShell>
  )
}
