import { Breadcrumb } from '@/components/Breadcrumb/Breadcrumb'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import type { SiteMapLink, SiteMapSection } from '@/lib/siteMap/buildSiteMap'

import styles from './SiteMap.module.css'

/** A list this long flows in columns across the page. */
const WIDE_FROM = 16

const isExternal = (href: string) => /^https?:\/\//.test(href)

/**
 * Plain links: the map lists hundreds of addresses, which client-side links would prefetch and
 * which need no script at all.
 */
function MapLink({ href, locale, children }: { href: string; locale: Locale; children: string }) {
  return isExternal(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <a href={localizedPath(locale, href)}>{children}</a>
  )
}

function LinkTree({
  links,
  locale,
  top = false,
}: {
  links: SiteMapLink[]
  locale: Locale
  top?: boolean
}) {
  return (
    <ul className={top ? styles.tree : undefined}>
      {links.map((link) => (
        <li key={`${link.href}-${link.label}`}>
          <MapLink href={link.href} locale={locale}>
            {link.label}
          </MapLink>
          {link.children.length > 0 ? <LinkTree links={link.children} locale={locale} /> : null}
        </li>
      ))}
    </ul>
  )
}

const size = (links: SiteMapLink[]): number =>
  links.reduce((total, link) => total + 1 + size(link.children), 0)

/** The human site map: sections of nested lists under their headings. */
export function SiteMapView({
  sections,
  locale,
  labels,
}: {
  sections: SiteMapSection[]
  locale: Locale
  labels: { title: string; intro: string; label: string; empty: string }
}) {
  return (
    <div className="container section">
      <Breadcrumb locale={locale} input={{ url: '/site-map', name: labels.title }} />
      <h1>{labels.title}</h1>
      <p className={styles.intro}>{labels.intro}</p>
      <nav aria-label={labels.label} className={styles.map}>
        {sections.map((section) => (
          <section
            key={section.id}
            aria-labelledby={`site-map-${section.id}`}
            className={`${styles.group} ${size(section.links) >= WIDE_FROM ? styles.wide : ''}`}
          >
            <h2 id={`site-map-${section.id}`} className={styles.heading}>
              {section.href ? (
                <MapLink href={section.href} locale={locale}>
                  {section.heading}
                </MapLink>
              ) : (
                section.heading
              )}
            </h2>
            {section.links.length > 0 ? (
              <LinkTree links={section.links} locale={locale} top />
            ) : (
              <p className={styles.empty}>{labels.empty}</p>
            )}
          </section>
        ))}
      </nav>
    </div>
  )
}
