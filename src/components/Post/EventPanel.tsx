import { getTranslations } from 'next-intl/server'

import { COMPANY_SIZES } from '@/contract/account'
import type { EventInfoDto } from '@/contract/post'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { loginAfter } from '@/components/Account/requireProfile'
import { SubscribeForm } from '@/components/Subscription/SubscribeForm.client'
import { orderPath, ticketPath } from '@/lib/tickets/paths'
import { formatVnd } from '@/lib/format/currency'
import { eventTimeRange, venueWithProvince } from '@/lib/format/eventTime'
import { formatVietnamDateTime, registrationState } from '@/lib/posts/eventInfo'

import { EventRegistration } from './EventRegistration.lazy'
import styles from './Post.module.css'

/** The state at the time the page is rendered (the browser works it out again). */
const stateWhenRendered = (event: EventInfoDto) => registrationState(event, Date.now())

/**
 * An event's facts: when (in Vietnam time), where (venue and province, or its online link),
 * how many seats, and whether visitors may register.
 */
export async function EventPanel({
  event,
  eventId,
  path,
  locale,
}: {
  event: EventInfoDto
  eventId: number
  /** The event page's locale-less path (where signing in returns to). */
  path: string
  locale: Locale
}) {
  const [t, common, subscribe] = await Promise.all([
    getTranslations({ locale, namespace: 'post.event' }),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'subscribe' }),
  ])
  const range = eventTimeRange(event.startTime, event.endTime)
  const place = venueWithProvince(event)
  const opensOn = formatVietnamDateTime(event.registrationOpensAt)
  const closesOn = formatVietnamDateTime(event.registrationClosesAt)
  return (
    <section className={styles.event} aria-labelledby="post-event">
      <h2 id="post-event">{t('title')}</h2>
      <dl className={styles.facts}>
        {range ? (
          <div>
            <dt>{t('when')}</dt>
            <dd>
              <time dateTime={event.startTime}>{range.start}</time> –{' '}
              <time dateTime={event.endTime}>{range.end}</time>{' '}
              <span className={styles.hint}>({t('timeZone')})</span>
            </dd>
          </div>
        ) : null}
        {place ? (
          <div>
            <dt>{t('where')}</dt>
            <dd>{place}</dd>
          </div>
        ) : null}
        {event.onlineUrl ? (
          <div>
            <dt>{t('online')}</dt>
            <dd>
              <a href={event.onlineUrl} target="_blank" rel="noopener noreferrer">
                {t('joinOnline')}
                <span className="sr-only"> {common('opensNewTab')}</span>
              </a>
            </dd>
          </div>
        ) : null}
        {event.capacity ? (
          <div>
            <dt>{t('capacity')}</dt>
            <dd>{t('seats', { count: event.capacity })}</dd>
          </div>
        ) : null}
        {event.price ? (
          <div>
            <dt>{t('price')}</dt>
            <dd>
              <data value={event.price}>{formatVnd(event.price, locale)}</data>{' '}
              <span className={styles.hint}>{t('paidByTransfer')}</span>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('registration')}</dt>
          <dd>
            <EventRegistration
              eventId={eventId}
              locale={locale}
              questions={event.questions}
              companySizes={COMPANY_SIZES.map((size) => ({ id: size.id, name: size[locale] }))}
              loginHref={localizedPath(locale, loginAfter(locale, path))}
              ticketHref={localizedPath(locale, ticketPath('{id}'))}
              orderHref={localizedPath(locale, orderPath('{id}'))}
              schedule={{
                startTime: event.startTime,
                endTime: event.endTime,
                registrationOpensAt: event.registrationOpensAt,
                registrationClosesAt: event.registrationClosesAt,
              }}
              initial={stateWhenRendered(event)}
              labels={{
                open: t('open'),
                soon: t('soon'),
                closed: t('closed'),
                ended: t('ended'),
                opensOn: opensOn ? t('opensOn', { date: opensOn }) : null,
                closesOn: closesOn ? t('closesOn', { date: closesOn }) : null,
                signInToRegister: t('signInToRegister'),
                checking: t('checking'),
                formTitle: t('formTitle'),
                companyName: t('companyName'),
                companySize: t('companySize'),
                chooseCompanySize: t('chooseCompanySize'),
                jobTitle: t('jobTitle'),
                optional: t('optional'),
                submit: t('submit'),
                submitting: t('submitting'),
                haveTicket: t('haveTicket'),
                ticketCode: t.raw('ticketCode') as string,
                onWaitingList: t.raw('onWaitingList') as string,
                awaitingPayment: t.raw('awaitingPayment') as string,
                payNow: t('payNow'),
                viewTicket: t('viewTicket'),
                cancelRegistration: t('cancelRegistration'),
                cancelling: t('cancelling'),
                favourite: t('favourite'),
                favourited: t('favourited'),
              }}
            />
          </dd>
        </div>
      </dl>
      <div className={styles.eventSubscribe}>
        <h3 id="post-event-subscribe">{t('subscribeTitle')}</h3>
        <p>{t('subscribeText')}</p>
        <SubscribeForm
          locale={locale}
          tone="light"
          labels={{
            label: subscribe('label'),
            placeholder: subscribe('placeholder'),
            submit: subscribe('submit'),
          }}
        />
      </div>
    </section>
  )
}
