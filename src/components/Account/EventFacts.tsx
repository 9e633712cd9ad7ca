import { getTranslations } from 'next-intl/server'

import type { PostListItemDto } from '@/contract/post'
import type { Locale } from '@/i18n/locales'
import { eventTimeRange, venueWithProvince } from '@/lib/format/eventTime'

import styles from './Profile.module.css'

/** When (Vietnam time) and where an event of the visitor's takes place, with more facts after. */
export async function EventFacts({
  event,
  locale,
  children,
}: {
  event: PostListItemDto
  locale: Locale
  children?: React.ReactNode
}) {
  const t = await getTranslations({ locale, namespace: 'profile' })
  const info = event.event
  const range = info ? eventTimeRange(info.startTime, info.endTime) : null
  const place = info ? venueWithProvince(info) : ''
  return (
    <dl className={styles.registrationFacts}>
      {children}
      {info && range ? (
        <div>
          <dt>{t('eventWhen')}</dt>
          <dd>
            <time dateTime={info.startTime}>{range.start}</time> –{' '}
            <time dateTime={info.endTime}>{range.end}</time>
          </dd>
        </div>
      ) : null}
      {place ? (
        <div>
          <dt>{t('eventWhere')}</dt>
          <dd>{place}</dd>
        </div>
      ) : null}
    </dl>
  )
}
