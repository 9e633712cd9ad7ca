import { sizedImage } from '@/contract/images'
import type { BusinessGalleryDto, ProjectDetailDto } from '@/contract/project'
import { videoEmbedUrl, youtubeVideoId } from '@/domain/video'
import { cultureOf, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { vietnamIso } from '@/lib/posts/eventInfo'
import type { JsonLdSite } from '@/lib/posts/postJsonLd'

type JsonLd = Record<string, unknown>

const absolute = (path: string, origin: string) => new URL(path, origin).toString()

const organization = (site: JsonLdSite): JsonLd => ({
  '@type': 'Organization',
  name: site.brandName,
  url: absolute('/', site.origin),
})

/** Where the project is: its province, in Vietnam. */
const placeOf = (provinceName: string): JsonLd => ({
  '@type': 'Place',
  name: provinceName,
  address: { '@type': 'PostalAddress', addressRegion: provinceName, addressCountry: 'VN' },
})

/**
 * Structured data of a project page: a case study is an `Article` (with its video as a
 * `VideoObject`), any other project a `CreativeWork`; both say where and when it was built.
 */
export function projectJsonLd(project: ProjectDetailDto, locale: Locale, site: JsonLdSite): JsonLd {
  const url = absolute(localizedPath(locale, project.detailUrl), site.origin)
  const images = [...(project.cover ? [project.cover] : []), ...project.gallery]
    .slice(0, 6)
    .map((picture) => absolute(sizedImage(picture.url, 1200), site.origin))
  const published = vietnamIso(project.publishedAt)
  const videoId = youtubeVideoId(project.videoUrl)
  return {
    '@context': 'https://schema.org',
    '@type': project.isCaseStudy ? 'Article' : 'CreativeWork',
    ...(project.isCaseStudy ? { headline: project.name } : {}),
    name: project.name,
    description: project.summary,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: images,
    inLanguage: cultureOf[project.contentCulture],
    datePublished: published,
    dateModified: vietnamIso(project.lastModificationTime) ?? published,
    dateCreated: String(project.year),
    genre: project.projectTypeName,
    locationCreated: placeOf(project.provinceName),
    author: organization(site),
    publisher: {
      ...organization(site),
      logo: { '@type': 'ImageObject', url: absolute('/icon.svg', site.origin) },
    },
    ...(videoId
      ? {
          video: {
            '@type': 'VideoObject',
            name: project.name,
            description: project.summary,
            thumbnailUrl: images.slice(0, 1),
            uploadDate: published,
            embedUrl: videoEmbedUrl(videoId).replace(/\?.*$/, ''),
            contentUrl: project.videoUrl,
          },
        }
      : {}),
  }
}

/** Structured data of a gallery page: an `ImageGallery` of its pictures. */
export function galleryJsonLd(
  gallery: BusinessGalleryDto,
  locale: Locale,
  site: JsonLdSite,
): JsonLd {
  const url = absolute(localizedPath(locale, gallery.detailUrl), site.origin)
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageGallery',
    name: gallery.name,
    description: gallery.summary,
    url,
    inLanguage: cultureOf[gallery.contentCulture],
    dateModified: vietnamIso(gallery.lastModificationTime),
    contentLocation: placeOf(gallery.provinceName),
    publisher: organization(site),
    image: gallery.pictures.map((picture) => ({
      '@type': 'ImageObject',
      contentUrl: absolute(sizedImage(picture.url, 1600), site.origin),
      caption: picture.alt,
      ...(picture.width && picture.height ? { width: picture.width, height: picture.height } : {}),
    })),
  }
}
