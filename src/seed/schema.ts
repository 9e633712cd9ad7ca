import { z } from 'zod'

import { CONTACT_TABS } from '@/blocks/ContactForm/contactTabs'
import { EVENT_TIME_FRAMES } from '@/contract/post'
import {
  BannerType,
  BusinessArea,
  CAPACITY_UNITS,
  CareerLevel,
  CategoryType,
  CourseLevel,
  CourseTopic,
  DealerKind,
  DocumentType,
  EmploymentType,
  FEATURE_ICONS,
  ProductCategory,
  ProductColours,
  ProductGroup,
  ProjectCategory,
  ProjectType,
  SettingKeys,
  TopicLinkIds,
} from '@/domain/enums'
import { DOCUMENT_LANGUAGES } from '@/domain/documents'
import { DAY_RANGE_KEYS, isVietnamesePhone } from '@/domain/dealers'
import { VIETNAM_BOUNDS } from '@/domain/geo'
import { POST_LIST_DISPLAYS } from '@/domain/postList'
import { PROJECT_LIST_CATEGORIES, PROJECT_LIST_VIEWS } from '@/domain/projectList'
import { PROJECT_AREAS } from '@/domain/projects'
import { PROVINCES } from '@/domain/provinces'
import { COURSE_TIME_FRAMES } from '@/domain/trainingCourse'

/**
 * The shape of every seed document as written in `content/` (one schema per collection). The
 * same schema checks the Vietnamese document and the English one merged over it.
 */

const keysOf = <T extends Record<string, unknown>>(values: T) =>
  z.enum(Object.keys(values) as [keyof T & string, ...(keyof T & string)[]])

const text = z.string().min(1)
/** Rich text, written as Markdown and stored as Lexical JSON. */
const markdown = text
const int = z.number().int()
const mediaKey = text
const kebabKey = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by "-"')

export const MOTIFS = [
  'home',
  'airConditioner',
  'refrigerator',
  'fan',
  'ventilation',
  'dehumidifier',
  'handDryer',
  'building',
  'elevator',
  'hvac',
  'factory',
  'robot',
  'cobot',
  'infrastructure',
  'sustainability',
  'people',
  'news',
  'download',
  'map',
  'contact',
  'training',
] as const
/** Names of the generated illustrations (see `images/`). */
export type Motif = (typeof MOTIFS)[number]

export const PALETTES = [
  'crimson',
  'ocean',
  'forest',
  'sunset',
  'graphite',
  'sky',
  'violet',
  'teal',
] as const
export type Palette = (typeof PALETTES)[number]

/** An image generated at seed time; `key` is how other documents refer to it. */
export const mediaSchema = z.strictObject({
  key: kebabKey,
  motif: z.enum(MOTIFS),
  palette: z.enum(PALETTES),
  /** Varies the composition between images of the same motif. */
  variant: int.min(0),
  width: int.positive(),
  height: int.positive(),
  alt: text,
})
export type MediaSeed = z.infer<typeof mediaSchema>

const bannerType = keysOf(BannerType)
const productCategory = keysOf(ProductCategory)
const productGroup = keysOf(ProductGroup)
const link = z.strictObject({ label: text, href: text })

