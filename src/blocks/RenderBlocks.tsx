import { Fragment, type ComponentType, type ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'

import { BannerSliderBlock } from './BannerSlider/Component'
import { CardGridBlock } from './CardGrid/Component'
import { CareerListBlock } from './CareerList/Component'
import { ContactFormBlock } from './ContactForm/Component'
import { ContactThanksBlock } from './ContactThanks/Component'
import { CourseListBlock } from './CourseList/Component'
import { DealerFinderBlock } from './DealerFinder/Component'
import { DocumentListBlock } from './DocumentList/Component'
import { EventRegistrationBlock } from './EventRegistration/Component'
import { FaqListBlock } from './FaqList/Component'
import { HeroBlock } from './Hero/Component'
import { MediaTextBlock } from './MediaText/Component'
import { PostListBlock } from './PostList/Component'
import { ProductBenefitListBlock } from './ProductBenefitList/Component'
import { ProductListBlock } from './ProductList/Component'
import { ProjectListBlock } from './ProjectList/Component'
import { RichTextBlock } from './RichText/Component'
import { TopicBlock } from './Topic/Component'
import type { BlockProps, BlockType, LayoutBlock } from './types'

/** The one registry of block renderers: a block type without a renderer fails the type check. */
const renderers = {
  hero: HeroBlock,
  richText: RichTextBlock,
  mediaText: MediaTextBlock,
  cardGrid: CardGridBlock,
  bannerSlider: BannerSliderBlock,
  productList: ProductListBlock,
  productBenefitList: ProductBenefitListBlock,
  postList: PostListBlock,
  careerList: CareerListBlock,
  dealerFinder: DealerFinderBlock,
  courseList: CourseListBlock,
  eventRegistration: EventRegistrationBlock,
  documentList: DocumentListBlock,
  projectList: ProjectListBlock,
  faqList: FaqListBlock,
  topic: TopicBlock,
  contactForm: ContactFormBlock,
  contactThanks: ContactThanksBlock,
} satisfies { [K in BlockType]: ComponentType<BlockProps<Extract<LayoutBlock, { blockType: K }>>> }

function RenderBlock<K extends BlockType>(
  props: BlockProps<Extract<LayoutBlock, { blockType: K }>>,
) {
  // The map above pairs each type with its renderer; TypeScript cannot follow the union here.
  const Renderer = renderers[props.block.blockType as K] as ComponentType<typeof props>
  return <Renderer {...props} />
}

/** Blocks whose content depends on the URL's query (the page then renders per request). */
export const readsSearch = (blocks: LayoutBlock[]): boolean =>
  blocks.some(
    (block) =>
      (block.blockType === 'productList' && block.source !== 'featured') ||
      (block.blockType === 'postList' && Boolean(block.paging || block.categoryFilter)) ||
      block.blockType === 'careerList' ||
      (block.blockType === 'documentList' && block.filters !== false) ||
      block.blockType === 'dealerFinder' ||
      (block.blockType === 'courseList' && Boolean(block.filters)) ||
      (block.blockType === 'projectList' && Boolean(block.filters)) ||
      block.blockType === 'contactForm' ||
      block.blockType === 'contactThanks',
  )

/** A page whose content depends on the URL's query: a view switch (`?t=`) or such blocks. */
export const pageReadsSearch = (page: {
  layout: LayoutBlock[]
  views?: { layout: LayoutBlock[] }[] | null
}): boolean =>
  (page.views?.length ?? 0) > 0 ||
  readsSearch(page.layout) ||
  (page.views ?? []).some((view) => readsSearch(view.layout))

/** The block that carries the page's h1: its first hero, if any. */
export const titleBlockOf = (blocks: LayoutBlock[]): LayoutBlock | undefined =>
  blocks.find((block) => block.blockType === 'hero')

/** Blocks that open a page (a banner or hero): `afterLead` content goes below them. */
const LEAD_BLOCKS = new Set<BlockType>(['hero', 'bannerSlider'])

/**
 * Renders a page layout, in order, keyed by block id. `afterLead` (a page's view tabs) goes right
 * after the opening banner or hero, or first when the page opens otherwise.
 */
export function RenderBlocks({
  blocks,
  locale,
  path,
  search,
  afterLead,
}: {
  blocks: LayoutBlock[]
  locale: Locale
  path?: string
  search?: BlockProps['search']
  afterLead?: ReactNode
}) {
  const titleBlock = titleBlockOf(blocks)
  const leadCount = blocks[0] && LEAD_BLOCKS.has(blocks[0].blockType) ? 1 : 0
  return (
    <>
      {leadCount === 0 ? afterLead : null}
      {blocks.map((block, index) => (
        <Fragment key={block.id}>
          <RenderBlock
            block={block}
            locale={locale}
            isFirst={index === 0}
            ownsTitle={block === titleBlock}
            path={path}
            search={search}
          />
          {index === 0 && leadCount === 1 ? afterLead : null}
        </Fragment>
      ))}
    </>
  )
}
