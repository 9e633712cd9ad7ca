import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { CmsPage, cmsPageMetadata } from '@/components/CmsPage/CmsPage'
import { SLUG_PATTERN } from '@/domain/slug'
import type { Locale } from '@/i18n/locales'
import { permanentRedirect } from '@/i18n/navigation'
import { getPage, type PageEntry } from '@/lib/cms/pages'
import type { LocalePaths } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: Locale; slug: string[] }> }

export function generateStaticParams() {
  return []
}

const pathsOf = (entry: PageEntry): LocalePaths => ({
  vi: `/${entry.slugs.vi}`,
  en: `/${entry.slugs.en}`,
})

/** The slug a path asks for, or null when it cannot be one (no lookup is made for junk). */
const slugOf = (segments: string[]): string | null => {
  const path = segments.join('/')
  return SLUG_PATTERN.test(path) ? path : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  const path = slugOf(slug)
  const entry = path ? await getPage(locale, path) : null
  return entry ? cmsPageMetadata(entry, locale, pathsOf(entry)) : {}
}

/** Any other path: a CMS page by its slug, else a real 404. */
export default async function SlugPage({ params }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  const path = slugOf(slug)
  if (path === 'home') permanentRedirect('/', locale)
  const entry = path ? await getPage(locale, path) : null
  if (!entry) notFound()
  return <CmsPage entry={entry} locale={locale} />
}