const blockSchema = z.discriminatedUnion('blockType', [
  z.strictObject({
    blockType: z.literal('hero'),
    eyebrow: text.optional(),
    heading: text,
    text: text.optional(),
    media: mediaKey.optional(),
    links: z.array(z.strictObject({ link })).optional(),
    tone: z.enum(['dark', 'light']).optional(),
  }),
  z.strictObject({
    blockType: z.literal('richText'),
    heading: text.optional(),
    content: markdown,
    width: z.enum(['narrow', 'wide']).optional(),
  }),
  z.strictObject({
    blockType: z.literal('mediaText'),
    heading: text,
    content: markdown.optional(),
    media: mediaKey,
    mediaPosition: z.enum(['left', 'right']).optional(),
    link: link.optional(),
  }),
  z.strictObject({
    blockType: z.literal('cardGrid'),
    heading: text.optional(),
    intro: text.optional(),
    columns: z.enum(['2', '3', '4']).optional(),
    cards: z.array(
      z.strictObject({
        title: text,
        text: text.optional(),
        media: mediaKey.optional(),
        link: link.optional(),
      }),
    ),
  }),
  z.strictObject({
    blockType: z.literal('bannerSlider'),
    position: bannerType,
    heading: text.optional(),
    limit: int.positive().optional(),
    autoplaySeconds: int.positive().optional(),
  }),
  z.strictObject({
    blockType: z.literal('productList'),
    heading: text.optional(),
    source: z.enum(['category', 'featured']),
    category: productCategory.optional(),
    fixedFilters: text.optional(),
    group: productGroup.optional(),
    pageSize: int.positive().optional(),
    showFilters: z.boolean().optional(),
  }),
  z.strictObject({
    blockType: z.literal('productBenefitList'),
    heading: text.optional(),
    intro: text.optional(),
    category: productCategory.optional(),
    limit: int.positive(),
  }),
  /** A numbered topic, read from the backend (its texts live in the topic). */
  z.strictObject({ blockType: z.literal('topic'), topicLink: keysOf(TopicLinkIds) }),
  z.strictObject({
    blockType: z.literal('postList'),
    heading: text.optional(),
    intro: text.optional(),
    categoryType: keysOf(CategoryType),
    businessArea: keysOf(BusinessArea).optional(),
    display: z.enum(POST_LIST_DISPLAYS).optional(),
    timeFrame: z.enum(EVENT_TIME_FRAMES).optional(),
    pageSize: int.positive().optional(),
    paging: z.boolean().optional(),
    categoryFilter: z.boolean().optional(),
    seeAll: link.optional(),
  }),
  z.strictObject({
    blockType: z.literal('projectList'),
    heading: text.optional(),
    businessArea: z.enum(PROJECT_AREAS).optional(),
    projectCategory: z.enum(PROJECT_LIST_CATEGORIES).optional(),
    view: z.enum(PROJECT_LIST_VIEWS).optional(),
    filters: z.boolean().optional(),
    limit: int.min(1).max(48).optional(),
  }),
  z.strictObject({
    blockType: z.literal('careerList'),
    heading: text.optional(),
    intro: text.optional(),
    pageSize: int.min(4).max(48).optional(),
    showFilters: z.boolean().optional(),
  }),
  z.strictObject({
    blockType: z.literal('documentList'),
    heading: text.optional(),
    intro: text.optional(),
    businessArea: keysOf(BusinessArea).optional(),
    documentType: keysOf(DocumentType).optional(),
    limit: int.min(3).max(50).optional(),
    filters: z.boolean().optional(),
  }),
  z.strictObject({
    blockType: z.literal('courseList'),
    heading: text.optional(),
    intro: text.optional(),
    limit: int.min(1).max(48).optional(),
    timeFrame: z.enum(COURSE_TIME_FRAMES).optional(),
    filters: z.boolean().optional(),
  }),
  z.strictObject({
    blockType: z.literal('dealerFinder'),
    heading: text.optional(),
    intro: text.optional(),
    pageSize: int.min(6).max(48).optional(),
    showFilters: z.boolean().optional(),
  }),
  z.strictObject({
    blockType: z.literal('faqList'),
    heading: text.optional(),
    showSearch: z.boolean().optional(),
  }),
  z.strictObject({
    blockType: z.literal('contactForm'),
    heading: text.optional(),
    intro: text.optional(),
    defaultTab: z.enum(CONTACT_TABS).optional(),
  }),
  /** The thank-you page's message for the form that was sent (its texts are interface texts). */
  z.strictObject({ blockType: z.literal('contactThanks') }),
  /** An event's facts and registration form; `event` is the event post's seed key. */
  z.strictObject({
    blockType: z.literal('eventRegistration'),
    event: text,
    heading: text.optional(),
    anchor: z
      .string()
      .regex(/^[a-z][a-z0-9-]*$/)
      .optional(),
    intro: text.optional(),
  }),
])
export type BlockSeed = z.infer<typeof blockSchema>

export const pageSchema = z.strictObject({
  /** The page's path; the Vietnamese one is its natural key. */
  slug: text,
  title: text,
  chrome: z.enum(['full', 'minimal']).optional(),
  /** A page within a business area: its breadcrumb and site-map group. */
  businessArea: keysOf(BusinessArea).optional(),
  seo: z.strictObject({
    title: text.optional(),
    description: text,
    image: mediaKey.optional(),
    /** Kept out of search engines and the site map (the page after a form was sent). */
    noIndex: z.boolean().optional(),
  }),
  layout: z.array(blockSchema),
  /** Tab label of the main layout when the page has views. */
  mainViewLabel: text.optional(),
  /** Alternative layouts for one audience each, opened with `?t=<key>`. */
  views: z
    .array(z.strictObject({ key: text, label: text, layout: z.array(blockSchema) }))
    .optional(),
})
export type PageSeed = z.infer<typeof pageSchema>

