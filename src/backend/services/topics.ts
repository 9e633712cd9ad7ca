import type { Payload, Where } from 'payload'

import { entityPath, type TopicDto, type TopicLinkDto } from '@/contract/topic'
import { enumNames, TopicLinkIds } from '@/domain/enums'
import { defaultLocale, type Locale } from '@/i18n/locales'
import type { Topic } from '@/payload-types'

import { notFoundFault } from '../errors'
import { richTextToHtml } from '../richText'
import { oneWithContentCulture } from './contentCulture'

const read = { overrideAccess: true, depth: 0 } as const

const toLinkDto = (topic: Topic): TopicLinkDto => ({
  id: topic.id,
  topicLink: topic.topicLink ? TopicLinkIds[topic.topicLink] : 0,
  title: topic.title,
  detailUrl: entityPath(topic.slug, 't', topic.id),
})

const toDto = (payload: Payload, culture: Locale, topic: Topic): Promise<TopicDto> =>
  oneWithContentCulture(payload, 'topics', culture, {
    ...toLinkDto(topic),
    slug: `${topic.slug}-t${topic.id}`,
    topicLink: topic.topicLink ? TopicLinkIds[topic.topicLink] : null,
    summary: topic.summary ?? null,
    content: richTextToHtml(topic.content),
    lastModificationTime: topic.updatedOn ?? topic.updatedAt ?? null,
  })

async function findOne(payload: Payload, culture: Locale, where: Where): Promise<Topic> {
  const { docs } = await payload.find({
    collection: 'topics',
    ...read,
    locale: culture,
    fallbackLocale: defaultLocale,
    where: { and: [where, { isActive: { equals: true } }] },
    limit: 1,
    pagination: false,
  })
  const topic = docs[0]
  if (!topic) throw notFoundFault('There is no topic with the given id.')
  return topic
}

const topicLinkName = enumNames(TopicLinkIds)

/** The topic the site links to by number (25 privacy policy, 26 terms of use, …). */
export async function getTopicLink(
  payload: Payload,
  culture: Locale,
  linkId: number,
): Promise<TopicLinkDto> {
  const name = topicLinkName.get(linkId)
  if (!name) throw notFoundFault(`There is no topic link ${linkId}.`)
  return toLinkDto(await findOne(payload, culture, { topicLink: { equals: name } }))
}

export async function getTopic(payload: Payload, culture: Locale, id: number): Promise<TopicDto> {
  return toDto(payload, culture, await findOne(payload, culture, { id: { equals: id } }))
}

/** By slug, with or without its `-t{id}` suffix, in the request language (or Vietnamese). */
export async function getTopicBySlug(
  payload: Payload,
  culture: Locale,
  slug: string,
): Promise<TopicDto> {
  const suffixed = /-t(\d+)$/.exec(slug)
  if (suffixed) return getTopic(payload, culture, Number(suffixed[1]))
  try {
    return await toDto(
      payload,
      culture,
      await findOne(payload, culture, { slug: { equals: slug } }),
    )
  } catch {
    const { docs } = await payload.find({
      collection: 'topics',
      ...read,
      locale: defaultLocale,
      where: { slug: { equals: slug } },
      limit: 1,
      pagination: false,
    })
    if (!docs[0]) throw notFoundFault('There is no topic with the given slug.')
    return getTopic(payload, culture, docs[0].id)
  }
}

/** The topic's slug (with its suffix) in the request language. */
export async function getTopicSlug(payload: Payload, culture: Locale, id: number): Promise<string> {
  return (await getTopic(payload, culture, id)).slug
}
