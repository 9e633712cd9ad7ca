import { getTranslations } from 'next-intl/server'

import { SmartLink } from '@/components/SmartLink/SmartLink'
import { SubscribeForm } from '@/components/Subscription/SubscribeForm.client'
import type { TopicLinkName } from '@/domain/enums'
import type { Locale } from '@/i18n/locales'
import { getSettings } from '@/lib/backend/settings'
import { getTopicLink } from '@/lib/backend/topics'
import { getFooter } from '@/lib/cms/globals'
import { formatHotline } from '@/lib/format/phone'
import type { Footer } from '@/payload-types'

import styles from './Footer.module.css'
import { GoTop } from './GoTop.client'
import { RelatedPages } from './RelatedPages'

type FooterLink = NonNullable<Footer['supportLinks']>[number]
type Resolved = { label: string; href: string }

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
  'AppStoreUrl',
  'GooglePlayUrl',
] as const

/** A topic's address comes from the backend (`Topic/GetTopicLinkDtoById`); a link it cannot find is left out. */
async function topicHref(locale: Locale, topic: TopicLinkName): Promise<string | null> {
  try {
    return (await getTopicLink(locale, topic)).detailUrl
  } catch (error) {
    console.warn(`[footer] topic ${topic} has no page`, error)
    return null
  }
}

async function resolve(
  locale: Locale,
  links: FooterLink[] | null | undefined,
): Promise<Resolved[]> {
  const resolved = await Promise.all(
    (links ?? []).map(async (link) => {
      const href = link.topic ? await topicHref(locale, link.topic) : (link.href ?? null)
      return href ? { label: link.label, href } : null
    }),
  )
  return resolved.filter((link): link is Resolved => link !== null)
}

function LinkList({ links, locale }: { links: Resolved[]; locale: Locale }) {
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={`${link.href}-${link.label}`}>
          <SmartLink href={link.href} locale={locale} className={styles.link}>
            {link.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  )
}

const SOCIAL_ICONS: Record<string, string> = {
  Facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9H16l.7-4h-3.2V9c0-.6.4-1 1-1Z',
  YouTube:
    'M22 8.2c-.2-1.4-1.2-2.4-2.6-2.6C17.2 5.3 12 5.3 12 5.3s-5.2 0-7.4.3C3.2 5.8 2.2 6.8 2 8.2 1.7 10.4 1.7 12 1.7 12s0 1.6.3 3.8c.2 1.4 1.2 2.4 2.6 2.6 2.2.3 7.4.3 7.4.3s5.2 0 7.4-.3c1.4-.2 2.4-1.2 2.6-2.6.3-2.2.3-3.8.3-3.8s0-1.6-.3-3.8ZM10 15V9l5.2 3L10 15Z',
  LinkedIn:
    'M5 8.5h3.5V20H5V8.5ZM6.8 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM10.5 8.5h3.3v1.6c.5-.9 1.7-1.9 3.5-1.9 3.7 0 4.4 2.4 4.4 5.6V20h-3.5v-5.5c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9V20h-3.8V8.5Z',
}

