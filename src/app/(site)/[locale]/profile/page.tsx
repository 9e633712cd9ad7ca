import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AvatarForm } from '@/components/Account/AvatarForm.client'
import { todayInVietnam, dateInputValue } from '@/components/Account/dates'
import { DeleteAccountForm } from '@/components/Account/DeleteAccountForm.client'
import styles from '@/components/Account/Profile.module.css'
import { ProfileEditor } from '@/components/Account/ProfileEditor.client'
import { ProfileLayout } from '@/components/Account/ProfileLayout'
import { requireProfile } from '@/components/Account/requireProfile'
import { SessionExpired } from '@/components/Account/SessionExpired'
import { accountMessages, textsOf } from '@/components/Account/texts'
import { PASSWORD_TOGGLE_KEYS } from '@/components/Account/types'
import { SiteShell } from '@/components/SiteShell/SiteShell'
import { PROFILE_PICTURE_MAX_BYTES, type UserProfile } from '@/contract/account'
import { firstValue } from '@/domain/query'
import { localizedPath } from '@/i18n/paths'
import { requireLocale } from '@/i18n/requireLocale'
import { profileFields } from '@/lib/backend/account'
import { formatDate } from '@/lib/format/date'
import { pageMetadata, samePathEverywhere } from '@/lib/seo/metadata'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The signed-in visitor's own data. */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  requireLocale(locale)
  const t = await getTranslations({ locale, namespace: 'profile' })
  return {
    ...pageMetadata({ locale, paths: samePathEverywhere('/profile'), title: t('info') }),
    robots: { index: false },
  }
}

/** Up to two initials of a name (or of the e-mail's first part) for a missing picture. */
function initials(profile: UserProfile): string {
  const name = profile.fullName?.trim() || profile.emailAddress.split('@')[0] || '?'
  const words = name.split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [name]
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toLocaleUpperCase()
}

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', facebook: 'Facebook' }

/** The profile's values as form text: choices by id, dates as `YYYY-MM-DD`. */
const formValuesOf = (profile: UserProfile): Record<string, string> => ({
  fullName: profile.fullName ?? '',
  phoneNumber: profile.phoneNumber ?? '',
  dateOfBirth: dateInputValue(profile.dateOfBirth),
  gender: profile.gender ?? '',
  companyName: profile.companyName ?? '',
  companySize: profile.companySize === null ? '' : String(profile.companySize),
})

/** Personal information (`/profile`): who is signed in, the details, the picture, the data. */
export default async function ProfilePage({ params, searchParams }: Props) {
  const { locale } = await params
  requireLocale(locale)
  setRequestLocale(locale)
  const session = await requireProfile(locale, '/profile')
  if (session.status !== 'ok')
    return (
      <SiteShell locale={locale}>
        <SessionExpired locale={locale} path="/profile" state={session} />
      </SiteShell>
    )
  const { profile } = session
  const editing = firstValue((await searchParams).edit) === '1'
  const [t, form, messages, account, toggle] = await Promise.all([
    getTranslations({ locale, namespace: 'profile' }),
    profileFields(locale),
    accountMessages(locale),
    textsOf(locale, 'account', ['optional', 'choose', 'failed', 'passwordRequired', 'continue']),
    textsOf(locale, 'account', PASSWORD_TOGGLE_KEYS),
  ])
  const picture = profile.profilePictureUrl || profile.socialPictureUrl
  const name = profile.fullName?.trim() || profile.emailAddress
  const providers = profile.logins.map((login) => PROVIDER_NAMES[login] ?? login)
  return (
    <SiteShell locale={locale}>
      <ProfileLayout locale={locale} current="info">
        <h1 className={styles.pageTitle}>{t('info')}</h1>
        <div className={`${styles.card} ${styles.identity}`}>
          <div className={styles.who}>
            {picture ? (
              <img
                src={picture}
                alt={t('avatar')}
                width={88}
                height={88}
                className={styles.avatar}
                referrerPolicy="no-referrer"
              />
            ) : (
              <span className={`${styles.avatar} ${styles.initials}`} aria-hidden="true">
                {initials(profile)}
              </span>
            )}
            <div className={styles.whoText}>
              <p className={styles.name}>{name}</p>
              <p className={styles.email}>{profile.emailAddress}</p>
              <p className={styles.meta}>
                {t('memberSince', { date: formatDate(profile.creationTime) })}
              </p>
              {providers.length ? (
                <p className={styles.meta}>
                  {t('linkedWith', { providers: providers.join(', ') })}
                </p>
              ) : null}
            </div>
          </div>
          <AvatarForm
            locale={locale}
            maxBytes={PROFILE_PICTURE_MAX_BYTES}
            labels={{
              changeAvatar: t('changeAvatar'),
              uploadAvatar: t('uploadAvatar'),
              uploading: t('uploading'),
              avatarHint: t('avatarHint'),
              avatarInvalid: t('avatarInvalid'),
              failed: account.failed,
            }}
          />
        </div>
        <section className={styles.card}>
          <ProfileEditor
            locale={locale}
            fields={form.fields}
            values={formValuesOf(profile)}
            initialEditing={editing}
            today={todayInVietnam()}
            messages={messages}
            labels={{
              details: t('details'),
              edit: t('edit'),
              save: t('save'),
              saving: t('saving'),
              cancel: t('cancel'),
              notGiven: t('notGiven'),
              optional: account.optional,
              choose: account.choose,
              failed: account.failed,
            }}
          />
        </section>
        <section className={styles.card} aria-labelledby="privacy-title">
          <h2 id="privacy-title">{t('privacyTitle')}</h2>
          <p className={styles.muted}>{t('privacyIntro')}</p>
          <p>
            <a
              href={localizedPath(locale, '/profile/export')}
              download
              className={styles.secondary}
            >
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                <path
                  d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {t('download')}
            </a>
          </p>
          <DeleteAccountForm
            locale={locale}
            hasPassword={profile.hasPassword}
            labels={{
              ...toggle,
              deleteTitle: t('deleteTitle'),
              deleteWarning: t('deleteWarning'),
              deleteConfirmPassword: t('deleteConfirmPassword'),
              deleteSocialConfirm: t('deleteSocialConfirm'),
              deleteConfirmRequired: t('deleteConfirmRequired'),
              deleteButton: t('deleteButton'),
              deleting: t('deleting'),
              passwordRequired: account.passwordRequired,
              failed: account.failed,
              continue: account.continue,
            }}
          />
        </section>
      </ProfileLayout>
    </SiteShell>
  )
}
