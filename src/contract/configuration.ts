import { z } from 'zod'

import { declareCall } from './call'

export const languageInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  iso: z.string(),
  displayName: z.string(),
  icon: z.string().nullable(),
  isDefault: z.boolean(),
  isDisabled: z.boolean(),
  isRightToLeft: z.boolean(),
})

/** The part of `/AbpUserConfiguration/GetAll` the renderer reads (ABP sends more; extra keys pass). */
export const userConfigurationSchema = z.object({
  localization: z.object({
    currentCulture: z.object({ name: z.string(), displayName: z.string() }),
    currentLanguage: languageInfoSchema,
    languages: z.array(languageInfoSchema),
    sources: z.array(z.object({ name: z.string(), type: z.string() })),
    /** values[sourceName][key] = text in the current language. */
    values: z.record(z.string(), z.record(z.string(), z.string())),
  }),
  session: z.object({ tenantId: z.number().int().nullable(), userId: z.number().int().nullable() }),
})
export type UserConfiguration = z.infer<typeof userConfigurationSchema>

export const updateLanguageTextInputSchema = z.object({
  languageName: z.string().min(2).max(10),
  sourceName: z.string().min(1).max(128),
  key: z.string().min(1).max(256),
  value: z.string().max(10000),
  /** Not in ABP's input: where the text is used, shown to translators. */
  name: z.string().max(256).optional(),
})
export type UpdateLanguageTextInput = z.infer<typeof updateLanguageTextInputSchema>

/** The localisation source of this site's interface texts. */
export const TEXT_SOURCE = 'Sora'

/** ABP's user configuration: languages and the interface texts of the request's language. */
export const getAll = declareCall({
  method: 'GET',
  path: '/AbpUserConfiguration/GetAll',
  audience: 'anonymous',
  input: z.object({}),
  result: userConfigurationSchema,
})

/** Registers or changes one interface text in one language (staff and the renderer only). */
export const updateLanguageText = declareCall({
  method: 'PUT',
  path: '/api/services/app/Language/UpdateLanguageText',
  audience: 'staff',
  input: updateLanguageTextInputSchema,
  result: z.null(),
})

/** One site setting's value in the request language (`null` when no such setting exists). */
export const getSettingKey = declareCall({
  method: 'GET',
  path: '/api/services/app/Setting/GetSettingKey',
  audience: 'anonymous',
  input: z.object({
    keyString: z
      .string({ error: 'keyString is required' })
      .trim()
      .min(1, 'keyString is required')
      .max(128)
      .regex(/^[A-Za-z][A-Za-z0-9.]*$/, 'keyString must be a setting name such as FacebookPageUrl'),
  }),
  result: z.string().nullable(),
})