export const bannerSchema = z.strictObject({
  name: text,
  bannerType,
  /** Media keys; the English picture may differ from the Vietnamese one. */
  picture: mediaKey,
  mobilePicture: mediaKey.optional(),
  urlRef: text.optional(),
  caption: text.optional(),
  ctaLabel: text.optional(),
  /** Higher shows first; unique across banners, in bands per position. */
  displayOrder: int,
  isActive: z.boolean().optional(),
})
export type BannerSeed = z.infer<typeof bannerSchema>

export const settingSchema = z.strictObject({ key: z.enum(SettingKeys), value: text })
export type SettingSeed = z.infer<typeof settingSchema>

/** A topic of the backend (`Topic/*`): legal and service texts, the company mission. */
export const topicSchema = z.strictObject({
  topicLink: keysOf(TopicLinkIds),
  slug: kebabKey,
  title: text,
  summary: text,
  content: markdown,
  /** DD/MM/YYYY, shown as "last updated". */
  updatedOn: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/, 'a date written DD/MM/YYYY'),
})
export type TopicSeed = z.infer<typeof topicSchema>

export const currencySchema = z.strictObject({
  currencyCode: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code'),
  name: text,
  symbol: text,
  /** 1 VND in this currency (reference rates). */
  rate: z.number().positive(),
  displayPrecision: int.min(0),
  thousandsSeparator: z.string(),
  decimalSeparator: z.string(),
  symbolOnLeft: z.boolean(),
  spaceBetweenAmountAndSymbol: z.boolean(),
  customFormatting: text.optional(),
  displayOrder: int,
})
export type CurrencySeed = z.infer<typeof currencySchema>

/** Paths that moved; visitors and old links land on the page that replaced them (301). */
export const redirectSchema = z.strictObject({ oldSlug: text, activeSlug: text })
export type RedirectSeed = z.infer<typeof redirectSchema>

/** A group of search synonyms in one language (`search-synonyms/<key>.yaml`). */
export const synonymSchema = z.strictObject({
  key: text,
  language: z.enum(['vi', 'en']),
  relation: z.enum(['same', 'near']),
  terms: z.array(text).min(2),
})
export type SynonymSeed = z.infer<typeof synonymSchema>

/** A menu entry: a site path (`/tu-lanh`) or an absolute URL, with optional children. */
export type NavItemSeed = {
  label: string
  href: string
  description?: string | undefined
  children?: NavItemSeed[] | undefined
}
const navItem: z.ZodType<NavItemSeed> = z.strictObject({
  label: text,
  href: text,
  description: text.optional(),
  get children() {
    return z.array(navItem).optional()
  },
})

export const navigationSchema = z.strictObject({
  /** The desktop flyout and the mobile panels share this tree. */
  mainMenu: z.array(navItem),
  /** Quick links in the top bar (careers, downloads, where to buy, contact). */
  utilityLinks: z.array(link),
  /** The group's sites in other countries. */
  regionSites: z.array(z.strictObject({ name: text, url: z.url() })),
})
export type NavigationSeed = z.infer<typeof navigationSchema>

/** A footer link: a site path, or a topic whose address comes from `Topic/GetTopicLinkDtoById`. */
const footerLink = z.union([link, z.strictObject({ label: text, topic: keysOf(TopicLinkIds) })])

export const footerSchema = z.strictObject({
  /** Customer support: warranty terms, product take-back, payment methods, shipping. */
  supportLinks: z.array(footerLink),
  groups: z.array(z.strictObject({ heading: text, links: z.array(footerLink) })),
  subscribe: z.strictObject({ heading: text, text }),
})
export type FooterSeed = z.infer<typeof footerSchema>

/** A product-benefit story (`/product-benefits`, detail `{slug}-prdb{id}`). */
export const productBenefitSchema = z.strictObject({
  title: text,
  slug: kebabKey,
  summary: text,
  body: markdown,
  /** The product category the story is about. */
  category: productCategory,
  /** Media key of the cover picture. */
  cover: mediaKey,
  /** Model codes of the products the story features (active ones). */
  products: z.array(text).min(1),
  publishedAt: z.iso.date(),
  /** Higher shows first. */
  displayOrder: int,
})
export type ProductBenefitSeed = z.infer<typeof productBenefitSchema>

