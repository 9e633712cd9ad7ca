import { z } from 'zod'

import { parseId } from '@/domain/ids'

import { declareCall } from './call'
import { contentCultureSchema } from './contentCulture'
import { idParam, slugParam } from './params'

/** A topic as the backend answers it; `content` is HTML, `detailUrl` a locale-less path. */
export const topicDtoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  summary: z.string().nullable(),
  content: z.string(),
  detailUrl: z.string(),
  /** The language the texts are in (see `contentCultureSchema`). */
  contentCulture: contentCultureSchema,
  topicLink: z.number().int().nullable(),
  lastModificationTime: z.string().nullable(),
})
export type TopicDto = z.infer<typeof topicDtoSchema>

export const topicLinkDtoSchema = z.object({
  id: z.number().int(),
  topicLink: z.number().int(),
  title: z.string(),
  detailUrl: z.string(),
})
export type TopicLinkDto = z.infer<typeof topicLinkDtoSchema>

/** Entity paths end in a type code and an id: `chinh-sach-bao-mat-t5`, `may-lanh-prd42` (spec §2). */
export const ENTITY_CODES = [
  'trainc',
  'prdb',
  'prj',
  'prd',
  'pc',
  'ha',
  'bg',
  't',
  'p',
  'c',
] as const
export type EntityCode = (typeof ENTITY_CODES)[number]

const ENTITY_PATH = new RegExp(`^([a-z0-9]+(?:-[a-z0-9]+)*)-(${ENTITY_CODES.join('|')})(\\d+)$`)

/** `{ slug, code, id }` of an entity path, or null when the path is not one. */
export function parseEntityPath(
  path: string,
): { slug: string; code: EntityCode; id: number } | null {
  const match = ENTITY_PATH.exec(path)
  if (!match) return null
  const id = parseId(match[3])
  return id === null ? null : { slug: match[1]!, code: match[2] as EntityCode, id }
}

/** The locale-less path of an entity: `/${slug}-${code}${id}`. */
export const entityPath = (slug: string, code: EntityCode, id: number): string =>
  `/${slug}-${code}${id}`

/** `id` 25: privacy policy, 26: terms of use, 19: company mission (spec §3). */
export const topicLinkById = declareCall({
  method: 'GET',
  path: '/api/services/app/Topic/GetTopicLinkDtoById',
  audience: 'anonymous',
  input: z.object({ id: idParam() }),
  result: topicLinkDtoSchema,
})

export const topicDetail = declareCall({
  method: 'GET',
  path: '/api/services/app/Topic/GetDetailDto',
  audience: 'anonymous',
  input: z.object({ id: idParam() }),
  result: topicDtoSchema,
})

/** The topic as a page shows it (the spec leaves its shape open: the detail DTO). */
export const topicUi = declareCall({
  method: 'GET',
  path: '/api/services/app/Topic/GetUi',
  audience: 'anonymous',
  input: z.object({ id: idParam() }),
  result: topicDtoSchema,
})

export const topicBySlug = declareCall({
  method: 'GET',
  path: '/Topic/GetTopicBySlug',
  audience: 'anonymous',
  input: z.object({ slug: slugParam() }),
  result: topicDtoSchema,
})

/** The topic's slug in the request language (for the other language's link). */
export const topicSlugById = declareCall({
  method: 'GET',
  path: '/Topic/GetSlugTopicById',
  audience: 'anonymous',
  input: z.object({ topicId: idParam() }),
  result: z.string(),
})
