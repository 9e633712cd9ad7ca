import { getTranslations } from 'next-intl/server'

import { SmartLink } from '@/components/SmartLink/SmartLink'
import { COVER_LETTER_MAX, CV_ACCEPT, type CareerDetailDto } from '@/contract/career'
import type { Locale } from '@/i18n/locales'
import { getTopicLink } from '@/lib/backend/topics'
import { APPLICATION_MESSAGE_KEYS, type ApplicationMessages } from '@/lib/forms/jobApplication'

import { ApplyForm } from './ApplyForm.lazy'
import styles from './ApplyForm.module.css'
import { APPLY_LABEL_KEYS, type ApplyLabels } from './applyTexts'

/** Where the aside's "apply now" link takes the visitor. */
export const APPLY_ANCHOR = 'ung-tuyen'

/** The privacy policy's page; the page of both policies when the backend cannot say. */
async function privacyHref(locale: Locale) {
  try {
    return (await getTopicLink(locale, 'PrivacyPolicy')).detailUrl
  } catch {
    return '/topic/termAndPolicy'
  }
}

/**
 * An open position's application section: its heading and the form, whose code loads with
 * these pages only (the aside keeps applying by e-mail as the alternative).
 */
export async function CareerApply({ career, locale }: { career: CareerDetailDto; locale: Locale }) {
  const [t, privacy] = await Promise.all([
    getTranslations({ locale, namespace: 'jobApplication' }),
    privacyHref(locale),
  ])
  const labels = Object.fromEntries(APPLY_LABEL_KEYS.map((key) => [key, t(key)])) as ApplyLabels
  const messages = Object.fromEntries(
    APPLICATION_MESSAGE_KEYS.map((key) => [key, t(key)]),
  ) as ApplicationMessages
  const consent = (t.raw('consent') as string).split(/\{privacy\}/).flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          <SmartLink key="privacy" href={privacy} locale={locale}>
            {t('privacy')}
          </SmartLink>,
          part,
        ],
  )
  return (
    <section id={APPLY_ANCHOR} className={styles.section} aria-labelledby="career-apply">
      <h2 id="career-apply">{t('title')}</h2>
      <p className={styles.intro}>{t('intro')}</p>
      <ApplyForm
        locale={locale}
        careerId={career.id}
        labels={labels}
        messages={messages}
        consent={consent}
        accept={CV_ACCEPT}
        coverLetterMax={COVER_LETTER_MAX}
        labelledBy="career-apply"
      />
    </section>
  )
}
