import type { Block, BlockSlug } from 'payload'

import { BannerSlider } from './BannerSlider/config'
import { CardGrid } from './CardGrid/config'
import { CareerList } from './CareerList/config'
import { ContactForm } from './ContactForm/config'
import { ContactThanks } from './ContactThanks/config'
import { CourseList } from './CourseList/config'
import { DealerFinder } from './DealerFinder/config'
import { DocumentList } from './DocumentList/config'
import { EventRegistration } from './EventRegistration/config'
import { FaqList } from './FaqList/config'
import { Hero } from './Hero/config'
import { MediaText } from './MediaText/config'
import { PostList } from './PostList/config'
import { ProductBenefitList } from './ProductBenefitList/config'
import { ProductList } from './ProductList/config'
import { ProjectList } from './ProjectList/config'
import { RichText } from './RichText/config'
import { Topic } from './Topic/config'

/** Every block, defined once in `buildConfig({ blocks })` and referenced by slug elsewhere. */
export const blocks = [
  Hero,
  RichText,
  MediaText,
  CardGrid,
  BannerSlider,
  ProductList,
  ProductBenefitList,
  PostList,
  CareerList,
  DealerFinder,
  CourseList,
  EventRegistration,
  DocumentList,
  ProjectList,
  FaqList,
  Topic,
  ContactForm,
  ContactThanks,
] satisfies Block[]

/** Slugs of the blocks a page layout may use. */
export const pageBlockSlugs = blocks.map((block) => block.slug) as BlockSlug[]
