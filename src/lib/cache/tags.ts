import { locales, type Locale } from '@/i18n/locales'

/**
 * Every cache tag of the site. Reads tag themselves with these builders and hooks revalidate
 * through them, so a tag can never be spelled two ways.
 */
export const tags = {
  /** One CMS page in one language (by its slug in that language). */
  page: (locale: Locale, slug: string) => `page:${locale}:${slug}`,
  /** Anything that lists pages (site map, slug lookups across languages). */
  pages: (locale: Locale) => `pages:${locale}`,
  /** Media metadata (alt texts) used across pages. */
  media: (locale: Locale) => `media:${locale}`,
  /** Banners of one position. */
  banners: (locale: Locale, position: string) => `banners:${locale}:${position}`,
  settings: (locale: Locale) => `settings:${locale}`,
  /** One topic (by id), and anything listing topics or linking to them by number. */
  topic: (locale: Locale, id: string) => `topic:${locale}:${id}`,
  topics: (locale: Locale) => `topics:${locale}`,
  /** The header menu and the footer (CMS globals). */
  navigation: (locale: Locale) => `navigation:${locale}`,
  footer: (locale: Locale) => `footer:${locale}`,
  /** Old paths that moved (`LocaleSlug/GetActiveSlug`). */
  redirects: (locale: Locale) => `redirects:${locale}`,
  currencies: (locale: Locale) => `currencies:${locale}`,
  texts: (locale: Locale) => `texts:${locale}`,
  /** One product (by id), and anything listing products (lists, related, filters' counts). */
  product: (locale: Locale, id: string) => `product:${locale}:${id}`,
  products: (locale: Locale) => `products:${locale}`,
  productFilters: (locale: Locale) => `product-filters:${locale}`,
  capacityAdvisor: (locale: Locale) => `capacity-advisor:${locale}`,
  /** One product-benefit story (by id), and anything listing them. */
  productBenefit: (locale: Locale, id: string) => `product-benefit:${locale}:${id}`,
  productBenefits: (locale: Locale) => `product-benefits:${locale}`,
  /** One post (by id), and anything listing posts (lists, related posts, previous/next, feeds). */
  post: (locale: Locale, id: string) => `post:${locale}:${id}`,
  posts: (locale: Locale) => `posts:${locale}`,
  /** Post categories (names, counts): also part of every post's answer. */
  postCategories: (locale: Locale) => `post-categories:${locale}`,
  /** One job opening (by id), and anything listing them. */
  career: (locale: Locale, id: string) => `career:${locale}:${id}`,
  careers: (locale: Locale) => `careers:${locale}`,
  /** One dealer, showroom or service centre (by id), and anything listing them (where to buy). */
  dealer: (locale: Locale, id: string) => `dealer:${locale}:${id}`,
  dealers: (locale: Locale) => `dealers:${locale}`,
  /** One downloadable document (by id), and anything listing documents (downloads, product pages). */
  document: (locale: Locale, id: string) => `document:${locale}:${id}`,
  documents: (locale: Locale) => `documents:${locale}`,
  /** One project with its gallery (by id), and anything listing projects. */
  project: (locale: Locale, id: string) => `project:${locale}:${id}`,
  projects: (locale: Locale) => `projects:${locale}`,
  /** One training course (by id), and anything listing them. */
  trainingCourse: (locale: Locale, id: string) => `training-course:${locale}:${id}`,
  trainingCourses: (locale: Locale) => `training-courses:${locale}`,
  /** Site search's synonym groups (admin). */
  searchSynonyms: (locale: Locale) => `search-synonyms:${locale}`,
} as const

type TagBuilder<A extends unknown[]> = (locale: Locale, ...args: A) => string

/** The same tag for every language: content changes are revalidated for vi and en together. */
export const inAllLocales = <A extends unknown[]>(builder: TagBuilder<A>, ...args: A): string[] =>
  locales.map((locale) => builder(locale, ...args))
