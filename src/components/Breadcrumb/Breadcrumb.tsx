import { getTranslations } from 'next-intl/server'

import { getEnv } from '@/env'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import {
  buildBreadcrumb,
  type BreadcrumbInput,
  type BreadcrumbLabels,
} from '@/lib/breadcrumb/buildBreadcrumb'

import styles from './Breadcrumb.module.css'

/** The breadcrumb's fixed names in `locale`, from the interface texts. */
export async function breadcrumbLabels(locale: Locale): Promise<BreadcrumbLabels> {
  const t = await getTranslations({ locale, namespace: 'breadcrumb' })
  return {
    home: t('home'),
    businessAreas: {
      HomeAppliances: t('homeAppliances'),
      BuildingSolution: t('buildingSolution'),
      FactoryAutomation: t('factoryAutomation'),
      InfrastructureSolution: t('infrastructureSolution'),
    },
    categories: {
      AirConditioning: t('airConditioning'),
      Refigerators: t('refrigerators'),
      ElectricFans: t('electricFans'),
      VentilationFans: t('ventilationFans'),
      Dehumidifiers: t('dehumidifiers'),
      JetTowel: t('jetTowel'),
      HVAC: t('hvac'),
      FactoryAutomation: t('faProducts'),
      Elevators: t('elevators'),
    },
    news: t('news'),
    events: t('events'),
    notebook: t('notebook'),
    meca: t('meca'),
    trainingCenterShowRoom: t('trainingCenterShowRoom'),
    productExperiences: t('productExperiences'),
    lab: t('lab'),
    showRoom: t('showRoom'),
    sustainability: t('sustainability'),
    projectGallery: t('projectGallery'),
    gallery: t('gallery'),
    careers: t('careers'),
    productBenefits: t('productBenefits'),
    trainingCenter: t('trainingCenter'),
  }
}

/** The breadcrumb trail with its `BreadcrumbList` structured data. */
export async function Breadcrumb({ locale, input }: { locale: Locale; input: BreadcrumbInput }) {
  const [crumbs, t] = await Promise.all([
    breadcrumbLabels(locale).then((labels) => buildBreadcrumb(input, labels)),
    getTranslations({ locale, namespace: 'breadcrumb' }),
  ])
  const origin = getEnv().SITE_URL
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(localizedPath(locale, crumb.href ?? input.url), origin).toString(),
    })),
  }
  return (
    <nav aria-label={t('label')} className={styles.breadcrumb}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.name}`}>
            {crumb.href ? (
              <a href={localizedPath(locale, crumb.href)}>{crumb.name}</a>
            ) : (
              <span aria-current="page">{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
    </nav>
  )
}
