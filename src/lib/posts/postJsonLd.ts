import { sizedImage } from '@/contract/images'
import type { PostDetailDto } from '@/contract/post'
import { CategoryType } from '@/domain/enums'
import { cultureOf, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'

import { attendanceMode, vietnamIso, type AttendanceMode } from './eventInfo'

/** What structured data needs to know about the site: its origin and brand (a site setting). */
export type JsonLdSite = { origin: string; brandName: string }

type JsonLd = Record<string, unknown>

/** Category types whose posts are articles in the news sense: news, the blog and the notebook. */
const NEWS_ARTICLE_TYPES = new Set<number>([
  CategoryType.News,
  CategoryType.Blog,
  CategoryType.HowToChoose,
  CategoryType.HowToUse,
  CategoryType.Maintenance,
  CategoryType.Video,
  CategoryType.FAQ,
])

const ATTENDANCE: Record<AttendanceMode, string> = {
  offline: 'https://schema.org/OfflineEventAttendanceMode',
  online: 'https://schema.org/OnlineEventAttendanceMode',
  mixed: 'https://schema.org/MixedEventAttendanceMode',
}

const absolute = (path: string, origin: string) => new URL(path, origin).toString()

/** The cover first, then the gallery, as absolute 1200 px addresses. */
const imagesOf = (post: PostDetailDto, origin: string): string[] =>
  [...(post.cover ? [post.cover] : []), ...post.gallery]
    .slice(0, 6)
    .map((picture) => absolute(sizedImage(picture.url, 1200), origin))

const organization = (site: JsonLdSite): JsonLd => ({
  '@type': 'Organization',
  name: site.brandName,
  url: absolute('/', site.origin),
})

function articleJsonLd(post: PostDetailDto, locale: Locale, site: JsonLdSite, type: string) {
  const url = absolute(localizedPath(locale, post.detailUrl), site.origin)
  const published = vietnamIso(post.publishedAt)
  return {
    '@context': 'https://schema.org',
    '@type': type,
    headline: post.title,
    description: post.seoDescription ?? post.summary,
    image: imagesOf(post, site.origin),
    datePublished: published,
    dateModified: vietnamIso(post.lastModificationTime) ?? published,
    author: post.author ? { '@type': 'Person', name: post.author } : organization(site),
    publisher: {
      ...organization(site),
      logo: { '@type': 'ImageObject', url: absolute('/icon.svg', site.origin) },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: cultureOf[locale],
    ...(post.categoryName ? { articleSection: post.categoryName } : {}),
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
  }
}

/** Where an event takes place: a place in its province, its online link, or both. */
function eventLocation(event: NonNullable<PostDetailDto['event']>): JsonLd | JsonLd[] {
  const place: JsonLd = {
    '@type': 'Place',
    name: event.venue ?? event.provinceName ?? '',
    address: {
      '@type': 'PostalAddress',
      ...(event.provinceName ? { addressRegion: event.provinceName } : {}),
      addressCountry: 'VN',
    },
  }
  const online: JsonLd = { '@type': 'VirtualLocation', url: event.onlineUrl }
  const mode = attendanceMode(event)
  return mode === 'mixed' ? [place, online] : mode === 'online' ? online : place
}

function eventJsonLd(
  post: PostDetailDto,
  event: NonNullable<PostDetailDto['event']>,
  locale: Locale,
  site: JsonLdSite,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: post.title,
    description: post.seoDescription ?? post.summary,
    url: absolute(localizedPath(locale, post.detailUrl), site.origin),
    image: imagesOf(post, site.origin),
    startDate: vietnamIso(event.startTime),
    endDate: vietnamIso(event.endTime),
    // Schema.org has no "finished" status: a past event that took place as planned stays scheduled.
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: ATTENDANCE[attendanceMode(event)],
    location: eventLocation(event),
    organizer: organization(site),
    inLanguage: cultureOf[locale],
    ...(event.capacity ? { maximumAttendeeCapacity: event.capacity } : {}),
    ...(event.price
      ? {
          offers: {
            '@type': 'Offer',
            price: event.price,
            priceCurrency: 'VND',
            url: absolute(localizedPath(locale, post.detailUrl), site.origin),
          },
        }
      : {}),
  }
}

/**
 * The structured data of a post page: `Event` for an event, `NewsArticle` for news, blog and
 * notebook posts, `Article` for any other post.
 */
export function postJsonLd(post: PostDetailDto, locale: Locale, site: JsonLdSite): JsonLd {
  if (post.categoryType === CategoryType.Event && post.event)
    return eventJsonLd(post, post.event, locale, site)
  const type = NEWS_ARTICLE_TYPES.has(post.categoryType) ? 'NewsArticle' : 'Article'
  return articleJsonLd(post, locale, site, type)
}
