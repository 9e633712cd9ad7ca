import {
  authenticate,
  externalAuthenticate,
  logOut,
  getCurrentUserProfile,
  getUserProfile,
  updateCurrentUserProfile,
  updateProfilePicture,
  register,
  getForgotPassword,
  resetPassword,
  changePassword,
  getMyData,
  deleteMyAccount,
  getCompanySizes,
  getUserForm,
  getUserFormInPostService,
} from './account'
import { bannerList } from './banner'
import type { Call } from './call'
import { getAll, getSettingKey, updateLanguageText } from './configuration'
import {
  activeSlug,
  contactCreate,
  currencyList,
  subscriberConfirm,
  subscriberCreate,
  subscriberUnsubscribe,
} from './contact'
import {
  filterList,
  productBySlug,
  productDetail,
  productList,
  productRelated,
  productsByIds,
} from './product'
import { productBenefitDetail, productBenefitList } from './productBenefit'
import {
  postBySlug,
  postCategoryDetail,
  postCategoryList,
  postDetail,
  postList,
  postPreview,
} from './post'
import { careerApply, careerBySlug, careerDetail, careerList } from './career'
import { dealerDetail, dealerList } from './dealer'
import { documentDetail, documentList } from './document'
import { homeApplianceDetail } from './homeAppliance'
import { trainingCourseDetail, trainingCourseList } from './trainingCourse'
import { businessGalleryDetail, projectBySlug, projectDetail, projectList } from './project'
import { searchSuggest, searchSynonyms, siteSearch } from './search'
import { shortLinkResolve } from './shortLink'
import {
  cancelRegistration,
  findEventOrder,
  markEventOrderPaid,
  myEventState,
  myOrder,
  myFavouriteEvents,
  myRegistrations,
  myTicket,
  registerForEvent,
  setFavouriteEvent,
  ticketCheckIn,
  checkInEvents,
} from './event'
import { topicBySlug, topicDetail, topicLinkById, topicSlugById, topicUi } from './topic'

/**
 * Every call of the backend contract by name. The reference backend must implement each exactly
 * once (checked by a test), and the contract tests and fuzzer walk this list.
 */
export const contractCalls = {
  getAll,
  updateLanguageText,
  getSettingKey,
  bannerList,
  topicLinkById,
  topicDetail,
  topicUi,
  topicBySlug,
  topicSlugById,
  contactCreate,
  subscriberCreate,
  subscriberConfirm,
  subscriberUnsubscribe,
  currencyList,
  activeSlug,
  productList,
  productDetail,
  productBySlug,
  productRelated,
  productsByIds,
  filterList,
  productBenefitList,
  productBenefitDetail,
  postList,
  postDetail,
  postBySlug,
  postPreview,
  postCategoryList,
  postCategoryDetail,
  careerList,
  careerDetail,
  careerBySlug,
  careerApply,
  dealerList,
  dealerDetail,
  documentList,
  documentDetail,
  trainingCourseList,
  trainingCourseDetail,
  homeApplianceDetail,
  projectList,
  projectDetail,
  projectBySlug,
  businessGalleryDetail,
  shortLinkResolve,
  siteSearch,
  searchSuggest,
  searchSynonyms,
  authenticate,
  externalAuthenticate,
  logOut,
  getCurrentUserProfile,
  getUserProfile,
  updateCurrentUserProfile,
  updateProfilePicture,
  register,
  getForgotPassword,
  resetPassword,
  changePassword,
  getMyData,
  deleteMyAccount,
  getCompanySizes,
  getUserForm,
  getUserFormInPostService,
  registerForEvent,
  cancelRegistration,
  myEventState,
  myRegistrations,
  myTicket,
  myOrder,
  findEventOrder,
  markEventOrderPaid,
  setFavouriteEvent,
  myFavouriteEvents,
  ticketCheckIn,
  checkInEvents,
} satisfies Record<string, Call>

export type ContractCallName = keyof typeof contractCalls
