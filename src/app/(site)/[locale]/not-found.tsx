import { useLocale, useTranslations } from 'next-intl'

import { SiteShell } from '@/components/SiteShell/SiteShell'
import { NotFoundContent } from '@/components/StatusPage/NotFoundContent'
import type { Locale } from '@/i18n/locales'

/**
 * 404 inside the site (client navigations to a missing page). Documents asked for directly get
 * the same content from the status page, rendered on the server (`status-page/[code]`).
 */
export default function NotFound() {
  const locale = useLocale() as Locale
  const t = useTranslations('notFound')
  return (
    <SiteShell locale={locale}>
      <title>{t('title')}</title>
      <meta name="robots" content="noindex, follow" />
      <NotFoundContent locale={locale} />
    </SiteShell>
  )
}
