import { getTranslations } from 'next-intl/server'

import { Breadcrumb } from '@/components/Breadcrumb/Breadcrumb'
import { VideoFacade } from '@/components/Post/VideoFacade.lazy'
import { Share } from '@/components/Share/Share.lazy'
import { shareLabels } from '@/components/Share/shareLabels'
import { imageSrcSet, sizedImage } from '@/contract/images'
import type { ProductListItemDto } from '@/contract/product'
import type { ProjectDetailDto } from '@/contract/project'
import { youtubeVideoId } from '@/domain/video'
import { getEnv } from '@/env'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { localizedPath } from '@/i18n/paths'
import { getProductsByIds } from '@/lib/backend/products'
import { getSetting } from '@/lib/backend/settings'
import { localizeHtmlLinks } from '@/lib/html/localizeLinks'
import { projectJsonLd } from '@/lib/projects/projectJsonLd'
import { jsonLdText } from '@/lib/seo/jsonLd'
import detail from '@/styles/entityDetail.module.css'

import { breadcrumbOf, projectAreaName } from './breadcrumbOf'
import styles from './Project.module.css'
import { PROJECTS_PATH, ProjectGrid, projectCardLabels } from './ProjectCard'

const HERO_SIZES = '(min-width: 1200px) 760px, (min-width: 992px) 62vw, 100vw'
/** Pictures of the gallery shown on the project page; the gallery page has them all. */
const GALLERY_TEASER = 4

