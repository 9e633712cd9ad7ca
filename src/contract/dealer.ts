import { z } from 'zod'

import { BusinessArea, DealerKind } from '@/domain/enums'
import { resolveProvince } from '@/domain/provinces'

import { declareCall, declareList } from './call'
import { enumParam, idParam } from './params'

/** A place to buy or get service (`Dealer/GetListBoxDto`, `Dealer/GetDetailDto`). */
export const dealerSchema = z.object({
  id: z.number().int(),
  /** Names and addresses in the request language (English writes them without diacritics). */
  name: z.string(),
  /** `DealerKind` number, with its name in the request language. */
  kind: z.number().int(),
  kindName: z.string(),
  /** `BusinessArea` numbers. */
  businessAreas: z.array(z.number().int()),
  street: z.string(),
  ward: z.string(),
  /** One of the 34 provinces and cities since 1 July 2025, by key and by name. */
  province: z.string(),
  provinceName: z.string(),
  /** Street, ward and province on one line. */
  address: z.string(),
  /** As the dealer writes it, and as a `tel:` link wants it (`+84…`). */
  phone: z.string(),
  phoneHref: z.string(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  /** schema.org `openingHours` (`Mo-Sa 08:00-20:00`), and the same as visitors read it. */
  openingHours: z.array(z.string()),
  openingHoursText: z.string(),
  hoursNote: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** From the position the request gave (`lat`, `lng`), in kilometres; null without one. */
  distanceKm: z.number().nullable(),
  /** Google Maps directions to the address (Vietnamese, as the dealer's sign reads). */
  directionsUrl: z.string(),
})
export type DealerDto = z.infer<typeof dealerSchema>

export const dealerDetailSchema = dealerSchema.extend({ lastModificationTime: z.string() })
export type DealerDetailDto = z.infer<typeof dealerDetailSchema>

/** A province by its key or by any current or former name (`binh-duong`, `Bình Dương`): today's key. */
const provinceParam = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(100)
    .transform((value, context) => {
      const key = resolveProvince(value)
      if (key !== null) return key
      context.addIssue({ code: 'custom', message: 'names no province of Vietnam' })
      return z.NEVER
    })

/** Decimal degrees (`10.78`, `-0.5`), from a number or a plain decimal string, within ±`limit`. */
const degreesParam = (limit: number) =>
  z.preprocess(
    (raw) =>
      typeof raw === 'string' && /^\s*[+-]?\d{1,3}(?:\.\d{1,12})?\s*$/.test(raw)
        ? Number(raw)
        : raw,
    z.number().min(-limit).max(limit),
  ) as unknown as z.ZodType<number, number | string>

/**
 * Active dealers, showrooms and service centres, nearest first when the request gives a position
 * (`lat` and `lng` together), else by display order and name. `province` takes a former
 * province's name too (a search for Bình Dương lists TP. Hồ Chí Minh's); `keyword` looks in the
 * name and address, ignoring accents, and also finds the province it names.
 */
export const dealerList = declareList({
  path: '/api/services/app/Dealer/GetListBoxDto',
  filters: {
    businessArea: enumParam(BusinessArea).optional(),
    kind: enumParam(DealerKind).optional(),
    province: provinceParam().optional(),
    keyword: z.string().trim().max(100).optional(),
    lat: degreesParam(90).optional(),
    lng: degreesParam(180).optional(),
  },
  item: dealerSchema,
  paging: { defaultSize: 12, maxSize: 50, defaultSort: 'displayOrder' },
})

/** One active entry. */
export const dealerDetail = declareCall({
  method: 'GET',
  path: '/api/services/app/Dealer/GetDetailDto',
  audience: 'anonymous',
  input: z.object({ id: idParam() }),
  result: dealerDetailSchema,
})
