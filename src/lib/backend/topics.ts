import 'server-only'

import { z } from 'zod'

import { topicDtoSchema, topicLinkDtoSchema } from '@/contract/topic'
import { TopicLinkIds, type TopicLinkName } from '@/domain/enums'
import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'

import { cachedRead } from './cache'
import { callBackend } from './client'
import type { Transport } from './transport'

/** `GET /api/services/app/Topic/GetTopicLinkDtoById?id=`: where a numbered topic lives (`result.detailUrl`). */
export const fetchTopicLink = (locale: Locale, link: TopicLinkName, transport?: Transport) =>
  callBackend(
    {
      method: 'GET',
      path: '/api/services/app/Topic/GetTopicLinkDtoById',
      locale,
      query: { id: TopicLinkIds[link] },
    },
    topicLinkDtoSchema,
    transport,
  )

export const getTopicLink = cachedRead('topicLink', fetchTopicLink, (locale) => [
  tags.topics(locale),
])

/** `GET /api/services/app/Topic/GetDetailDto?id=`. */
export const fetchTopic = (locale: Locale, id: number, transport?: Transport) =>
  callBackend(
    { method: 'GET', path: '/api/services/app/Topic/GetDetailDto', locale, query: { id } },
    topicDtoSchema,
    transport,
  )

export const getTopic = cachedRead('topic', fetchTopic, (locale, id) => [
  tags.topic(locale, String(id)),
])

/** `GET /Topic/GetSlugTopicById?topicId=`: the topic's slug in `locale` (for the other language's link). */
export const fetchTopicSlug = (locale: Locale, id: number, transport?: Transport) =>
  callBackend(
    { method: 'GET', path: '/Topic/GetSlugTopicById', locale, query: { topicId: id } },
    z.string(),
    transport,
  )

export const getTopicSlug = cachedRead('topicSlug', fetchTopicSlug, (locale, id) => [
  tags.topic(locale, String(id)),
])
