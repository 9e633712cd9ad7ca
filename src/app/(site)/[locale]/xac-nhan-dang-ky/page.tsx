import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { SiteShell } from '@/components/SiteShell/SiteShell'
import { SubscriptionLinkForm } from '@/components/Subscription/SubscriptionLinkForm.client'
import { SUBSCRIPTION_TOKEN } from '@/contract/contact'
import { firstValue } from '@/domain/query'
import { requireLocale } from '@/i18n/requireLocale'
import { confirmSubscriptionAction } from '@/lib/actions/contact'
import { pageMetadata, samePathEverywhere } from '@/lib/seo/metadata'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** Read per request: each link carries its own token. */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  requireLocale(locale)
  const t = await getTranslations({ locale, namespace: 'confirmSubscription' })
  return {
    ...pageMetadata({ locale, paths: samePathEverywhere('/xac-nhan-dang-ky'), title: t('title') }),
    robots: { index: false, follow: false },
  }
}

/** Where the link of a subscription's confirmation mail leads (`?token=`). */
export default async function ConfirmSubscriptionPage({ params, searchParams }: Props) {
  const { locale } = await params
  requireLocale(locale)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'confirmSubscription' })
  const token = firstValue((await searchParams).token) ?? ''
  const valid = SUBSCRIPTION_TOKEN.test(token)
  return (
    <SiteShell locale={locale}>
      <section className="section">
        <div className="container">
          <h1>{t('title')}</h1>
          {valid ? (
            <>
              <p>{t('intro')}</p>
              <SubscriptionLinkForm
                action={confirmSubscriptionAction}
                locale={locale}
                token={token}
                labels={{ button: t('button'), sending: t('sending') }}
              />
            </>
          ) : (
            <p role="alert">{t('invalid')}</p>
          )}
        </div>
      </section>
    </SiteShell>
  )
}
