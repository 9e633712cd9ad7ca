import { z } from 'zod'

import { defineEndpoint } from '../endpoint'
import { getSettingValue } from '../services/settings'

/** One site setting's value in the request language (`null` when no such setting exists). */
export const getSettingKey = defineEndpoint({
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
  handle: (input, { payload, culture }) => getSettingValue(payload, culture, input.keyString),
})
