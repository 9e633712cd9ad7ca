import { sizedImage } from '@/contract/images'
import type { TrainingCourseDetailDto } from '@/contract/trainingCourse'
import { cultureOf, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { vietnamIso } from '@/lib/posts/eventInfo'

type JsonLd = Record<string, unknown>

const absolute = (path: string, origin: string) => new URL(path, origin).toString()

/**
 * `Course` structured data of a course page, with the class as its `CourseInstance` (an `Event`:
 * dates, place, capacity and seats left) and the fee as an offer, sold out when the class is full.
 */
export function courseJsonLd(
  course: TrainingCourseDetailDto,
  locale: Locale,
  site: { origin: string; brandName: string },
): JsonLd {
  const url = absolute(localizedPath(locale, course.detailUrl), site.origin)
  const organization = {
    '@type': 'Organization',
    name: site.brandName,
    url: absolute('/', site.origin),
  }
  const offer: JsonLd = {
    '@type': 'Offer',
    category: course.isFree ? 'Free' : 'Paid',
    price: course.isFree ? 0 : (course.fee ?? undefined),
    priceCurrency: 'VND',
    availability: course.isFull ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    url,
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: course.summary,
    url,
    inLanguage: cultureOf[locale],
    about: course.topicName,
    educationalLevel: course.levelName,
    timeRequired: `PT${course.durationHours}H`,
    provider: organization,
    ...(course.cover ? { image: absolute(sizedImage(course.cover.url, 1200), site.origin) } : {}),
    offers: offer,
    hasCourseInstance: {
      '@type': 'CourseInstance',
      name: course.title,
      courseMode: 'Onsite',
      startDate: vietnamIso(course.startsAt),
      endDate: vietnamIso(course.endsAt),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: course.venue,
        address: {
          '@type': 'PostalAddress',
          streetAddress: course.venue,
          addressRegion: course.provinceName,
          addressCountry: 'VN',
        },
      },
      organizer: organization,
      ...(course.instructor ? { instructor: { '@type': 'Person', name: course.instructor } } : {}),
      maximumAttendeeCapacity: course.seatsTotal,
      remainingAttendeeCapacity: course.seatsLeft,
      offers: offer,
    },
  }
}
