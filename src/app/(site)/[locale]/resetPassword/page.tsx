import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import styles from '@/components/Account/Account.module.css'
import { AuthCard } from '@/components/Account/AuthCard'
import { ResetPasswordForm } from '@/components/Account/ResetPasswordForm.client'
import { accountMessages, textsOf } from '@/components/Account/texts'
import { RESET_KEYS } from '@/components/Account/types'
import { SiteShell } from '@/components/SiteShell/SiteShell'
import { RESET_TOKEN } from '@/contract/account'
import { firstValue } from '@/domain/query'
import { Link } from '@/i18n/navigation'
import { localizedPath } from '@/i18n/paths'
import { requireLocale } from '@/i18n/requireLocale'
import { pageMetadata, samePathEverywhere } from '@/lib/seo/metadata'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** Each mailed link carries its own token. */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  requireLocale(locale)
  const t = await getTranslations({ locale, namespace: 'account' })
  return {
    ...pageMetadata({
      locale,
      paths: samePathEverywhere('/resetPassword'),
      title: t('resetTitle'),
    }),
    robots: { index: false },
  }
}

/** Where a reset mail's link leads (`?token=`): a new password, then the login. */
export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const { locale } = await params
  requireLocale(locale)
  setRequestLocale(locale)
  const token = firstValue((await searchParams).token) ?? ''
  const valid = RESET_TOKEN.test(token)
  const t = await getTranslations({ locale, namespace: 'account' })
  if (!valid)
    return (
      <SiteShell locale={locale}>
        <AuthCard title={t('resetTitle')} titleId="reset-title">
          <p role="alert" className={styles.alert}>
            {t('resetInvalid')}
          </p>
          <p className={styles.switch}>
            <Link href="/forgotPassword" locale={locale} prefetch={false}>
              {t('requestNewLink')}
            </Link>
          </p>
        </AuthCard>
      </SiteShell>
    )
  const [labels, messages] = await Promise.all([
    textsOf(locale, 'account', RESET_KEYS),
    accountMessages(locale),
  ])
  return (
    <SiteShell locale={locale}>
      <AuthCard title={t('resetTitle')} titleId="reset-title" intro={t('resetIntro')}>
        <ResetPasswordForm
          locale={locale}
          token={token}
          labels={labels}
          messages={messages}
          permalink={`${localizedPath(locale, '/resetPassword')}?token=${encodeURIComponent(token)}`}
          labelledBy="reset-title"
        />
      </AuthCard>
    </SiteShell>
  )
}
