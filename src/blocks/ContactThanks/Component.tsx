import { getTranslations } from 'next-intl/server'

import type { ContactThanksBlock as ContactThanksBlockData } from '@/payload-types'

import { thanksOf } from '../ContactForm/contactTabs'
import type { BlockProps } from '../types'
import styles from './ContactThanks.module.css'

/**
 * What happens next for the form that was sent (`?form=dealer&ref=LH-000123`), with its
 * reference number. A URL with a query renders per request (the proxy's per-request twin), so
 * this needs no browser code; the plain `/thank-you` shows the general thanks.
 */
export async function ContactThanksBlock({
  block,
  locale,
  search,
}: BlockProps<ContactThanksBlockData>) {
  const t = await getTranslations({ locale, namespace: 'thankYou' })
  const tabs = await getTranslations({ locale, namespace: 'contactForm.tabs' })
  const { tab, reference } = thanksOf(search)
  const headingId = `thanks-${block.id ?? 'message'}`
  return (
    <section className={`section ${styles.section}`} aria-labelledby={headingId}>
      <div className="container">
        <div className={styles.card} data-form={tab ?? 'generic'}>
          <svg className={styles.tick} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="11" fill="currentColor" />
            <path
              d="m7 12.5 3.2 3.2L17 9"
              fill="none"
              stroke="#fff"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <div>
            <h2 id={headingId} className={styles.heading}>
              {tab ? tabs(tab) : t('heading')}
            </h2>
            <p className={styles.message}>{t(tab ?? 'generic')}</p>
            {reference ? (
              <p className={styles.reference}>
                {t('reference')} <strong>{reference}</strong>
                <span className={styles.referenceHint}>{t('referenceHint')}</span>
              </p>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  )
}