/** The products a project uses, each linking to its page. */
function ProductsUsed({
  products,
  fallback,
  locale,
}: {
  products: ProductListItemDto[]
  fallback: ProjectDetailDto['products']
  locale: Locale
}) {
  const items =
    products.length > 0 ? products : fallback.map((item) => ({ ...item, picture: null }))
  return (
    <ul className={styles.products}>
      {items.map((product) => (
        <li key={product.id}>
          <Link href={product.detailUrl} locale={locale} className={styles.product}>
            {product.picture ? (
              <img
                src={sizedImage(product.picture.url, 160)}
                width={80}
                height={80}
                alt=""
                loading="lazy"
                decoding="async"
              />
            ) : null}
            <span className={styles.productName}>{product.name}</span>
            <span className={styles.productCode}>{product.modelCode}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/**
 * A reference project (`/{slug}-prj{id}`): breadcrumb, name, cover, key figures, the story, the
 * systems and the products used (linking to their pages), the case study with its video (played
 * only on a click; `#video` lands on it), a teaser of the picture gallery, share buttons, other
 * projects and the page's structured data.
 */
export async function ProjectView({
  project,
  locale,
}: {
  project: ProjectDetailDto
  locale: Locale
}) {
  const [t, share, cardLabels, products, brandName] = await Promise.all([
    getTranslations({ locale, namespace: 'projects' }),
    shareLabels(locale),
    projectCardLabels(locale),
    project.products.length > 0
      ? getProductsByIds(
          locale,
          project.products.map((product) => product.id),
        ).then((list) => list.items)
      : Promise.resolve([]),
    getSetting(locale, 'BrandName'),
  ])
  const { cover } = project
  const videoId = youtubeVideoId(project.videoUrl)
  const teaser = project.gallery.slice(0, GALLERY_TEASER)
  const facts = [
    [t('client'), project.client],
    [t('location'), project.provinceName],
    [t('year'), String(project.year)],
    [t('projectType'), project.projectTypeName],
    [t('businessArea'), t(`areas.${projectAreaName(project.businessArea)}`)],
    ...(project.projectCategoryName ? [[t('category'), project.projectCategoryName]] : []),
  ] as const
  const jsonLd = projectJsonLd(project, locale, {
    origin: getEnv().SITE_URL,
    brandName: brandName ?? 'Sora Electric',
  })
  return (
    <article className={`container ${detail.detail}`}>
      <Breadcrumb locale={locale} input={breadcrumbOf(project, project.detailUrl)} />
      <header className={detail.header}>
        <p className={detail.eyebrow}>
          {t(`areas.${projectAreaName(project.businessArea)}`)} · {project.projectTypeName}
        </p>
        <h1>{project.name}</h1>
        <p className={detail.lead}>{project.summary}</p>
        {project.isCaseStudy ? (
          <p className={styles.badges}>
            <a href="#case-study" className={styles.badge}>
              {t('caseStudyBadge')}
            </a>
            {videoId ? (
              <a href="#video" className={styles.badge}>
                {t('videoBadge')}
              </a>
            ) : null}
          </p>
        ) : null}
      </header>
      <div className={detail.layout}>
        <div className={`${detail.main} ${styles.main}`}>
          {cover ? (
            <img
              className={styles.hero}
              src={sizedImage(cover.url, 1200)}
              srcSet={imageSrcSet(cover.url, cover.width)}
              sizes={HERO_SIZES}
              width={cover.width ?? undefined}
              height={cover.height ?? undefined}
              alt={cover.alt}
              loading="eager"
              fetchPriority="high"
            />
          ) : null}
          {project.figures.length > 0 ? (
            <section className={styles.section} aria-labelledby="project-figures">
              <h2 id="project-figures">{t('figures')}</h2>
              <ul className={styles.figures}>
                {project.figures.map((figure) => (
                  <li key={figure.label}>
                    <span className={styles.figureValue}>{figure.value}</span>
                    <span className={styles.figureLabel}>{figure.label}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section className={styles.section} aria-labelledby="project-about">
            <h2 id="project-about">{t('about')}</h2>
            {/* The backend builds this HTML from the editor's rich text: text escaped, URLs sanitised. */}
            <div
              className="prose"
              dangerouslySetInnerHTML={{ __html: localizeHtmlLinks(project.body, locale) }}
            />
          </section>
          {project.systems.length > 0 ? (
            <section className={styles.section} aria-labelledby="project-systems">
              <h2 id="project-systems">{t('systems')}</h2>
              <ul className={styles.systems}>
                {project.systems.map((system) => (
                  <li key={system}>{system}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {project.caseStudy || videoId ? (
            <section
              id="case-study"
              className={`${styles.section} ${styles.anchor}`}
              aria-labelledby="project-case-study"
            >
              <h2 id="project-case-study">{t('caseStudy')}</h2>
              {project.caseStudy ? (
                <div
                  className="prose"
                  dangerouslySetInnerHTML={{ __html: localizeHtmlLinks(project.caseStudy, locale) }}
                />
              ) : null}
              {videoId ? (
                <div id="video" className={`${styles.video} ${styles.anchor}`}>
                  <h3>{t('video')}</h3>
                  <VideoFacade
                    videoId={videoId}
                    title={project.name}
                    playLabel={t('playVideo', { title: project.name })}
                    picture={
                      cover
                        ? {
                            src: sizedImage(cover.url, 960),
                            srcSet: imageSrcSet(cover.url, cover.width),
                            sizes: HERO_SIZES,
                            width: cover.width ?? undefined,
                            height: cover.height ?? undefined,
                          }
                        : null
                    }
                  />
                </div>
              ) : null}
            </section>
          ) : null}
          {teaser.length > 0 ? (
            <section className={styles.section} aria-labelledby="project-gallery">
              <h2 id="project-gallery">{t('gallery')}</h2>
              <ul className={styles.teaser}>
                {teaser.map((picture, index) => (
                  <li key={`${index}-${picture.url}`}>
                    <img
                      src={sizedImage(picture.url, 480)}
                      srcSet={imageSrcSet(picture.url, picture.width)}
                      sizes="(min-width: 992px) 180px, 45vw"
                      width={picture.width ?? undefined}
                      height={picture.height ?? undefined}
                      alt={picture.alt}
                      loading="lazy"
                      decoding="async"
                    />
                  </li>
                ))}
              </ul>
              <p>
                <Link href={project.galleryUrl} locale={locale} className="button">
                  {t('openGallery', { count: project.pictureCount })}
                </Link>
              </p>
            </section>
          ) : null}
        </div>
        <aside className={detail.aside} aria-labelledby="project-facts">
          <h2 id="project-facts" className={detail.asideTitle}>
            {t('facts')}
          </h2>
          <dl className={detail.facts}>
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <Share
            url={localizedPath(locale, project.detailUrl)}
            title={project.name}
            labels={share}
          />
        </aside>
      </div>
      {project.products.length > 0 ? (
        <section className={styles.section} aria-labelledby="project-products">
          <h2 id="project-products">{t('products')}</h2>
          <ProductsUsed products={products} fallback={project.products} locale={locale} />
        </section>
      ) : null}
      {project.related.length > 0 ? (
        <section className={styles.section} aria-labelledby="project-related">
          <h2 id="project-related">{t('related')}</h2>
          <ProjectGrid projects={project.related} locale={locale} labels={cardLabels} />
          <p className={styles.more}>
            <Link href={PROJECTS_PATH} locale={locale}>
              {t('allProjects')}
            </Link>
          </p>
        </section>
      ) : null}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
    </article>
  )
}
