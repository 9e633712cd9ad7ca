import { getAll, getSettingKey, TEXT_SOURCE, updateLanguageText } from '@/contract/configuration'
import { Languages } from '@/domain/enums'
import { defaultLocale, isLocale } from '@/i18n/locales'

import { implement } from '../endpoint'
import { forbiddenFault, validationFault } from '../errors'
import { getTextValues, updateLanguageText as storeLanguageText } from '../services/languageTexts'
import { getSettingValue } from '../services/settings'

const languages = Languages.map((language) => ({
  id: language.id,
  name: language.name,
  iso: language.iso,
  displayName: language.displayName,
  icon: language.icon,
  isDefault: language.name === defaultLocale,
  isDisabled: false,
  isRightToLeft: false,
}))

/** ABP's user configuration: here the localisation part (languages and interface texts). */
export const getAllEndpoint = implement(
  getAll,
  async (_input, { culture, payload, tenantId, principal }) => {
    const currentLanguage = languages.find((language) => language.name === culture) ?? languages[1]!
    return {
      localization: {
        currentCulture: { name: currentLanguage.iso, displayName: currentLanguage.displayName },
        currentLanguage,
        languages,
        sources: [{ name: TEXT_SOURCE, type: 'DatabaseLocalizationSource' }],
        values: await getTextValues(payload, culture),
      },
      session: { tenantId, userId: principal.kind === 'visitor' ? principal.visitorId : null },
    }
  },
)

export const updateLanguageTextEndpoint = implement(
  updateLanguageText,
  async (input, { payload, principal }) => {
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
    const stored = await storeLanguageText(payload, { ...input, languageName }, { allowCreate })
    if (!stored) throw forbiddenFault()
    return null
  },
)

export const getSettingKeyEndpoint = implement(getSettingKey, (input, { payload, culture }) =>
  getSettingValue(payload, culture, input.keyString),
)
