import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { SiteShell } from '@/components/SiteShell/SiteShell'
import { firstValue } from '@/domain/query'
import { requireLocale } from '@/i18n/requireLocale'
import type { FormResult } from '@/lib/actions/contact'
import { pageMetadata, samePathEverywhere } from '@/lib/seo/metadata'

import { SubscriptionLinkForm } from './SubscriptionLinkForm.client'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

type LinkPage = {
  /** The page's texts: `title`, `intro`, `button`, `sending`, `invalid`. */
  namespace: 'confirmSubscription' | 'unsubscribe'
  /** The page's locale-less path, the same in both languages. */
  path: string
  /** What a usable `?token=` looks like; anything else is answered at once. */
  token: RegExp
  /** Where the token goes when the button is pressed. */
  action: (previous: FormResult | null, form: FormData) => Promise<FormResult>
}

/**
 * A page a mailed subscription link leads to (confirm, unsubscribe): it explains, and a button
 * sends the token (mail scanners open links but press no buttons). Not indexed.
 */
export function subscriptionLinkPage({ namespace, path, token: pattern, action }: LinkPage) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params
    requireLocale(locale)
    const t = await getTranslations({ locale, namespace })
    return {
      ...pageMetadata({ locale, paths: samePathEverywhere(path), title: t('title') }),
      robots: { index: false, follow: false },
    }
  }

  async function Page({ params, searchParams }: Props) {
    const { locale } = await params
    requireLocale(locale)
    setRequestLocale(locale)
    const t = await getTranslations({ locale, namespace })
    const token = firstValue((await searchParams).token) ?? ''
    return (
      <SiteShell locale={locale}>
        <section className="section">
          <div className="container">
            <h1>{t('title')}</h1>
            {pattern.test(token) ? (
              <>
                <p>{t('intro')}</p>
                <SubscriptionLinkForm
                  action={action}
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

  return { generateMetadata, Page }
}
