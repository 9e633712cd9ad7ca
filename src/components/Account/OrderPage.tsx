import { getTranslations } from 'next-intl/server'

import type { myOrder } from '@/contract/event'
import type { CallResult } from '@/contract/call'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { formatVndExact } from '@/lib/format/currency'
import { formatVietnamDateTime } from '@/lib/posts/eventInfo'
import { qrSvg } from '@/lib/qr/qrCode'
import { ticketPath } from '@/lib/tickets/paths'
import { SiteShell } from '@/components/SiteShell/SiteShell'

import { EventFacts } from './EventFacts'
import styles from './Profile.module.css'
import { ProfileLayout } from './ProfileLayout'

type Order = CallResult<typeof myOrder>

/**
 * One order of a paid seminar: its reference, amount and state; while it awaits payment, the
 * company's account and a VietQR code (drawn on the server from the NAPAS payload) that a banking
 * app scans to fill in the transfer; once paid, the way to the ticket.
 */
export async function OrderPage(locale: Locale, order: Order) {
  const t = await getTranslations({ locale, namespace: 'profile' })
  const details = order.order
  const payment = order.payment
  const amount = formatVndExact(details?.amount ?? 0, locale)
  const state =
    order.status === 'confirmed'
      ? t('orderPaidText')
      : order.status === 'expired'
        ? t('orderExpiredText')
        : order.status === 'cancelled'
          ? t('orderCancelledText')
          : null
  return (
    <SiteShell locale={locale}>
      <ProfileLayout locale={locale} current="transaction-history">
        <h1 className={styles.pageTitle}>{t('orderTitle')}</h1>
        <article className={`${styles.card} ${styles.ticket}`} aria-labelledby="order-event">
          <h2 id="order-event">
            <Link href={order.event.detailUrl} locale={locale}>
              {order.event.title}
            </Link>
          </h2>
          <EventFacts event={order.event} locale={locale}>
            <div>
              <dt>{t('orderReference')}</dt>
              <dd className={styles.reference}>{details?.reference}</dd>
            </div>
            <div>
              <dt>{t('orderAmount')}</dt>
              <dd>{amount}</dd>
            </div>
            <div>
              <dt>{t('orderedAt')}</dt>
              <dd>{formatVietnamDateTime(order.createdAt)}</dd>
            </div>
            {details?.paidAt ? (
              <div>
                <dt>{t('paidAt')}</dt>
                <dd>{formatVietnamDateTime(details.paidAt)}</dd>
              </div>
            ) : null}
            {details?.expiredAt ? (
              <div>
                <dt>{t('expiredAt')}</dt>
                <dd>{formatVietnamDateTime(details.expiredAt)}</dd>
              </div>
            ) : null}
          </EventFacts>
          <p className={styles.registrationStatus} data-status={order.status}>
            {state ??
              t('statusAwaitingPayment', { date: formatVietnamDateTime(details?.dueAt ?? null) })}
          </p>
          {payment ? (
            <section className={styles.payment} aria-labelledby="order-pay">
              <div>
                <h3 id="order-pay">{t('payTitle')}</h3>
                <p>{t('payInstructions')}</p>
                <dl className={styles.registrationFacts}>
                  <div>
                    <dt>{t('bank')}</dt>
                    <dd>{payment.bankName}</dd>
                  </div>
                  <div>
                    <dt>{t('accountNumber')}</dt>
                    <dd className={styles.reference}>{payment.accountNumber}</dd>
                  </div>
                  <div>
                    <dt>{t('accountName')}</dt>
                    <dd>{payment.accountName}</dd>
                  </div>
                  <div>
                    <dt>{t('orderAmount')}</dt>
                    <dd>{formatVndExact(payment.amount, locale)}</dd>
                  </div>
                  <div>
                    <dt>{t('transferMessage')}</dt>
                    <dd className={styles.reference}>{payment.reference}</dd>
                  </div>
                  <div>
                    <dt>{t('payBy')}</dt>
                    <dd>{formatVietnamDateTime(payment.dueAt)}</dd>
                  </div>
                </dl>
              </div>
              <div
                className={styles.ticketQr}
                data-vietqr={payment.qrPayload}
                // Our own SVG, drawn from the NAPAS payload; its label is escaped.
                dangerouslySetInnerHTML={{
                  __html: qrSvg(
                    payment.qrPayload,
                    t('payQrLabel', { amount, reference: payment.reference }),
                  ),
                }}
              />
            </section>
          ) : null}
          {order.status === 'confirmed' ? (
            <Link href={ticketPath(order.id)} locale={locale} className="button" prefetch={false}>
              {t('viewTicket')}
            </Link>
          ) : null}
          <Link href="/profile/transaction-history" locale={locale} prefetch={false}>
            {t('allOrders')}
          </Link>
        </article>
      </ProfileLayout>
    </SiteShell>
  )
}