/**
 * The site footer (spec §1): related pages, hotline, customer support, link groups, follow us,
 * subscribe with the app, legal details with the privacy policy and terms of use, go to top.
 */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const [footer, settings, t, subscribe] = await Promise.all([
    getFooter(locale),
    getSettings(locale, SETTING_KEYS),
    getTranslations({ locale, namespace: 'footer' }),
    getTranslations({ locale, namespace: 'subscribe' }),
  ])
  const [support, groups, privacy, terms] = await Promise.all([
    resolve(locale, footer.supportLinks),
    Promise.all(
      (footer.groups ?? []).map(async (group) => ({
        heading: group.heading,
        links: await resolve(locale, group.links),
      })),
    ),
    topicHref(locale, 'PrivacyPolicy'),
    topicHref(locale, 'TermsOfUse'),
  ])
  const hotline = settings.Hotline ?? '1800585833'
  const social = [
    { label: 'Facebook', href: settings.FacebookPageUrl },
    { label: 'YouTube', href: settings.YoutubeUrl },
    { label: 'LinkedIn', href: settings.LinkedinUrl },
  ].filter((item): item is { label: string; href: string } => Boolean(item.href))

  return (
    <footer className={styles.footer}>
      <RelatedPages locale={locale} />
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-hotline" className={styles.contact}>
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
          <h2 className={`${styles.heading} ${styles.followHeading}`}>{t('followUs')}</h2>
          <ul className={styles.social} aria-label={t('social')}>
            {social.map((item) => (
              <li key={item.label}>
                <a
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.socialLink}
                >
                  <svg
                    viewBox="0 0 24 24"
                    width="20"
                    height="20"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path d={SOCIAL_ICONS[item.label]} fill="currentColor" />
                  </svg>
                  <span className="sr-only">{item.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.heading}>
            {t('support')}
          </h2>
          <LinkList links={support} locale={locale} />
        </section>
        {groups.map((group, index) => (
          <section key={group.heading} aria-labelledby={`footer-group-${index}`}>
            <h2 id={`footer-group-${index}`} className={styles.heading}>
              {group.heading}
            </h2>
            <LinkList links={group.links} locale={locale} />
          </section>
        ))}
        <section aria-labelledby="footer-subscribe" className={styles.subscribeBlock}>
          <h2 id="footer-subscribe" className={styles.heading}>
            {footer.subscribe?.heading ?? subscribe('submit')}
          </h2>
          {footer.subscribe?.text ? <p className={styles.note}>{footer.subscribe.text}</p> : null}
          <SubscribeForm
            locale={locale}
            labels={{
              label: subscribe('label'),
              placeholder: subscribe('placeholder'),
              submit: subscribe('submit'),
            }}
          />
          <p className={styles.appsTitle}>{subscribe('apps')}</p>
          <div className={styles.apps}>
            {settings.AppStoreUrl ? (
              <a
                href={settings.AppStoreUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.badge}
              >
                <svg
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    fill="currentColor"
                    d="M16.4 12.6c0-2.2 1.8-3.3 1.9-3.4-1-1.5-2.6-1.7-3.2-1.7-1.4-.1-2.6.8-3.3.8s-1.7-.8-2.9-.8c-1.5 0-2.9.9-3.6 2.2-1.6 2.7-.4 6.7 1.1 8.9.8 1.1 1.6 2.3 2.8 2.2 1.1 0 1.6-.7 2.9-.7s1.7.7 2.9.7c1.2 0 2-1.1 2.7-2.2.9-1.2 1.2-2.4 1.2-2.5 0 0-2.5-.9-2.5-3.5ZM14.2 6c.6-.8 1-1.8.9-2.8-.9 0-2 .6-2.6 1.4-.6.7-1.1 1.7-.9 2.7 1 .1 2-.5 2.6-1.3Z"
                  />
                </svg>
                {subscribe('appStore')}
              </a>
            ) : null}
            {settings.GooglePlayUrl ? (
              <a
                href={settings.GooglePlayUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.badge}
              >
                <svg
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    fill="currentColor"
                    d="m4 2.8 9.6 9.2L4 21.2c-.4-.2-.6-.6-.6-1.1V3.9c0-.5.2-.9.6-1.1Zm10.8 10.4 2.3 2.2-10.8 6.2 8.5-8.4Zm4.7-3.4c.9.5.9 1.8 0 2.3l-2.2 1.3-2.5-2.4 2.5-2.4 2.2 1.2ZM6.3 2.4l10.8 6.2-2.3 2.2-8.5-8.4Z"
                  />
                </svg>
                {subscribe('googlePlay')}
              </a>
            ) : null}
          </div>
        </section>
      </div>
      <div className={`container ${styles.legal}`}>
        <div>
          {settings.CompanyName ? <p className={styles.company}>{settings.CompanyName}</p> : null}
          {settings.CompanyAddress ? <p>{settings.CompanyAddress}</p> : null}
          {settings.TaxCode ? (
            <p>
              {t('taxCode')}: {settings.TaxCode}
            </p>
          ) : null}
          {settings.BusinessRegistration ? <p>{settings.BusinessRegistration}</p> : null}
        </div>
        <ul className={styles.legalLinks}>
          {privacy ? (
            <li>
              <SmartLink href={privacy} locale={locale} className={styles.link}>
                {t('privacy')}
              </SmartLink>
            </li>
          ) : null}
          {terms ? (
            <li>
              <SmartLink href={terms} locale={locale} className={styles.link}>
                {t('terms')}
              </SmartLink>
            </li>
          ) : null}
        </ul>
        <p className={styles.copyright}>
          {t('copyright', {
            year: new Date().getFullYear(),
            company: settings.CompanyName ?? 'Sora Electric',
          })}
        </p>
      </div>
      <GoTop label={t('goTop')} />
    </footer>
  )
}
