import { updateLanguageTextInputSchema } from '@/contract/configuration'
import { isLocale } from '@/i18n/locales'

import { forbiddenFault, validationFault } from '../errors'
import { defineEndpoint } from '../endpoint'
import { updateLanguageText } from '../services/languageTexts'

/** Registers or changes one interface text in one language (staff and the renderer only). */
export const updateLanguageTextEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/services/app/Language/UpdateLanguageText',
  audience: 'staff',
  input: updateLanguageTextInputSchema,
  handle: async (input, { payload, principal }) => {
    const languageName = input.languageName.toLowerCase()
    if (!isLocale(languageName)) {
      throw validationFault([
        { message: `Unknown language: ${input.languageName}.`, members: ['languageName'] },
      ])
    }
    // Translators change existing texts; new keys come from editors, admins and the renderer.
    const allowCreate =
      principal.kind === 'service' ||
      (principal.kind === 'staff' &&
        principal.roles.some((role) => role === 'admin' || role === 'editor'))
    const stored = await updateLanguageText(payload, { ...input, languageName }, { allowCreate })
    if (!stored) throw forbiddenFault()
    return null
  },
})
