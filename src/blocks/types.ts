import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

/** Any block a page layout may hold. */
export type LayoutBlock = Page['layout'][number]
export type BlockType = LayoutBlock['blockType']

/** What every block renderer receives. */
export type BlockProps<B extends LayoutBlock = LayoutBlock> = {
  block: B
  locale: Locale
  /** First block of the page: its images load eagerly (they are above the fold). */
  isFirst: boolean
  /** This block carries the page's h1 (the page's first hero). */
  ownsTitle: boolean
  /** The page's locale-less path (`/blog`), for blocks that link to states of the page. */
  path?: string
  /** The page URL's query, for blocks whose state lives there (product lists). */
  search?: Record<string, string | string[] | undefined>
}
