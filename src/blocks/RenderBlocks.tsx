import type { ComponentType } from 'react'

import type { Locale } from '@/i18n/locales'

import { BannerSliderBlock } from './BannerSlider/Component'
import { CardGridBlock } from './CardGrid/Component'
import { HeroBlock } from './Hero/Component'
import { MediaTextBlock } from './MediaText/Component'
import { ProductListBlock } from './ProductList/Component'
import { RichTextBlock } from './RichText/Component'
import type { BlockProps, BlockType, LayoutBlock } from './types'

/** The one registry of block renderers: a block type without a renderer fails the type check. */
const renderers = {
  hero: HeroBlock,
  richText: RichTextBlock,
  mediaText: MediaTextBlock,
  cardGrid: CardGridBlock,
  bannerSlider: BannerSliderBlock,
  productList: ProductListBlock,
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
  blocks.some((block) => block.blockType === 'productList' && block.source !== 'featured')

/** The block that carries the page's h1: its first hero, if any. */
export const titleBlockOf = (blocks: LayoutBlock[]): LayoutBlock | undefined =>
  blocks.find((block) => block.blockType === 'hero')

/** Renders a page layout, in order, keyed by block id. */
export function RenderBlocks({
  blocks,
  locale,
  search,
}: {
  blocks: LayoutBlock[]
  locale: Locale
  search?: BlockProps['search']
}) {
  const titleBlock = titleBlockOf(blocks)
  return (
    <>
      {blocks.map((block, index) => (
        <RenderBlock
          key={block.id}
          block={block}
          locale={locale}
          isFirst={index === 0}
          ownsTitle={block === titleBlock}
          search={search}
        />
      ))}
    </>
  )
}
