import { getTranslations } from 'next-intl/server'

import { localizedPath } from '@/i18n/paths'
import { COVER_LETTER_MAX, CV_ACCEPT, type CareerDetailDto } from '@/contract/career'
import type { Locale } from '@/i18n/locales'
import { NewTabLink, withPlaceholder } from '@/components/SmartLink/NewTabLink'
import { policyHref } from '@/lib/backend/topics'
import { APPLICATION_MESSAGE_KEYS, type ApplicationMessages } from '@/lib/forms/jobApplication'

import { ApplyForm } from './ApplyForm.lazy'
import styles from './ApplyForm.module.css'
import { APPLY_LABEL_KEYS, type ApplyLabels } from './applyTexts'

/** Where the aside's "apply now" link takes the visitor. */
export const APPLY_ANCHOR = 'ung-tuyen'

/**
 * An open position's application section: its heading and the form, whose code loads with
 * these pages only (the aside keeps applying by e-mail as the alternative).
 */
export async function CareerApply({ career, locale }: { career: CareerDetailDto; locale: Locale }) {
  const [t, common, privacy] = await Promise.all([
    getTranslations({ locale, namespace: 'jobApplication' }),
    getTranslations({ locale, namespace: 'common' }),
    policyHref(locale, 'PrivacyPolicy'),
  ])
  const labels = Object.fromEntries(APPLY_LABEL_KEYS.map((key) => [key, t(key)])) as ApplyLabels
  const messages = Object.fromEntries(
    APPLICATION_MESSAGE_KEYS.map((key) => [key, t(key)]),
  ) as ApplicationMessages
  // In a new tab: reading the policy loses nothing typed into the form.
  const consent = withPlaceholder(
    t.raw('consent') as string,
    'privacy',
    <NewTabLink href={localizedPath(locale, privacy)} newTabLabel={common('opensNewTab')}>
      {t('privacy')}
    </NewTabLink>,
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
