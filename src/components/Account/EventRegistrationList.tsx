import { getTranslations } from 'next-intl/server'

import type { RegistrationDto } from '@/contract/event'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { formatDate } from '@/lib/format/date'
import { ticketPath } from '@/lib/tickets/paths'

import { EventFacts } from './EventFacts'
import styles from './Profile.module.css'

/** The visitor's registrations: the event, when and where, and their ticket or place in line. */
export async function EventRegistrationList({
  registrations,
  locale,
}: {
  registrations: RegistrationDto[]
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'profile' })
  return (
    <ul className={styles.registrations}>
      {registrations.map((registration) => {
        const event = registration.event
        return (
          <li key={registration.id} className={styles.card}>
            <article aria-labelledby={`registration-${registration.id}`}>
              <h2 id={`registration-${registration.id}`} className={styles.registrationTitle}>
                <Link href={event.detailUrl} locale={locale}>
                  {event.title}
                </Link>
              </h2>
              <EventFacts event={event} locale={locale} />
              <p className={styles.registrationStatus} data-status={registration.status}>
                {registration.status === 'confirmed'
                  ? `${t('statusConfirmed')} · ${t('ticketCodeShort', { code: registration.ticketCode ?? '' })}`
                  : t('statusWaiting', { position: registration.waitingPosition ?? 1 })}
              </p>
              <p className={styles.hint}>
                {t('registeredOn', { date: formatDate(registration.createdAt) })}
              </p>
              {registration.status === 'confirmed' ? (
                <Link
                  href={ticketPath(registration.id)}
                  locale={locale}
                  className="button"
                  prefetch={false}
                  aria-describedby={`registration-${registration.id}`}
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
