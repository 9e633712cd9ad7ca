import type { Endpoint } from '../endpoint'
import {
  authenticateEndpoint,
  externalAuthenticateEndpoint,
  logOutEndpoint,
  getCurrentUserProfileEndpoint,
  getUserProfileEndpoint,
  updateCurrentUserProfileEndpoint,
  updateProfilePictureEndpoint,
  registerEndpoint,
  getForgotPasswordEndpoint,
  resetPasswordEndpoint,
  changePasswordEndpoint,
  getMyDataEndpoint,
  deleteMyAccountEndpoint,
  getCompanySizesEndpoint,
  getUserFormEndpoint,
  getUserFormInPostServiceEndpoint,
} from './account'
import { bannerListEndpoint } from './banner'
import { getAllEndpoint, getSettingKeyEndpoint, updateLanguageTextEndpoint } from './configuration'
import {
  activeSlugEndpoint,
  contactCreateEndpoint,
  currencyListEndpoint,
  subscriberConfirmEndpoint,
  subscriberCreateEndpoint,
  subscriberUnsubscribeEndpoint,
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
  postBySlugEndpoint,
  postCategoryDetailEndpoint,
  postCategoryListEndpoint,
  postDetailEndpoint,
  postListEndpoint,
  postPreviewEndpoint,
} from './post'
import {
  careerApplyEndpoint,
  careerBySlugEndpoint,
  careerDetailEndpoint,
  careerListEndpoint,
} from './career'
import { dealerDetailEndpoint, dealerListEndpoint } from './dealer'
import { documentDetailEndpoint, documentListEndpoint } from './document'
import { homeApplianceDetailEndpoint } from './homeAppliance'
import { trainingCourseDetailEndpoint, trainingCourseListEndpoint } from './trainingCourse'
import {
  businessGalleryDetailEndpoint,
  projectBySlugEndpoint,
  projectDetailEndpoint,
  projectListEndpoint,
} from './project'
import {
  cancelRegistrationEndpoint,
  myEventStateEndpoint,
  myFavouriteEventsEndpoint,
  myRegistrationsEndpoint,
  myTicketEndpoint,
  registerForEventEndpoint,
  setFavouriteEventEndpoint,
} from './event'
import { shortLinkResolveEndpoint } from './shortLink'
import { checkInEventsEndpoint, ticketCheckInEndpoint } from './ticket'
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
  subscriberUnsubscribeEndpoint,
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
  postListEndpoint,
  postDetailEndpoint,
  postBySlugEndpoint,
  postPreviewEndpoint,
  postCategoryListEndpoint,
  postCategoryDetailEndpoint,
  careerListEndpoint,
  careerDetailEndpoint,
  careerBySlugEndpoint,
  careerApplyEndpoint,
  dealerListEndpoint,
  dealerDetailEndpoint,
  documentListEndpoint,
  documentDetailEndpoint,
  trainingCourseListEndpoint,
  trainingCourseDetailEndpoint,
  homeApplianceDetailEndpoint,
  projectListEndpoint,
  projectDetailEndpoint,
  projectBySlugEndpoint,
  businessGalleryDetailEndpoint,
  shortLinkResolveEndpoint,
  authenticateEndpoint,
  externalAuthenticateEndpoint,
  logOutEndpoint,
  getCurrentUserProfileEndpoint,
  getUserProfileEndpoint,
  updateCurrentUserProfileEndpoint,
  updateProfilePictureEndpoint,
  registerEndpoint,
  getForgotPasswordEndpoint,
  resetPasswordEndpoint,
  changePasswordEndpoint,
  getMyDataEndpoint,
  deleteMyAccountEndpoint,
  getCompanySizesEndpoint,
  getUserFormEndpoint,
  getUserFormInPostServiceEndpoint,
  registerForEventEndpoint,
  cancelRegistrationEndpoint,
  myEventStateEndpoint,
  myRegistrationsEndpoint,
  myTicketEndpoint,
  setFavouriteEventEndpoint,
  myFavouriteEventsEndpoint,
  ticketCheckInEndpoint,
  checkInEventsEndpoint,
] as unknown as Endpoint[]
