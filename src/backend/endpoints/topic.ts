import { z } from 'zod'

import { intParam } from '../binding'
import { defineEndpoint } from '../endpoint'
import { getTopic, getTopicBySlug, getTopicLink, getTopicSlug } from '../services/topics'

const id = intParam().pipe(z.number().int().positive())
const slug = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9-]+$/, 'slug must be lower-case letters, digits and hyphens')

/** `id` 25: privacy policy, 26: terms of use, 19: company mission (spec §3). */
export const topicLinkById = defineEndpoint({
  method: 'GET',
  path: '/api/services/app/Topic/GetTopicLinkDtoById',
  audience: 'anonymous',
  input: z.object({ id }),
  handle: (input, { payload, culture }) => getTopicLink(payload, culture, input.id),
})

export const topicDetail = defineEndpoint({
  method: 'GET',
  path: '/api/services/app/Topic/GetDetailDto',
  audience: 'anonymous',
  input: z.object({ id }),
  handle: (input, { payload, culture }) => getTopic(payload, culture, input.id),
})

/** The topic as a page shows it (the spec leaves its shape open: the detail DTO). */
export const topicUi = defineEndpoint({
  method: 'GET',
  path: '/api/services/app/Topic/GetUi',
  audience: 'anonymous',
  input: z.object({ id }),
  handle: (input, { payload, culture }) => getTopic(payload, culture, input.id),
})

export const topicBySlug = defineEndpoint({
  method: 'GET',
  path: '/Topic/GetTopicBySlug',
  audience: 'anonymous',
  input: z.object({ slug }),
  handle: (input, { payload, culture }) => getTopicBySlug(payload, culture, input.slug),
})

export const topicSlugById = defineEndpoint({
  method: 'GET',
  path: '/Topic/GetSlugTopicById',
  audience: 'anonymous',
  input: z.object({ topicId: id }),
  handle: (input, { payload, culture }) => getTopicSlug(payload, culture, input.topicId),
})
