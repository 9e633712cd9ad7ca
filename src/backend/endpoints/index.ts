import type { Endpoint } from '../endpoint'
import { bannerListEndpoint } from './banner'
import { getAllEndpoint, getSettingKeyEndpoint, updateLanguageTextEndpoint } from './configuration'
import {
  activeSlugEndpoint,
  contactCreateEndpoint,
  currencyListEndpoint,
  subscriberConfirmEndpoint,
  subscriberCreateEndpoint,
} from './contact'
import {
  filterListEndpoint,
  productBySlugEndpoint,
  productDetailEndpoint,
  productListEndpoint,
  productRelatedEndpoint,
  productsByIdsEndpoint,
} from './product'
import { productBenefitDetailEndpoint, productBenefitListEndpoint } from './productBenefit'
import {
  topicBySlugEndpoint,
  topicDetailEndpoint,
  topicLinkByIdEndpoint,
  topicSlugByIdEndpoint,
  topicUiEndpoint,
} from './topic'

/** Every endpoint of the reference backend: one per declared call of the contract. */
export const endpoints = [
  getAllEndpoint,
  updateLanguageTextEndpoint,
  getSettingKeyEndpoint,
  bannerListEndpoint,
  topicLinkByIdEndpoint,
  topicDetailEndpoint,
  topicUiEndpoint,
  topicBySlugEndpoint,
  topicSlugByIdEndpoint,
  contactCreateEndpoint,
  subscriberCreateEndpoint,
  subscriberConfirmEndpoint,
  currencyListEndpoint,
  activeSlugEndpoint,
  productListEndpoint,
  productDetailEndpoint,
  productBySlugEndpoint,
  productRelatedEndpoint,
  productsByIdsEndpoint,
  filterListEndpoint,
  productBenefitListEndpoint,
  productBenefitDetailEndpoint,
] as unknown as Endpoint[]
