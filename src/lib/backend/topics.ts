import 'server-only'

import { topicBySlug, topicDetail, topicLinkById, topicSlugById } from '@/contract/topic'
import { TopicLinkIds, type TopicLinkName } from '@/domain/enums'
import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'

import { cachedRead } from './cache'
import { request } from './client'
import type { Transport } from './transport'

/** Where a numbered topic lives (`result.detailUrl`). */
export const fetchTopicLink = (locale: Locale, link: TopicLinkName, transport?: Transport) =>
  request(topicLinkById, locale, { id: TopicLinkIds[link] }, { transport })

export const getTopicLink = cachedRead('topicLink', fetchTopicLink, (locale) => [
  tags.topics(locale),
])

/** The page where visitors find this policy: the page of both policies when the backend cannot say. */
export const POLICIES_PATH = '/topic/termAndPolicy'

/** Where a policy topic (privacy, terms of use) lives, unprefixed; never fails. */
export async function policyHref(locale: Locale, topic: TopicLinkName): Promise<string> {
  try {
    return (await getTopicLink(locale, topic)).detailUrl
  } catch {
    return POLICIES_PATH
  }
}

export const fetchTopic = (locale: Locale, id: number, transport?: Transport) =>
  request(topicDetail, locale, { id }, { transport })

export const getTopic = cachedRead('topic', fetchTopic, (locale, id) => [
  tags.topic(locale, String(id)),
])

/** The topic's slug in `locale` (for the other language's link). */
export const fetchTopicSlug = (locale: Locale, id: number, transport?: Transport) =>
  request(topicSlugById, locale, { topicId: id }, { transport })

export const getTopicSlug = cachedRead('topicSlug', fetchTopicSlug, (locale, id) => [
  tags.topic(locale, String(id)),
])

/** A topic by its slug (`su-menh-cong-ty-t19`, or without its suffix), in `locale` (`Topic/GetTopicBySlug`). */
export const fetchTopicBySlug = (locale: Locale, slug: string, transport?: Transport) =>
  request(topicBySlug, locale, { slug }, { transport })

export const getTopicBySlug = cachedRead('topicBySlug', fetchTopicBySlug, (locale) => [
  tags.topics(locale),
])

/** The topics of `/topic/termAndPolicy`: the privacy policy and the terms of use. */
export const TERMS_TOPICS = ['PrivacyPolicy', 'TermsOfUse'] as const satisfies TopicLinkName[]

export const getTermsTopics = (locale: Locale) =>
  Promise.all(
    TERMS_TOPICS.map(async (link) => getTopic(locale, (await getTopicLink(locale, link)).id)),
  )
