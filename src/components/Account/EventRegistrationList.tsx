import { getTranslations } from 'next-intl/server'

import type { RegistrationDto } from '@/contract/event'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { formatDate } from '@/lib/format/date'
import { formatVndExact } from '@/lib/format/currency'
import { formatVietnamDateTime } from '@/lib/posts/eventInfo'
import { orderPath, ticketPath } from '@/lib/tickets/paths'

import { EventFacts } from './EventFacts'
import styles from './Profile.module.css'

type Translate = Awaited<ReturnType<typeof getTranslations<'profile'>>>

/** What became of a registration, in a few words. */
function statusText(registration: RegistrationDto, t: Translate): string {
  switch (registration.status) {
    case 'confirmed':
      return `${t('statusConfirmed')} · ${t('ticketCodeShort', { code: registration.ticketCode ?? '' })}`
    case 'awaitingPayment':
      return t('statusAwaitingPayment', {
        date: formatVietnamDateTime(registration.order?.dueAt ?? null),
      })
    case 'waiting':
      return t('statusWaiting', { position: registration.waitingPosition ?? 1 })
    case 'expired':
      return t('statusExpired')
    case 'cancelled':
      return t('statusCancelled')
  }
}

/**
 * The visitor's registrations: the event, when and where, and their ticket, their order or their
 * place in line. As `orders` (the transaction history), each shows its reference and amount, and
 * leads to the order's page.
 */
export async function EventRegistrationList({
  registrations,
  locale,
  orders = false,
}: {
  registrations: RegistrationDto[]
  locale: Locale
  orders?: boolean
}) {
  const t = await getTranslations({ locale, namespace: 'profile' })
  return (
    <ul className={styles.registrations}>
      {registrations.map((registration) => {
        const event = registration.event
        const order = registration.order
        const headingId = `registration-${registration.id}`
        return (
          <li key={registration.id} className={styles.card}>
            <article aria-labelledby={headingId}>
              <h2 id={headingId} className={styles.registrationTitle}>
                <Link href={event.detailUrl} locale={locale}>
                  {event.title}
                </Link>
              </h2>
              <EventFacts event={event} locale={locale}>
                {order ? (
                  <>
                    <div>
                      <dt>{t('orderReference')}</dt>
                      <dd className={styles.reference}>{order.reference}</dd>
                    </div>
                    <div>
                      <dt>{t('orderAmount')}</dt>
                      <dd>{formatVndExact(order.amount, locale)}</dd>
                    </div>
                  </>
                ) : null}
              </EventFacts>
              <p className={styles.registrationStatus} data-status={registration.status}>
                {orders && order?.paidAt
                  ? `${t('statusPaid')} · ${formatVietnamDateTime(order.paidAt)}`
                  : statusText(registration, t)}
              </p>
              <p className={styles.hint}>
                {t(order ? 'orderedOn' : 'registeredOn', {
                  date: formatDate(registration.createdAt),
                })}
              </p>
              {registration.status === 'awaitingPayment' || (orders && order) ? (
                <Link
                  href={orderPath(registration.id)}
                  locale={locale}
                  className="button"
                  prefetch={false}
                  aria-describedby={headingId}
                >
                  {t('viewOrder')}
                </Link>
              ) : registration.status === 'confirmed' ? (
                <Link
                  href={ticketPath(registration.id)}
                  locale={locale}
                  className="button"
                  prefetch={false}
                  aria-describedby={headingId}
                >
                  {t('viewTicket')}
                </Link>
              ) : null}
            </article>
          </li>
        )
      })}
    </ul>
  )
}
