import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import type { Localised, SeedContent } from './load'
import type { DealerSeed } from './schema'
import { createAll, createBilingual } from './write'

const data = (dealer: Localised<DealerSeed>) => (locale: Locale) => {
  const { vi } = dealer
  const doc = dealer[locale]
  return {
    name: doc.name,
    kind: vi.kind,
    businessAreas: vi.businessAreas,
    street: doc.street,
    ward: doc.ward,
    province: vi.province,
    latitude: vi.latitude,
    longitude: vi.longitude,
    phone: vi.phone,
    email: vi.email ?? null,
    website: vi.website ?? null,
    openingHours: vi.openingHours,
    hoursNote: doc.hoursNote ?? null,
    displayOrder: vi.displayOrder,
    isActive: true,
  }
}

/** Dealers, showrooms and service centres, matched by their Vietnamese name and province. */
export const seedDealers = (payload: Payload, content: SeedContent): Promise<number> =>
  createAll(content.dealers, (dealer) =>
    createBilingual(
      payload,
      'dealers',
      {
        and: [{ name: { equals: dealer.vi.name } }, { province: { equals: dealer.vi.province } }],
      },
      data(dealer),
    ),
  )
