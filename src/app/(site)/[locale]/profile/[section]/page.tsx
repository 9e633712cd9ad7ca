import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import styles from '@/components/Account/Profile.module.css'
import { ProfileLayout } from '@/components/Account/ProfileLayout'
import { requireProfile } from '@/components/Account/requireProfile'
import { SessionExpired } from '@/components/Account/SessionExpired'
import { PROFILE_PAGE_TEXTS } from '@/components/Account/types'
import { SiteShell } from '@/components/SiteShell/SiteShell'
import { Link } from '@/i18n/navigation'
import { requireLocale } from '@/i18n/requireLocale'
import { EventRegistrationList } from '@/components/Account/EventRegistrationList'
import { ListPagination } from '@/components/ListFilters/ListFilters'
import { PostGrid } from '@/components/Post/PostCard'
import type { MyRegistrationView, RegistrationDto } from '@/contract/event'
import type { PostListItemDto } from '@/contract/post'
import type { Locale } from '@/i18n/locales'
import { PROFILE_PAGES, type ProfilePage } from '@/lib/auth/routes'
import { accessToken } from '@/lib/auth/session'
import { favouritesOf, registrationsOf } from '@/lib/backend/events'
import { pageMetadata, samePathEverywhere } from '@/lib/seo/metadata'

type Props = {
  params: Promise<{ locale: string; section: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** Entries per page of the lists. */
const PAGE_SIZE = 10

export const dynamic = 'force-dynamic'

const isProfilePage = (value: string): value is ProfilePage =>
  (PROFILE_PAGES as readonly string[]).includes(value)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, section } = await params
  requireLocale(locale)
  if (!isProfilePage(section)) notFound()
  const t = await getTranslations({ locale, namespace: 'profile' })
  return {
    ...pageMetadata({
      locale,
      paths: samePathEverywhere(`/profile/${section}`),
      title: t(PROFILE_PAGE_TEXTS[section].title),
    }),
    robots: { index: false },
  }
}

/**
 * The profile's event and ticket pages, from the backend with paging (`?page=`): my events
 * (tickets, orders awaiting payment and places in line), favourite events, my tickets, purchased
 * tickets (paid seminars' tickets) and the transaction history (every order and its state).
 */
export default async function ProfileSectionPage({ params, searchParams }: Props) {
  const { locale, section } = await params
  requireLocale(locale)
  if (!isProfilePage(section)) notFound()
  setRequestLocale(locale)
  const path = `/profile/${section}`
  const session = await requireProfile(locale, path)
  if (session.status !== 'ok')
    return (
      <SiteShell locale={locale}>
        <SessionExpired locale={locale} path={path} state={session} />
      </SiteShell>
    )
  const [t, postTexts] = await Promise.all([
    getTranslations({ locale, namespace: 'profile' }),
    getTranslations({ locale, namespace: 'post' }),
  ])
  const texts = PROFILE_PAGE_TEXTS[section]
  const page = pageOf((await searchParams).page)
  const token = (await accessToken()) ?? ''
  const listed = await sectionList(section, locale, token, page)
  const pages = Math.max(1, Math.ceil(listed.totalCount / PAGE_SIZE))
  return (
    <SiteShell locale={locale}>
      <ProfileLayout locale={locale} current={section}>
        <h1 className={styles.pageTitle}>{t(texts.title)}</h1>
        {listed.items.length ? (
          <>
            {listed.kind === 'registrations' ? (
              <EventRegistrationList
                registrations={listed.items}
                locale={locale}
                orders={section === 'transaction-history'}
              />
            ) : (
              <PostGrid posts={listed.items} locale={locale} headingLevel="h2" />
            )}
            {pages > 1 ? (
              <ListPagination
                page={page}
                total={pages}
                hrefOf={(n) => (n === 1 ? path : `${path}?page=${n}`)}
                locale={locale}
                t={postTexts}
              />
            ) : null}
          </>
        ) : (
          <div className={`${styles.card} ${styles.empty}`}>
            <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
              <rect
                x="7"
                y="10"
                width="34"
                height="30"
                rx="4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
              />
              <path
                d="M7 19h34M16 6v8M32 6v8M18 29h12"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            </svg>
            <p>{t(texts.empty)}</p>
            <Link href="/tin-tuc-su-kien?t=event" locale={locale} className="button">
              {t('browseEvents')}
            </Link>
          </div>
        )}
      </ProfileLayout>
    </SiteShell>
  )
}

/** `?page=` as a page number (1 when absent or not one). */
function pageOf(value: string | string[] | undefined): number {
  const page = typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : 1
  return page >= 1 ? page : 1
}

type SectionList =
  | { kind: 'registrations'; totalCount: number; items: RegistrationDto[] }
  | { kind: 'events'; totalCount: number; items: PostListItemDto[] }

/** Which of the visitor's registrations each registration page lists. */
const REGISTRATION_VIEWS = {
  'my-events': 'events',
  'my-tickets': 'tickets',
  'purchased-tickets': 'purchased',
  'transaction-history': 'orders',
} as const satisfies Record<Exclude<ProfilePage, 'favourite-events'>, MyRegistrationView>

/** What a section lists for the visitor. */
async function sectionList(
  section: ProfilePage,
  locale: Locale,
  token: string,
  page: number,
): Promise<SectionList> {
  const paging = { page, rowsPerPage: PAGE_SIZE }
  if (section === 'favourite-events')
    return { kind: 'events', ...(await favouritesOf(locale, token, paging)) }
  return {
    kind: 'registrations',
    ...(await registrationsOf(locale, token, { view: REGISTRATION_VIEWS[section], ...paging })),
  }
}
