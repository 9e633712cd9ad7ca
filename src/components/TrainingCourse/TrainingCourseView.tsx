import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { Breadcrumb } from '@/components/Breadcrumb/Breadcrumb'
import { Share } from '@/components/Share/Share.lazy'
import { shareLabels } from '@/components/Share/shareLabels'
import { imageSrcSet, sizedImage } from '@/contract/images'
import type { CourseSessionDto, TrainingCourseDetailDto } from '@/contract/trainingCourse'
import { getEnv } from '@/env'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { localizedPath } from '@/i18n/paths'
import { getCurrencies } from '@/lib/backend/currencies'
import { getSetting } from '@/lib/backend/settings'
import { getTrainingCourses } from '@/lib/backend/trainingCourses'
import { formatDate } from '@/lib/format/date'
import { eventTimeRange } from '@/lib/format/eventTime'
import { localizeHtmlLinks } from '@/lib/html/localizeLinks'
import { jsonLdText } from '@/lib/seo/jsonLd'
import { courseJsonLd } from '@/lib/training/courseJsonLd'
import detail from '@/styles/entityDetail.module.css'

import { CourseCard, CourseFee, SeatsBadge } from './CourseCard'
import { courseCardLabels } from './courseLabels'
import { REGISTRATION_HREF, TRAINING_CENTER_PATH } from './paths'
import styles from './TrainingCourse.module.css'

/** A session's day (`DD/MM/YYYY`) and hours (`08:00–16:30`) in Vietnam. */
function sessionTimes(session: CourseSessionDto): { day: string; hours: string } {
  const range = eventTimeRange(session.startTime, session.endTime)
  if (!range) return { day: '', hours: '' }
  const [day = '', clock = ''] = range.start.split(' ')
  return { day, hours: `${clock}–${range.end}` }
}

/**
 * A training course (`/{slug}-trainc{id}`): breadcrumb, title, what it is for, its timetable and
 * programme, and beside them the key facts with the registration link (to the contact page for
 * now). A full, running or finished course says so and offers other classes instead.
 */
