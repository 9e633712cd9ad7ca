import { beforeAll, describe, expect, it } from 'vitest'

import { TEXT_SOURCE } from '@/contract/configuration'
import { textCatalogue } from '@/i18n/catalogue'
import { registerMissingTexts } from '@/i18n/registerTexts'
import { fetchUserConfiguration } from '@/lib/backend/configuration'
import { inProcessTransport } from '@/lib/backend/transport'

import { testPayload } from '../helpers/payload'

describe('interface text auto-registration', () => {
  beforeAll(async () => {
    // The server registers texts at start; start from a clean slate here.
    const payload = await testPayload()
    await payload.delete({
      collection: 'language-texts',
      where: { source: { equals: TEXT_SOURCE } },
      overrideAccess: true,
    })
  })

  it('registers every repository text for both languages under its hash key', async () => {
    const written = await registerMissingTexts(inProcessTransport)
    expect(written).toBe(textCatalogue().length * 2)
    const vi = await fetchUserConfiguration('vi', inProcessTransport)
    const en = await fetchUserConfiguration('en', inProcessTransport)
    const entry = textCatalogue().find((item) => item.path === 'notFound.title')!
    expect(entry.key).toMatch(/^t[0-9a-f]{20}$/)
    expect(vi.localization.values[TEXT_SOURCE]?.[entry.key]).toBe(entry.values.vi)
    expect(en.localization.values[TEXT_SOURCE]?.[entry.key]).toBe('This page could not be found')
  })

  it('registers nothing the second time (once, not per request)', async () => {
    expect(await registerMissingTexts(inProcessTransport)).toBe(0)
  })

  it('registers only the language that lost its text, keeping the other', async () => {
    const payload = await testPayload()
    const entry = textCatalogue().find((item) => item.path === 'search.placeholder')!
    const { docs } = await payload.find({
      collection: 'language-texts',
      where: { key: { equals: entry.key } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    await payload.update({
      collection: 'language-texts',
      id: docs[0]!.id,
      locale: 'en',
      data: { value: '' },
      overrideAccess: true,
    })
    expect(await registerMissingTexts(inProcessTransport)).toBe(1)
    const en = await fetchUserConfiguration('en', inProcessTransport)
    expect(en.localization.values[TEXT_SOURCE]?.[entry.key]).toBe(entry.values.en)
  })

  it('keeps what a translator changed', async () => {
    const payload = await testPayload()
    const entry = textCatalogue().find((item) => item.path === 'nav.contact')!
    const { docs } = await payload.find({
      collection: 'language-texts',
      where: { key: { equals: entry.key } },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'language-texts',
      id: docs[0]!.id,
      locale: 'vi',
      data: { value: 'Liên hệ với chúng tôi' },
      overrideAccess: true,
    })
    expect(await registerMissingTexts(inProcessTransport)).toBe(0)
    const vi = await fetchUserConfiguration('vi', inProcessTransport)
    expect(vi.localization.values[TEXT_SOURCE]?.[entry.key]).toBe('Liên hệ với chúng tôi')
  })
})