/** What the picture generator draws (a clean product render on a light studio background). */
export const PRODUCT_KINDS = [
  'wallSplitAc',
  'refrigerator2door',
  'refrigerator4door',
  'refrigeratorSideBySide',
  'standFan',
  'wallFan',
  'tableFan',
  'ceilingFan',
  'ventilationWall',
  'ventilationCeiling',
  'dehumidifier',
  'handDryer',
  'vrfOutdoor',
  'ceilingCassette',
  'ductedIndoor',
  'wallIndoorHvac',
  'elevator',
  'escalator',
  'plc',
  'inverterDrive',
  'servo',
  'hmi',
  'robotArm',
  'scaraRobot',
  'cobot',
] as const
export type ProductKind = (typeof PRODUCT_KINDS)[number]

/** Colour variations (spec §3); the first colour of a product is its default picture. */
export type ColourName = (typeof ProductColours)[number]

export const productSchema = z.strictObject({
  /** Unique and stable, e.g. `ac-msy-jw25vf`; other products refer to it (parent, related). */
  key: kebabKey,
  group: productGroup,
  category: productCategory,
  /** HVAC children name their parent system here (`productHVAChaveParent`). */
  parentKey: kebabKey.optional(),
  kind: z.enum(PRODUCT_KINDS),
  /** Manufacturer model code, upper case, e.g. `MSY-JW25VF`. */
  modelCode: z.string().regex(/^[A-Z0-9][A-Z0-9./-]*$/, 'an upper-case model code'),
  series: text,
  name: text,
  /** Lower-case ASCII words joined by hyphens, different per language where the words differ. */
  slug: kebabKey,
  /** One or two sentences for cards and meta descriptions. */
  shortDescription: text,
  /** Paragraphs of plain text for the detail page. */
  description: markdown,
  features: z.array(z.strictObject({ icon: z.enum(FEATURE_ICONS), title: text, text })),
  /** The first colour is the default picture. */
  colours: z.array(z.enum(ProductColours)).min(1),
  capacity: z
    .strictObject({ value: z.number().positive(), unit: z.enum(CAPACITY_UNITS) })
    .optional(),
  size: z
    .strictObject({
      kind: z.enum(['body', 'indoor', 'outdoor']),
      width: z.number().positive(),
      height: z.number().positive(),
      depth: z.number().positive(),
      unit: z.literal('mm'),
    })
    .optional(),
  /** Further specification rows, e.g. power, noise level, refrigerant, weight. */
  specs: z.array(z.strictObject({ label: text, value: text })),
  /** Energy label where one applies (air conditioners, refrigerators, some fans). */
  energy: z
    .strictObject({ stars: int.min(1).max(5), cspf: z.number().positive().optional() })
    .optional(),
  /** Reference retail price in VND (home appliances and hand dryers). */
  priceVnd: int.positive().optional(),
  /** Filter key → option value, from the category's product filters. */
  filters: z.record(z.string(), text),
  /** Keys of related products (same category or complementary). */
  related: z.array(kebabKey).optional(),
  /** Higher first within its category. */
  displayOrder: int,
  featured: z.boolean().optional(),
  isActive: z.boolean().optional(),
})
export type ProductSeed = z.infer<typeof productSchema>
export type ProductCategoryName = ProductSeed['category']

/** A filter shown on a category page, with its options. */
export const productFilterSchema = z.strictObject({
  key: text,
  category: productCategory,
  name: text,
  /** `tiles`: radio tiles (one value); `checkboxes`: any of several values. */
  display: z.enum(['tiles', 'checkboxes']),
  options: z.array(z.strictObject({ value: text, label: text })).min(1),
  displayOrder: int,
})
export type ProductFilterSeed = z.infer<typeof productFilterSchema>

const businessArea = keysOf(BusinessArea)
const province = keysOf(PROVINCES)
/** A time of day, `HH:MM` (Asia/Ho_Chi_Minh). */
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time written HH:MM')

/** A post category (`post-categories/<key>`): news, events, notebook kinds, FAQ groups, blog topics. */
export const postCategorySchema = z.strictObject({
  /** Stable; posts and child categories name it. */
  key: kebabKey,
  name: text,
  slug: kebabKey,
  description: text.optional(),
  categoryType: keysOf(CategoryType),
  businessArea: businessArea.optional(),
  /** Key of the parent category. */
  parent: kebabKey.optional(),
  /** Lower first. */
  displayOrder: int,
})
export type PostCategorySeed = z.infer<typeof postCategorySchema>