export async function TrainingCourseView({
  course,
  locale,
}: {
  course: TrainingCourseDetailDto
  locale: Locale
}) {
  const [t, card, share, currencies, upcoming, brandName] = await Promise.all([
    getTranslations({ locale, namespace: 'training' }),
    courseCardLabels(locale),
    shareLabels(locale),
    getCurrencies(locale),
    getTrainingCourses(locale, { timeFrame: 'upcoming', rowsPerPage: 4 }),
    getSetting(locale, 'BrandName'),
  ])
  // The detail says how many of how many seats are left.
  const seats = {
    ...card,
    seatsLeft: (left: number) => t('seatsOf', { left, total: course.seatsTotal }),
  }
  const others = upcoming.items.filter((item) => item.id !== course.id).slice(0, 3)
  const path = localizedPath(locale, course.detailUrl)
  const origin = getEnv().SITE_URL
  const past = course.status === 'past'
  const jsonLd = jsonLdText(
    courseJsonLd(course, locale, { origin, brandName: brandName || 'Sora Electric' }),
  )
  const when = past ? course.endsAt : course.startsAt
  const facts: [term: string, value: ReactNode][] = [
    [t('topic'), course.topicName],
    [t('level'), course.levelName],
    [t('duration'), card.durationValue(course.durationDays, course.durationHours)],
    [
      past ? t('endedOn') : t('startsOn'),
      <time key="when" dateTime={when}>
        {formatDate(when)}
      </time>,
    ],
    [t('place'), course.venue],
  ]
  if (course.instructor) facts.push([t('instructor'), course.instructor])
  if (!past) facts.push([t('seats'), <SeatsBadge key="seats" course={course} labels={seats} />])
  facts.push([
    t('fee'),
    <CourseFee
      key="fee"
      course={course}
      locale={locale}
      currencies={currencies}
      free={card.free}
    />,
  ])
  const note = past
    ? { title: t('pastNote', { date: formatDate(course.endsAt) }), text: t('pastHint') }
    : course.status === 'ongoing'
      ? { title: card.status.ongoing, text: t('ongoingNote') }
      : course.isFull
        ? { title: card.full, text: t('fullNote') }
        : null
  return (
    <article className={`container ${detail.detail}`}>
      <Breadcrumb locale={locale} input={{ url: course.detailUrl, name: course.title }} />
      <header className={detail.header}>
        <p className={detail.eyebrow}>
          {course.topicName} · {course.levelName}
        </p>
        <h1>{course.title}</h1>
        <p className={detail.lead}>{course.summary}</p>
      </header>
      {note ? (
        <div className={detail.notice} role="note">
          <p className={detail.noticeTitle}>{note.title}</p>
          <p>
            {note.text}{' '}
            <Link href={TRAINING_CENTER_PATH} locale={locale}>
              {t('allCourses')}
            </Link>
          </p>
        </div>
      ) : null}
      <div className={`${detail.layout} ${styles.layout}`}>
        <section className={detail.aside} aria-labelledby="course-facts">
          <h2 id="course-facts" className={detail.asideTitle}>
            {t('facts')}
          </h2>
          <dl className={detail.facts}>
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {course.isRegistrationOpen ? (
            <>
              <Link href={REGISTRATION_HREF} locale={locale} className={`button ${detail.cta}`}>
                {t('register')}
              </Link>
              <p className={styles.hint}>{t('registerHint')}</p>
            </>
          ) : course.status === 'upcoming' ? (
            <Link href={REGISTRATION_HREF} locale={locale} className={`button ${detail.cta}`}>
              {t('waitingList')}
            </Link>
          ) : null}
          <Share url={path} title={course.title} labels={share} />
        </section>
        <div className={detail.main}>
          {course.cover ? (
            <img
              className={styles.cover}
              src={sizedImage(course.cover.url, 1200)}
              srcSet={imageSrcSet(course.cover.url, course.cover.width)}
              sizes="(min-width: 992px) 60vw, 100vw"
              width={course.cover.width ?? undefined}
              height={course.cover.height ?? undefined}
              alt={course.cover.alt}
              fetchPriority="high"
            />
          ) : null}
          {course.audience ? (
            <section className={detail.section} aria-labelledby="course-audience">
              <h2 id="course-audience">{t('audience')}</h2>
              <p>{course.audience}</p>
            </section>
          ) : null}
          <section className={detail.section} aria-labelledby="course-objectives">
            <h2 id="course-objectives">{t('objectives')}</h2>
            {/* The backend builds this HTML from the editor's rich text: text escaped, URLs sanitised. */}
            <div
              className="prose"
              dangerouslySetInnerHTML={{ __html: localizeHtmlLinks(course.objectives, locale) }}
            />
          </section>
          <section className={detail.section} aria-labelledby="course-sessions">
            <h2 id="course-sessions">{t('sessions')}</h2>
            <table className={styles.table}>
              <caption>{t('sessionsCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('sessionNumber')}</th>
                  <th scope="col">{t('sessionDate')}</th>
                  <th scope="col">{t('sessionTime')}</th>
                  <th scope="col">{t('sessionStatus')}</th>
                </tr>
              </thead>
              <tbody>
                {course.sessions.map((session, index) => {
                  const { day, hours } = sessionTimes(session)
                  return (
                    <tr
                      key={session.startTime}
                      className={session.status === 'past' ? styles.done : undefined}
                    >
                      <th scope="row">{index + 1}</th>
                      <td>
                        <time dateTime={session.startTime}>{day}</time>
                      </td>
                      <td>{hours}</td>
                      <td>{t(`sessionState.${session.status}`)}</td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </section>
          <section className={detail.section} aria-labelledby="course-programme">
            <h2 id="course-programme">{t('programme')}</h2>
            <div
              className="prose"
              dangerouslySetInnerHTML={{ __html: localizeHtmlLinks(course.programme, locale) }}
            />
          </section>
        </div>
      </div>
      {others.length > 0 ? (
        <section className={detail.others} aria-labelledby="course-others">
          <h2 id="course-others">{t('others')}</h2>
          <ul className={styles.list}>
            {others.map((item) => (
              <li key={item.id}>
                <CourseCard course={item} locale={locale} labels={card} currencies={currencies} />
              </li>
            ))}
          </ul>
          <p>
            <Link href={TRAINING_CENTER_PATH} locale={locale} className={detail.more}>
              {t('allCourses')}
            </Link>
          </p>
        </section>
      ) : null}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </article>
  )
}
