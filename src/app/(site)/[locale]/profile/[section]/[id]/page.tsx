import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { EventFacts } from '@/components/Account/EventFacts'
import styles from '@/components/Account/Profile.module.css'
import { ProfileLayout } from '@/components/Account/ProfileLayout'
import { requireProfile } from '@/components/Account/requireProfile'
import { SessionExpired } from '@/components/Account/SessionExpired'
import { SiteShell } from '@/components/SiteShell/SiteShell'
import type { TicketDto } from '@/contract/event'
import type { Locale } from '@/i18n/locales'
import { OrderPage } from '@/components/Account/OrderPage'
import { Link } from '@/i18n/navigation'
import { localizedPath } from '@/i18n/paths'
import { requireLocale } from '@/i18n/requireLocale'
import { accessToken } from '@/lib/auth/session'
import { isBackendError } from '@/lib/backend/errors'
import { orderOf, ticketOf } from '@/lib/backend/events'
import { formatVietnamDateTime } from '@/lib/posts/eventInfo'
import { qrSvg } from '@/lib/qr/qrCode'
import { orderPath, ticketCalendarPath, ticketPath } from '@/lib/tickets/paths'
import { pageMetadata, samePathEverywhere } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: string; section: string; id: string }> }

export const dynamic = 'force-dynamic'

/** Tickets and orders live below a profile page: `/profile/my-tickets/{id}`, `…/transaction-history/{id}`. */
const ITEM_PAGES = {
  'my-tickets': { path: ticketPath, title: 'ticketTitle' },
  'transaction-history': { path: orderPath, title: 'orderTitle' },
} as const

const itemOf = (section: string, id: string) =>
  Object.hasOwn(ITEM_PAGES, section) && /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647
    ? { kind: section as keyof typeof ITEM_PAGES, id: Number(id) }
    : null

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, section, id } = await params
  requireLocale(locale)
  const item = itemOf(section, id)
  if (item === null) notFound()
  const t = await getTranslations({ locale, namespace: 'profile' })
  const page = ITEM_PAGES[item.kind]
  return {
    ...pageMetadata({
      locale,
      paths: samePathEverywhere(page.path(item.id)),
      title: t(page.title),
    }),
    robots: { index: false },
  }
}

/** One ticket, or one order of a paid seminar, of the signed-in visitor's. */
export default async function ProfileItemPage({ params }: Props) {
  const { locale, section, id } = await params
  requireLocale(locale)
  const item = itemOf(section, id)
  if (item === null) notFound()
  setRequestLocale(locale)
  const path = ITEM_PAGES[item.kind].path(item.id)
  const session = await requireProfile(locale, path)
  if (session.status !== 'ok')
    return (
      <SiteShell locale={locale}>
        <SessionExpired locale={locale} path={path} state={session} />
      </SiteShell>
    )
  const token = (await accessToken()) ?? ''
  try {
    return item.kind === 'my-tickets'
      ? await TicketPage(locale, await ticketOf(locale, token, item.id))
      : await OrderPage(locale, await orderOf(locale, token, item.id))
  } catch (error) {
    if (isBackendError(error) && error.status === 404) notFound()
    throw error
  }
}

/**
 * One ticket: its QR code (drawn on the server from the signed token; no outside service sees
 * it), the code to read out, the event's time and place, and a calendar file.
 */
async function TicketPage(locale: Locale, ticket: TicketDto) {
  const t = await getTranslations({ locale, namespace: 'profile' })
  const event = ticket.event
  const code = ticket.ticketCode ?? ''
  return (
    <SiteShell locale={locale}>
      <ProfileLayout locale={locale} current="my-tickets">
        <h1 className={styles.pageTitle}>{t('ticketTitle')}</h1>
        <article className={`${styles.card} ${styles.ticket}`} aria-labelledby="ticket-event">
          <h2 id="ticket-event">
            <Link href={event.detailUrl} locale={locale}>
              {event.title}
            </Link>
          </h2>
          <div
            className={styles.ticketQr}
            // Our own SVG, drawn from the signed token; its label is escaped.
            dangerouslySetInnerHTML={{ __html: qrSvg(ticket.token, t('qrLabel', { code })) }}
          />
          <p className={styles.hint}>{t('showAtEntrance')}</p>
          <EventFacts event={event} locale={locale}>
            <div>
              <dt>{t('ticketCode')}</dt>
              <dd className={styles.ticketCode}>{code}</dd>
            </div>
            <div>
              <dt>{t('ticketHolder')}</dt>
              <dd>{ticket.fullName}</dd>
            </div>
          </EventFacts>
          {ticket.checkedInAt ? (
            <p className={styles.registrationStatus}>
              {t('checkedInAt', { time: formatVietnamDateTime(ticket.checkedInAt) })}
            </p>
          ) : null}
          <a
            className="button"
            href={localizedPath(locale, ticketCalendarPath(ticket.id))}
            download
          >
            {t('addToCalendar')}
          </a>
          <Link href="/profile/my-tickets" locale={locale} prefetch={false}>
            {t('allTickets')}
          </Link>
        </article>
      </ProfileLayout>
    </SiteShell>
  )
}
