import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { getSettings } from '@/lib/backend/settings'
import { formatHotline } from '@/lib/format/phone'

import styles from './SiteFooter.module.css'

const SETTING_KEYS = [
  'CompanyName',
  'CompanyAddress',
  'TaxCode',
  'BusinessRegistration',
  'Hotline',
  'ContactEmail',
  'FacebookPageUrl',
  'YoutubeUrl',
  'LinkedinUrl',
] as const

/** The site footer: hotline, follow-us links and the company's legal details (site settings). */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'footer' })
  const settings = await getSettings(locale, SETTING_KEYS)
  const hotline = settings.Hotline ?? '1800585833'
  const social = [
    { label: 'Facebook', href: settings.FacebookPageUrl },
    { label: 'YouTube', href: settings.YoutubeUrl },
    { label: 'LinkedIn', href: settings.LinkedinUrl },
  ].filter((item): item is { label: string; href: string } => Boolean(item.href))
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-hotline">
          <h2 id="footer-hotline" className={styles.heading}>
            {t('hotline')}
          </h2>
          <a className={styles.hotline} href={`tel:${hotline.replace(/\D/g, '')}`}>
            {formatHotline(hotline)}
          </a>
          <p className={styles.note}>{t('hotlineNote')}</p>
          {settings.ContactEmail ? (
            <a className={styles.link} href={`mailto:${settings.ContactEmail}`}>
              {settings.ContactEmail}
            </a>
          ) : null}
        </section>
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow" className={styles.heading}>
            {t('followUs')}
          </h2>
          <ul className={styles.list}>
            {social.map((item) => (
              <li key={item.label}>
                <a
                  className={styles.link}
                  href={item.href}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-legal" className={styles.legal}>
          <h2 id="footer-legal" className={styles.heading}>
            {t('legal')}
          </h2>
          {settings.CompanyName ? <p className={styles.company}>{settings.CompanyName}</p> : null}
          {settings.CompanyAddress ? <p>{settings.CompanyAddress}</p> : null}
          {settings.TaxCode ? (
            <p>
              {t('taxCode')}: {settings.TaxCode}
            </p>
          ) : null}
          {settings.BusinessRegistration ? <p>{settings.BusinessRegistration}</p> : null}
        </section>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          {t('copyright', {
            year: new Date().getFullYear(),
            company: settings.CompanyName ?? 'Sora Electric',
          })}
        </p>
      </div>
    </footer>
  )
}