/**
 * An event's schedule, relative to the day the seed runs (so some events are always ahead):
 * it starts `startsInDays` days after that day (negative: before) at `startTime`, and ends
 * `days - 1` days later at `endTime`. Registration opens `registrationOpensDaysBefore` days
 * before the start and closes at the start (or `registrationClosesDaysBefore` days before it).
 */
const eventSchema = z.strictObject({
  startsInDays: int.min(-720).max(720),
  startTime: clock,
  endTime: clock,
  days: int.min(1).max(14).optional(),
  venue: text.optional(),
  province: province.optional(),
  onlineUrl: z.url({ protocol: /^https$/ }).optional(),
  capacity: int.positive().optional(),
  /** The fee in whole dong (paid by bank transfer); none for a free event. */
  price: int.min(1).max(1_000_000_000).optional(),
  registrationOpensDaysBefore: int.min(1).max(180),
  registrationClosesDaysBefore: int.min(0).max(60).optional(),
  /** The event's own registration questions, besides company, company size and job title. */
  questions: z
    .array(z.strictObject({ question: text, required: z.boolean().optional() }))
    .max(10)
    .optional(),
})

/** A post (`posts/<key>`): its type comes from its first category. */
export const postSeedSchema = z.strictObject({
  /** Stable; other posts name it in `relatedPosts`. */
  key: kebabKey,
  title: text,
  slug: kebabKey,
  summary: text,
  body: markdown,
  /** Category keys; the first one sets the post's type. */
  categories: z.array(kebabKey).min(1).max(4),
  businessArea: businessArea.optional(),
  cover: mediaKey,
  gallery: z.array(mediaKey).optional(),
  /** `YYYY-MM-DD` (shown from 08:00 that day), or, for events, omitted: 30 days before the start. */
  publishedAt: z.iso.date().optional(),
  author: text.optional(),
  tags: z.array(text).max(10).optional(),
  /** Model codes of featured products. */
  relatedProducts: z.array(text).optional(),
  /** Keys of related posts. */
  relatedPosts: z.array(kebabKey).optional(),
  /** Video posts: `https://www.youtube.com/watch?v=…`. */
  videoUrl: z
    .string()
    .regex(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/, 'a YouTube watch link')
    .optional(),
  event: eventSchema.optional(),
  seo: z.strictObject({ title: text.optional(), description: text.optional() }).optional(),
})
export type PostSeed = z.infer<typeof postSeedSchema>

/** A job opening (`careers/<key>`); its deadline is relative to the day the seed runs. */
export const careerSeedSchema = z.strictObject({
  key: kebabKey,
  title: text,
  slug: kebabKey,
  summary: text,
  department: text,
  description: markdown,
  requirements: markdown,
  benefits: markdown,
  businessArea: businessArea.optional(),
  province,
  employmentType: keysOf(EmploymentType),
  level: keysOf(CareerLevel),
  openings: int.min(1),
  /** Monthly gross in VND; leave both out for "negotiable". */
  salaryMin: int.positive().optional(),
  salaryMax: int.positive().optional(),
  /** Days after the seeding day (negative: already expired). */
  deadlineInDays: int.min(-365).max(365),
  /** Days before the seeding day. */
  publishedDaysAgo: int.min(0).max(365),
})
export type CareerSeed = z.infer<typeof careerSeedSchema>

/** A downloadable document (`documents/<key>`); its file is generated when the seed runs. */
export const documentSeedSchema = z.strictObject({
  key: kebabKey,
  title: text,
  summary: text,
  documentType: keysOf(DocumentType),
  businessArea,
  /** The language the file is written in. */
  language: z.enum(DOCUMENT_LANGUAGES),
  version: z.string().regex(/^[0-9A-Za-z][0-9A-Za-z. -]{0,19}$/, 'a short version such as 2.1'),
  releaseDate: z.iso.date(),
  /** The file generated: a PDF, a DXF drawing, or a ZIP holding a drawing in DXF and PDF. */
  format: z.enum(['pdf', 'dxf', 'zip']),
  /** Keys of the products it belongs to. */
  products: z.array(kebabKey).max(40),
})
export type DocumentSeed = z.infer<typeof documentSeedSchema>

