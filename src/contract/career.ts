import { z } from 'zod'

import { BusinessArea, CareerLevel } from '@/domain/enums'
import { PROVINCE_KEYS } from '@/domain/provinces'

import { declareCall, declareList } from './call'
import { contentCultureSchema } from './contentCulture'
import { choiceParam, entitySlugParam, enumParam, idParam } from './params'

/** One job opening in a list (`Career/GetListBoxDto`). */
export const careerListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** `{slug}-c{id}`. */
  slug: z.string(),
  detailUrl: z.string(),
  /** The language the texts are in (see `contentCultureSchema`). */
  contentCulture: contentCultureSchema,
  /** Post type (spec §3): Career 10. */
  postType: z.number().int(),
  department: z.string(),
  businessArea: z.number().int().nullable(),
  province: z.string(),
  provinceName: z.string(),
  /** `EmploymentType` and `CareerLevel` numbers, with their names in the request language. */
  employmentType: z.number().int(),
  employmentTypeName: z.string(),
  level: z.number().int(),
  levelName: z.string(),
  openings: z.number().int(),
  /** Monthly gross in VND; both null: "negotiable". */
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  isNegotiable: z.boolean(),
  /** Last day to apply (`YYYY-MM-DD`, Asia/Ho_Chi_Minh). */
  deadline: z.string(),
  isExpired: z.boolean(),
  publishedAt: z.string(),
  summary: z.string(),
})
export type CareerListItemDto = z.infer<typeof careerListItemSchema>

/** The whole opening (`Career/GetDetailDto`): texts are HTML. */
export const careerDetailSchema = careerListItemSchema.extend({
  description: z.string(),
  requirements: z.string(),
  benefits: z.string(),
  /** Where applications go (settings), until the application form exists. */
  applyEmail: z.string().nullable(),
  lastModificationTime: z.string(),
})
export type CareerDetailDto = z.infer<typeof careerDetailSchema>

/** Open positions (deadline not passed), newest first. */
export const careerList = declareList({
  path: '/api/services/app/Career/GetListBoxDto',
  filters: {
    province: choiceParam(PROVINCE_KEYS).optional(),
    businessArea: enumParam(BusinessArea).optional(),
    level: enumParam(CareerLevel).optional(),
    keyword: z.string().trim().max(100).optional(),
  },
  item: careerListItemSchema,
  paging: { defaultSize: 12, maxSize: 100, defaultSort: 'publishedAt' },
})

/** Any published opening, expired ones included (they say so). */
export const careerDetail = declareCall({
  method: 'GET',
  path: '/api/services/app/Career/GetDetailDto',
  audience: 'anonymous',
  input: z.object({ id: idParam() }),
  result: careerDetailSchema,
})

/** An opening by its slug in the request language (`…-c12` or the bare slug): `/careersDetail?slug=`. */
export const careerBySlug = declareCall({
  method: 'GET',
  path: '/api/services/app/Career/GetDetailBySlug',
  audience: 'anonymous',
  input: z.object({ slug: entitySlugParam() }),
  result: careerDetailSchema,
})
