import { z } from 'zod'

import { TEXT_SOURCE, type UserConfiguration } from '@/contract/configuration'
import { Languages } from '@/domain/enums'
import { defaultLocale } from '@/i18n/locales'

import { defineEndpoint } from '../endpoint'
import { getTextValues } from '../services/languageTexts'

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
export const getAll = defineEndpoint({
  method: 'GET',
  path: '/AbpUserConfiguration/GetAll',
  audience: 'anonymous',
  input: z.object({}),
  handle: async (_input, { culture, payload, tenantId }): Promise<UserConfiguration> => {
    const currentLanguage = languages.find((language) => language.name === culture) ?? languages[1]!
    return {
      localization: {
        currentCulture: { name: currentLanguage.iso, displayName: currentLanguage.displayName },
        currentLanguage,
        languages,
        sources: [{ name: TEXT_SOURCE, type: 'DatabaseLocalizationSource' }],
        values: await getTextValues(payload, culture),
      },
      session: { tenantId, userId: null },
    }
  },
})
