import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthCard } from '@/components/Account/AuthCard'
import { ForgotPasswordForm } from '@/components/Account/ForgotPasswordForm.client'
import { accountMessages, textsOf } from '@/components/Account/texts'
import { FORGOT_KEYS, withRedirect } from '@/components/Account/types'
import { SiteShell } from '@/components/SiteShell/SiteShell'
import { firstValue } from '@/domain/query'
import { localizedPath } from '@/i18n/paths'
import { requireLocale } from '@/i18n/requireLocale'
import { pageMetadata, samePathEverywhere } from '@/lib/seo/metadata'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  requireLocale(locale)
  const t = await getTranslations({ locale, namespace: 'account' })
  return {
    ...pageMetadata({
      locale,
      paths: samePathEverywhere('/forgotPassword'),
      title: t('forgotTitle'),
    }),
    robots: { index: false },
  }
}

/** Forgot password: a reset link goes to the address, if it has an account. */
export default async function ForgotPasswordPage({ params, searchParams }: Props) {
  const { locale } = await params
  requireLocale(locale)
  setRequestLocale(locale)
  const redirect = firstValue((await searchParams).redirect) || undefined
  const [t, labels, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'account' }),
    textsOf(locale, 'account', FORGOT_KEYS),
    accountMessages(locale),
  ])
  return (
    <SiteShell locale={locale}>
      <AuthCard title={t('forgotTitle')} titleId="forgot-title" intro={t('forgotIntro')}>
        <ForgotPasswordForm
          locale={locale}
          labels={labels}
          messages={messages}
          redirect={redirect}
          permalink={withRedirect(localizedPath(locale, '/forgotPassword'), redirect)}
          labelledBy="forgot-title"
        />
      </AuthCard>
    </SiteShell>
  )
}
