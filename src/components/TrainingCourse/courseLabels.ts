import 'server-only'

import { getTranslations } from 'next-intl/server'

import type { CourseStatus } from '@/domain/trainingCourse'
import type { Locale } from '@/i18n/locales'

/** The texts of a course card, in one language. */
export type CourseCardLabels = {
  nextSession: string
  endedOn: string
  duration: string
  durationValue: (days: number, hours: number) => string
  place: string
  seats: string
  seatsLeft: (count: number) => string
  full: string
  fee: string
  free: string
  status: Record<CourseStatus, string>
}

/** The texts of a course card in `locale`, from the `training` interface texts. */
export async function courseCardLabels(locale: Locale): Promise<CourseCardLabels> {
  const t = await getTranslations({ locale, namespace: 'training' })
  return {
    nextSession: t('nextSession'),
    endedOn: t('endedOn'),
    duration: t('duration'),
    durationValue: (days, hours) => t('durationValue', { days, hours }),
    place: t('place'),
    seats: t('seats'),
    seatsLeft: (count) => t('seatsLeft', { count }),
    full: t('full'),
    fee: t('fee'),
    free: t('free'),
    status: {
      upcoming: t('status.upcoming'),
      ongoing: t('status.ongoing'),
      past: t('status.past'),
    },
  }
}
