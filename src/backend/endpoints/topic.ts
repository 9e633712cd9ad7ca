import { topicBySlug, topicDetail, topicLinkById, topicSlugById, topicUi } from '@/contract/topic'

import { implement } from '../endpoint'
import { getTopic, getTopicBySlug, getTopicLink, getTopicSlug } from '../services/topics'

export const topicLinkByIdEndpoint = implement(topicLinkById, (input, { payload, culture }) =>
  getTopicLink(payload, culture, input.id),
)

export const topicDetailEndpoint = implement(topicDetail, (input, { payload, culture }) =>
  getTopic(payload, culture, input.id),
)

export const topicUiEndpoint = implement(topicUi, (input, { payload, culture }) =>
  getTopic(payload, culture, input.id),
)

export const topicBySlugEndpoint = implement(topicBySlug, (input, { payload, culture }) =>
  getTopicBySlug(payload, culture, input.slug),
)

export const topicSlugByIdEndpoint = implement(topicSlugById, (input, { payload, culture }) =>
  getTopicSlug(payload, culture, input.topicId),
)
