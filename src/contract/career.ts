import { z } from 'zod'

import { BusinessArea, CareerLevel } from '@/domain/enums'
import type { FileKind } from '@/domain/fileType'
import { PROVINCE_KEYS } from '@/domain/provinces'

import { declareCall, declareList } from './call'
import { attachmentOf, normalizePhone, PHONE_PATTERN } from './contact'
import { contentCultureSchema } from './contentCulture'
import {
  boolParam,
  choiceParam,
  emailParam,
  entitySlugParam,
  enumParam,
  idParam,
  lineText,
} from './params'

/** One job opening in a list (`Career/GetListBoxDto`). */
export const careerListItemSchema = z.object({
  id: z.number().int(),
  /** When the entity last changed (its page's last modification, for the sitemap). */
  lastModificationTime: z.string(),
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
  /** The recruitment inbox (settings): the alternative to the application form, by e-mail. */
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

/** What a CV may be, told by its bytes: a PDF or a Word document (DOCX). */
export const CV_KINDS = ['pdf', 'docx'] as const satisfies readonly FileKind[]
/** The largest CV accepted (decoded bytes). */
export const CV_MAX_BYTES = 5 * 1024 * 1024
/** The file picker's hint: what a CV may be named. */
export const CV_ACCEPT = '.pdf,.docx'
export const COVER_LETTER_MAX = 4000

/** An application's fields other than the CV. */
const applicationShape = {
  careerId: idParam(),
  fullName: lineText(2, 100),
  email: emailParam(),
  phoneNumber: z
    .string()
    .trim()
    .transform(normalizePhone)
    .pipe(z.string().regex(PHONE_PATTERN, 'not a Vietnamese phone number')),
  /** Several lines; no control characters other than line breaks and tabs. */
  coverLetter: z
    .string()
    .trim()
    .max(COVER_LETTER_MAX)
    .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, 'must be plain text')
    .optional(),
  /** The privacy-policy checkbox: unticked by default, required. */
  consent: boolParam().refine((value) => value === true, 'consent required'),
  /** Minted by the form once per fill-in: the same key sent again answers the same application. */
  idempotencyKey: z.string().trim().toLowerCase().pipe(z.uuid('must be a UUID')),
  /** A honeypot: hidden from people, so any value means a robot (refused, nothing written). */
  website: z.string().max(2000).optional(),
}

const emptyHoneypot = (input: { website?: string | undefined }, context: z.RefinementCtx) => {
  if (input.website?.trim())
    context.addIssue({ code: 'custom', path: ['website'], message: 'must be empty' })
}

/**
 * The fields without the CV: what the browser checks before it reads the file. One rule set for
 * the form, the renderer's server action and the backend (`careerApplyInputSchema`).
 */
export const careerApplyFieldsSchema = z.object(applicationShape).superRefine(emptyHoneypot)

/** `Career/Apply`'s input: the fields and the CV (a PDF or DOCX by its bytes, at most 5 MiB). */
export const careerApplyInputSchema = z
  .object({ ...applicationShape, cv: attachmentOf(CV_KINDS, CV_MAX_BYTES) })
  .superRefine(emptyHoneypot)
/** An application as the backend stores it (after binding). */
export type CareerApplyInput = z.output<typeof careerApplyInputSchema>
/** An application as a caller sends it. */
export type CareerApplyInputIn = z.input<typeof careerApplyInputSchema>

/** Applies for an open position with a CV; answers the application's reference (`UV-000045`). */
export const careerApply = declareCall({
  method: 'POST',
  path: '/api/services/app/Career/Apply',
  audience: 'anonymous',
  input: careerApplyInputSchema,
  result: z.object({ id: z.number().int(), reference: z.string() }),
  // A 5 MiB CV is about 6.7 MiB in base64, plus the other fields.
  maxBodyBytes: 8 * 1024 * 1024,
})
