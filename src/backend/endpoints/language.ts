import { updateLanguageTextInputSchema } from '@/contract/configuration'
import { isLocale } from '@/i18n/locales'

import { validationFault } from '../errors'
import { defineEndpoint } from '../endpoint'
import { updateLanguageText } from '../services/languageTexts'

/** Registers or changes one interface text in one language (staff and the renderer only). */
export const updateLanguageTextEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/services/app/Language/UpdateLanguageText',
  audience: 'staff',
  input: updateLanguageTextInputSchema,
  handle: async (input, { payload }) => {
    const languageName = input.languageName.toLowerCase()
    if (!isLocale(languageName)) {
      throw validationFault([
        { message: `Unknown language: ${input.languageName}.`, members: ['languageName'] },
      ])
    }
    await updateLanguageText(payload, { ...input, languageName })
    return null
  },
})
