import '@/styles/globals.css'

import type { Metadata, Viewport } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { ConsentBanner } from '@/components/Consent/ConsentBanner.client'
import { LoadingOverlay } from '@/components/LoadingOverlay/LoadingOverlay.client'
import { UiTextsProvider } from '@/components/UiTexts/UiTexts.client'
import { getEnv } from '@/env'
import { localizedPath } from '@/i18n/paths'
import { requireLocale } from '@/i18n/requireLocale'
import { getTopicLink } from '@/lib/backend/topics'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/** Pages render on their first request, then are served from the cache until content changes. */
export function generateStaticParams() {
  return []
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#c8102e' }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  requireLocale(locale)
  const t = await getTranslations({ locale, namespace: 'site' })
  return {
    metadataBase: new URL(getEnv().SITE_URL),
    title: { default: t('name'), template: `%s | ${t('name')}` },
    description: t('tagline'),
    applicationName: t('shortName'),
    formatDetection: { telephone: false },
  }
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  requireLocale(locale)
  setRequestLocale(locale)
  const [t, errorTexts, consent, loading, privacy] = await Promise.all([
    getTranslations({ locale, namespace: 'site' }),
    getTranslations({ locale, namespace: 'error' }),
    getTranslations({ locale, namespace: 'consent' }),
    getTranslations({ locale, namespace: 'loading' }),
    getTopicLink(locale, 'PrivacyPolicy').catch(() => null),
  ])
  const uiTexts = {
    homeHref: localizedPath(locale, '/'),
    error: {
      title: errorTexts('title'),
      text: errorTexts('text'),
      retry: errorTexts('retry'),
      home: errorTexts('home'),
      countdown: errorTexts.raw('countdown') as string,
      stay: errorTexts('stay'),
      redirectCancelled: errorTexts('redirectCancelled'),
      titleWithCode: errorTexts.raw('titleWithCode') as string,
    },
  }
  return (
    <html lang={locale}>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <UiTextsProvider texts={uiTexts}>{children}</UiTextsProvider>
        <ConsentBanner
          label={consent('label')}
          text={consent('text')}
          policyLabel={consent('policy')}
          policyHref={privacy ? localizedPath(locale, privacy.detailUrl) : null}
          accept={consent('accept')}
        />
        <LoadingOverlay label={loading('label')} />
      </body>
    </html>
  )
}
