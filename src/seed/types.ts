import type { BannerTypeName, ProductCategoryName, SettingKey, TopicLinkName } from '@/domain/enums'

import type { Bilingual } from './bilingual'
import type { LexicalDoc } from './lexical'

/** Names of the generated illustrations (see `images/`). */
export type Motif =
  | 'home'
  | 'airConditioner'
  | 'refrigerator'
  | 'fan'
  | 'ventilation'
  | 'dehumidifier'
  | 'handDryer'
  | 'building'
  | 'elevator'
  | 'hvac'
  | 'factory'
  | 'robot'
  | 'cobot'
  | 'infrastructure'
  | 'sustainability'
  | 'people'
  | 'news'
  | 'download'
  | 'map'
  | 'contact'
  | 'training'

export type Palette =
  'crimson' | 'ocean' | 'forest' | 'sunset' | 'graphite' | 'sky' | 'violet' | 'teal'

/** An image generated at seed time; `key` is how seed data refers to it. */
export type MediaSeed = {
  key: string
  motif: Motif
  palette: Palette
  /** Varies the composition between images of the same motif. */
  variant: number
  width: number
  height: number
  alt: Bilingual<string>
}

type Loc<T> = Bilingual<T>
export type LinkSeed = { label: Loc<string>; href: string }

export type HeroSeed = {
  blockType: 'hero'
  eyebrow?: Loc<string>
  heading: Loc<string>
  text?: Loc<string>
  media?: string
  links?: { link: LinkSeed }[]
  tone?: 'dark' | 'light'
}
export type RichTextSeed = {
  blockType: 'richText'
  heading?: Loc<string>
  content: Loc<LexicalDoc>
  width?: 'narrow' | 'wide'
}
export type MediaTextSeed = {
  blockType: 'mediaText'
  heading: Loc<string>
  content?: Loc<LexicalDoc>
  media: string
  mediaPosition?: 'left' | 'right'
  link?: LinkSeed
}
export type CardGridSeed = {
  blockType: 'cardGrid'
  heading?: Loc<string>
  intro?: Loc<string>
  columns?: '2' | '3' | '4'
  cards: { title: Loc<string>; text?: Loc<string>; media?: string; link?: LinkSeed }[]
}
export type BannerSliderSeed = {
  blockType: 'bannerSlider'
  position: BannerTypeName
  heading?: Loc<string>
  limit?: number
  autoplaySeconds?: number
}
export type ProductListSeed = {
  blockType: 'productList'
  heading?: Loc<string>
  source: 'category' | 'featured'
  category?: ProductCategoryName
  fixedFilters?: string
  group?: 'HomeAppliances' | 'BuildingSolution' | 'FactoryAutomation' | 'InfrastructureSolution'
  pageSize?: number
  showFilters?: boolean
}
export type ProductBenefitListSeed = {
  blockType: 'productBenefitList'
  heading?: Loc<string>
  intro?: Loc<string>
  category?: ProductCategoryName
  limit: number
}
export type BlockSeed =
  | HeroSeed
  | RichTextSeed
  | MediaTextSeed
  | CardGridSeed
  | BannerSliderSeed
  | ProductListSeed
  | ProductBenefitListSeed

/** An alternative layout of a page for one audience, opened with `?t=<key>`. */
export type PageViewSeed = { key: string; label: Loc<string>; layout: BlockSeed[] }

export type PageSeed = {
  /** The same path in both languages unless the English slug differs. */
  slug: Loc<string>
  title: Loc<string>
  chrome?: 'full' | 'minimal'
  seo: { title?: Loc<string>; description: Loc<string>; image?: string }
  layout: BlockSeed[]
  /** Tab label of the main layout when the page has views. */
  mainViewLabel?: Loc<string>
  views?: PageViewSeed[]
}

export type BannerSeed = {
  name: Loc<string>
  bannerType: BannerTypeName
  /** Media keys; the English picture may differ from the Vietnamese one. */
  picture: Loc<string>
  mobilePicture?: Loc<string>
  urlRef?: string
  caption?: Loc<string>
  ctaLabel?: Loc<string>
  displayOrder: number
  isActive?: boolean
}

export type SettingSeed = { key: SettingKey; value: Loc<string> }

/** A topic of the backend (`Topic/*`): legal and service texts, the company mission. */
export type TopicSeed = {
  topicLink: TopicLinkName
  slug: Loc<string>
  title: Loc<string>
  summary: Loc<string>
  content: Loc<LexicalDoc>
  /** DD/MM/YYYY, shown as "last updated". */
  updatedOn: string
}

/** A menu entry: a site path (`/tu-lanh`) or an absolute URL, with optional children. */
export type NavItemSeed = {
  label: Loc<string>
  href: string
  description?: Loc<string>
  children?: NavItemSeed[]
}

export type NavigationSeed = {
  /** The desktop flyout and the mobile panels share this tree. */
  mainMenu: NavItemSeed[]
  /** Quick links in the top bar (careers, downloads, where to buy, contact). */
  utilityLinks: LinkSeed[]
  /** The group's sites in other countries. */
  regionSites: { name: Loc<string>; url: string }[]
}

/** A footer link: a site path, or a topic whose address comes from `Topic/GetTopicLinkDtoById`. */
export type FooterLinkSeed =
  { label: Loc<string>; href: string } | { label: Loc<string>; topic: TopicLinkName }

export type FooterSeed = {
  /** Customer support: warranty terms, product take-back, payment methods, shipping. */
  supportLinks: FooterLinkSeed[]
  groups: { heading: Loc<string>; links: FooterLinkSeed[] }[]
  subscribe: { heading: Loc<string>; text: Loc<string> }
}

/** A product-benefit story (`/product-benefits`, detail `{slug}-prdb{id}`). */
export type ProductBenefitSeed = {
  title: Bilingual<string>
  slug: Bilingual<string>
  summary: Bilingual<string>
  body: Bilingual<LexicalDoc>
  /** The product category the story is about (spec enum key). */
  category: ProductCategoryName
  /** Key of a media seed (declared in `benefitMediaSeeds`). */
  cover: string
  /** Model codes of the products the story features (active ones). */
  products: string[]
  /** ISO date. */
  publishedAt: string
  /** Higher shows first. */
  displayOrder: number
}
