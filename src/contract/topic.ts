import { z } from 'zod'

/** A topic as the backend answers it; `content` is HTML, `detailUrl` a locale-less path. */
export const topicDtoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  summary: z.string().nullable(),
  content: z.string(),
  detailUrl: z.string(),
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
  const id = Number(match[3])
  if (!Number.isSafeInteger(id) || id <= 0) return null
  return { slug: match[1]!, code: match[2] as EntityCode, id }
}

/** The locale-less path of an entity: `/${slug}-${code}${id}`. */
export const entityPath = (slug: string, code: EntityCode, id: number): string =>
  `/${slug}-${code}${id}`
