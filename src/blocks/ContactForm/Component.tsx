import { getTranslations } from 'next-intl/server'

import { productList } from '@/contract/product'
import { PROVINCE_KEYS, PROVINCES } from '@/domain/provinces'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { companySizeList } from '@/lib/backend/account'
import { browserCall } from '@/lib/backend/client'
import { NewTabLink, withPlaceholder } from '@/components/SmartLink/NewTabLink'
import { policyHref } from '@/lib/backend/topics'
import { compareNames } from '@/lib/format/collate'
import type { ContactFormBlock as ContactFormBlockData } from '@/payload-types'

import type { BlockProps } from '../types'
import { ContactForm } from './ContactForm.lazy'
import styles from './ContactForm.module.css'
import { AREA_PARAM, areaOf, CONTACT_TABS, TAB_FORM_TYPES, TAB_PARAM, tabOf } from './contactTabs'
import { fieldsOfType, requiredOfType } from './contactValidation'
import type { ContactFormTexts, Option, TabLayout } from './types'

/** Company sizes as `Auth/GetCompanySizes` names them; none (the field is left out) when it fails. */
async function companySizes(locale: Locale): Promise<Option[]> {
  try {
    const sizes = await companySizeList(locale)
    return sizes.map((size) => ({ value: String(size.id), label: size.name }))
  } catch (error) {
    console.error('[contact] company sizes unavailable', error)
    return []
  }
}

/**
 * The contact page's four forms as ARIA tabs. The tab and business area come from the URL when it
 * has a query (such a URL renders per request), else from the block; the browser form keeps the
 * tab in the address as the visitor switches.
 */
export async function ContactFormBlock({
  block,
  locale,
  path,
  search,
}: BlockProps<ContactFormBlockData>) {
  const [t, common, sizes, privacy] = await Promise.all([
    getTranslations({ locale, namespace: 'contactForm' }),
    getTranslations({ locale, namespace: 'common' }),
    companySizes(locale),
    policyHref(locale, 'PrivacyPolicy').then((href) => localizedPath(locale, href)),
  ])
  const texts = Object.fromEntries(
    (
      [
        'tabsLabel',
        'tabs',
        'intro',
        'submit',
        'sending',
        'requiredNote',
        'areas',
        'fields',
        'honeypot',
        'summary',
        'failed',
        'continue',
        'suggestions',
      ] as const
    ).map((key) => [key, t.raw(key)]),
  ) as ContactFormTexts
  const layout = Object.fromEntries(
    CONTACT_TABS.map((tab) => {
      const formType = TAB_FORM_TYPES[tab]
      const shown = fieldsOfType(formType).filter(
        (field) => field !== 'companySize' || sizes.length > 0,
      )
      return [tab, { shown, required: requiredOfType(formType) }]
    }),
  ) as TabLayout
  const provinces = PROVINCE_KEYS.map((key) => ({
    value: key,
    label: PROVINCES[key][locale],
  })).sort((a, b) => compareNames(locale)(a.label, b.label))
  const consent = withPlaceholder(
    t.raw('consent') as string,
    'privacy',
    <NewTabLink href={privacy} newTabLabel={common('opensNewTab')}>
      {t('privacy')}
    </NewTabLink>,
  )
  const headingId = `contact-form-${block.id ?? 'block'}`
  return (
    <section className={`section ${styles.section}`} aria-labelledby={headingId}>
      <div className="container">
        <div className={styles.head}>
          <h2 id={headingId}>{block.heading || t('heading')}</h2>
          {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
        </div>
        <ContactForm
          locale={locale}
          texts={texts}
          consent={consent}
          layout={layout}
          provinces={provinces}
          companySizes={sizes}
          productCall={browserCall(productList, locale)}
          initialTab={tabOf(search?.[TAB_PARAM]) ?? block.defaultTab ?? 'getInTouch'}
          initialArea={areaOf(search?.[AREA_PARAM])}
          pagePath={localizedPath(locale, path ?? '/lien-he')}
        />
      </div>
    </section>
  )
}
