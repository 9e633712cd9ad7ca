import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthCard } from '@/components/Account/AuthCard'
import { todayInVietnam } from '@/components/Account/dates'
import { RegisterForm } from '@/components/Account/RegisterForm.client'
import { accountMessages, offeredProviders, textsOf } from '@/components/Account/texts'
import { REGISTER_KEYS, withRedirect } from '@/components/Account/types'
import { SiteShell } from '@/components/SiteShell/SiteShell'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import { firstValue } from '@/domain/query'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { requireLocale } from '@/i18n/requireLocale'
import { registrationFields } from '@/lib/backend/account'
import { policyHref } from '@/lib/backend/topics'
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
    ...pageMetadata({ locale, paths: samePathEverywhere('/register'), title: t('registerTitle') }),
    robots: { index: false },
  }
}

/** The fields registration always has; the backend's definition supplies the rest. */
const FIXED_FIELDS = new Set(['emailAddress', 'email', 'password', 'confirmPassword'])

/** "By registering you agree to our {terms} and {privacy}", the placeholders as links. */
async function consentLine(locale: Locale) {
  const [t, terms, privacy] = await Promise.all([
    getTranslations({ locale, namespace: 'account' }),
    policyHref(locale, 'TermsOfUse'),
    policyHref(locale, 'PrivacyPolicy'),
  ])
  const links = {
    terms: { href: terms, label: t('terms') },
    privacy: { href: privacy, label: t('privacy') },
  }
  return (t.raw('acceptTerms') as string).split(/\{(terms|privacy)\}/).map((part, index) => {
    const link = index % 2 === 1 ? links[part as keyof typeof links] : undefined
    return link ? (
      <SmartLink key={part} href={link.href} locale={locale}>
        {link.label}
      </SmartLink>
    ) : (
      part
    )
  })
}

/** Registration (`/register`, `/dang-ky`): creates the account and signs the visitor in. */
export default async function RegisterPage({ params, searchParams }: Props) {
  const { locale } = await params
  requireLocale(locale)
  setRequestLocale(locale)
  const redirect = firstValue((await searchParams).redirect) || undefined
  const [t, labels, messages, form, consent] = await Promise.all([
    getTranslations({ locale, namespace: 'account' }),
    textsOf(locale, 'account', REGISTER_KEYS),
    accountMessages(locale),
    registrationFields(locale),
    consentLine(locale),
  ])
  return (
    <SiteShell locale={locale}>
      <AuthCard title={t('registerTitle')} titleId="register-title" intro={t('registerIntro')}>
        <RegisterForm
          locale={locale}
          labels={labels}
          messages={messages}
          providers={offeredProviders()}
          fields={form.fields.filter((field) => !FIXED_FIELDS.has(field.name))}
          consent={consent}
          today={todayInVietnam()}
          redirect={redirect}
          permalink={withRedirect(localizedPath(locale, '/register'), redirect)}
          labelledBy="register-title"
        />
      </AuthCard>
    </SiteShell>
  )
}