/**
 * Runs of sessions of a course, relative to the day the seed runs: `count` sessions from
 * `inDays` days after that day (negative: before), from `start` to `end`. On `weekdays` (the
 * default) a run starting on a weekend moves to the Monday and sessions skip weekends; on
 * `saturdays` it moves to the next Saturday and meets weekly. `every` spaces sessions otherwise.
 */
const sessionRunSchema = z.strictObject({
  inDays: int.min(-400).max(400),
  count: int.min(1).max(60),
  days: z.enum(['weekdays', 'saturdays', 'any']).optional(),
  every: int.min(1).max(14).optional(),
  start: clock,
  end: clock,
})
export type SessionRunSeed = z.infer<typeof sessionRunSchema>

/** A training course (`training-courses/<key>`): one class, dated relative to the seeding day. */
export const trainingCourseSeedSchema = z
  .strictObject({
    key: kebabKey,
    title: text,
    slug: kebabKey,
    summary: text,
    audience: text.optional(),
    instructor: text.optional(),
    objectives: markdown,
    programme: markdown,
    cover: mediaKey.optional(),
    topic: keysOf(CourseTopic),
    level: keysOf(CourseLevel),
    durationDays: int.min(1).max(90),
    durationHours: int.min(1).max(720),
    sessions: z.array(sessionRunSchema).min(1),
    venue: text,
    province,
    seatsTotal: int.min(1).max(500),
    seatsTaken: int.min(0).max(500),
    /** In VND; leave out for a free course. */
    fee: int.positive().optional(),
    businessArea: businessArea.optional(),
  })
  .refine((course) => course.seatsTaken <= course.seatsTotal, {
    message: 'seatsTaken must not exceed seatsTotal',
    path: ['seatsTaken'],
  })
export type TrainingCourseSeed = z.infer<typeof trainingCourseSeedSchema>

/**
 * A reference project (`projects/<key>`) with its picture gallery; a case study when it has a
 * `caseStudy` (its text, a video, or both).
 */
export const projectSeedSchema = z.strictObject({
  key: kebabKey,
  name: text,
  slug: kebabKey,
  summary: text,
  body: markdown,
  businessArea: z.enum(PROJECT_AREAS),
  projectType: keysOf(ProjectType),
  /** Factory automation only: a LAB or a show-room project. */
  projectCategory: keysOf(ProjectCategory).optional(),
  client: text,
  province,
  year: int.min(1980).max(2100),
  /** Keys of the products used. */
  products: z.array(kebabKey).max(12).optional(),
  systems: z.array(text).max(12).optional(),
  /** Key figures: capacity, savings, size. */
  figures: z
    .array(z.strictObject({ label: text, value: text }))
    .max(8)
    .optional(),
  cover: mediaKey,
  /** The gallery page's pictures after the cover. */
  gallery: z.array(mediaKey).min(3).max(6),
  caseStudy: z
    .strictObject({
      text: markdown.optional(),
      videoUrl: z
        .string()
        .regex(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/, 'a YouTube watch link')
        .optional(),
    })
    .optional(),
  publishedAt: z.iso.date(),
  /** Higher shows first. */
  displayOrder: int,
})
export type ProjectSeed = z.infer<typeof projectSeedSchema>

/**
 * A dealer, showroom or service centre (`dealers/<key>`). Names and addresses are Vietnamese;
 * English writes them without diacritics (`Phu Gia Electronics`, `218 Nguyen Trai Street`).
 */
export const dealerSeedSchema = z.strictObject({
  key: kebabKey,
  name: text,
  kind: keysOf(DealerKind),
  businessAreas: z.array(businessArea).min(1),
  street: text,
  /** The ward or commune since the 2025 reform (`Phường Thanh Xuân`). */
  ward: text,
  province,
  latitude: z.number().min(VIETNAM_BOUNDS.minLatitude).max(VIETNAM_BOUNDS.maxLatitude),
  longitude: z.number().min(VIETNAM_BOUNDS.minLongitude).max(VIETNAM_BOUNDS.maxLongitude),
  phone: text.refine(isVietnamesePhone, 'a Vietnamese phone number'),
  email: z.email().optional(),
  website: z.url({ protocol: /^https$/ }).optional(),
  openingHours: z
    .array(z.strictObject({ days: z.enum(DAY_RANGE_KEYS), opens: clock, closes: clock }))
    .min(1)
    .max(4),
  hoursNote: text.optional(),
  /** Higher shows first. */
  displayOrder: int,
})
export type DealerSeed = z.infer<typeof dealerSeedSchema>
