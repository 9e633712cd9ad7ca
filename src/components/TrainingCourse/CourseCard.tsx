import type { CurrencyDto } from '@/contract/contact'
import type { TrainingCourseListItemDto } from '@/contract/trainingCourse'
import { Price } from '@/components/Currency/Price.client'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { formatDate } from '@/lib/format/date'

import type { CourseCardLabels } from './courseLabels'
import styles from './TrainingCourse.module.css'

/** A course's seats as a badge: how many are left, or full. */
export function SeatsBadge({
  course,
  labels,
}: {
  course: Pick<TrainingCourseListItemDto, 'seatsLeft' | 'isFull'>
  labels: Pick<CourseCardLabels, 'seatsLeft' | 'full'>
}) {
  return course.isFull ? (
    <span className={`${styles.badge} ${styles.full}`}>{labels.full}</span>
  ) : (
    <span className={`${styles.badge} ${styles.open}`}>{labels.seatsLeft(course.seatsLeft)}</span>
  )
}

/** The fee in the visitor's currency (VND by default), or "free". */
export function CourseFee({
  course,
  locale,
  currencies,
  free,
}: {
  course: Pick<TrainingCourseListItemDto, 'fee' | 'isFree'>
  locale: Locale
  currencies: CurrencyDto[]
  free: string
}) {
  if (course.isFree) return <span className={styles.free}>{free}</span>
  return course.fee === null ? null : (
    <Price vnd={course.fee} locale={locale} currencies={currencies} />
  )
}

/**
 * A course as a card: topic, level and status, the title (the card's link), then its next
 * session (or, once over, the day it ended), duration, place, seats and fee.
 */
export function CourseCard({
  course,
  locale,
  labels,
  currencies,
  headingLevel = 'h3',
}: {
  course: TrainingCourseListItemDto
  locale: Locale
  labels: CourseCardLabels
  currencies: CurrencyDto[]
  headingLevel?: 'h2' | 'h3'
}) {
  const Heading = headingLevel
  const past = course.status === 'past'
  const when = past ? course.endsAt : (course.nextSession?.startTime ?? course.startsAt)
  return (
    <article className={styles.card}>
      <p className={styles.chips}>
        <span className={styles.chip}>{course.topicName}</span>
        <span className={styles.chip}>{course.levelName}</span>
        {course.status === 'upcoming' ? null : (
          <span className={`${styles.chip} ${styles.status}`}>{labels.status[course.status]}</span>
        )}
      </p>
      <Heading className={styles.cardTitle}>
        <Link href={course.detailUrl} locale={locale} className={styles.cardLink}>
          {course.title}
        </Link>
      </Heading>
      <dl className={styles.cardFacts}>
        <div>
          <dt>{past ? labels.endedOn : labels.nextSession}</dt>
          <dd>
            <time dateTime={when}>{formatDate(when)}</time>
          </dd>
        </div>
        <div>
          <dt>{labels.duration}</dt>
          <dd>{labels.durationValue(course.durationDays, course.durationHours)}</dd>
        </div>
        <div>
          <dt>{labels.place}</dt>
          <dd>{course.provinceName}</dd>
        </div>
        {past ? null : (
          <div>
            <dt>{labels.seats}</dt>
            <dd>
              <SeatsBadge course={course} labels={labels} />
            </dd>
          </div>
        )}
        <div>
          <dt>{labels.fee}</dt>
          <dd>
            <CourseFee course={course} locale={locale} currencies={currencies} free={labels.free} />
          </dd>
        </div>
      </dl>
    </article>
  )
}
