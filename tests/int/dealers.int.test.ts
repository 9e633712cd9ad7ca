import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BusinessArea, DealerKind } from '@/domain/enums'
import { distanceKm } from '@/domain/geo'
import { fetchDealer, fetchDealers } from '@/lib/backend/dealers'
import { inProcessTransport } from '@/lib/backend/transport'
import type { Dealer } from '@/payload-types'
import { onInvalidation } from '@/server/cacheState'

import { testPayload } from '../helpers/payload'
import { bothTransports, ids, raw, status } from '../helpers/transports'

const LIST = '/api/services/app/Dealer/GetListBoxDto'
const DETAIL = '/api/services/app/Dealer/GetDetailDto'

const quiet = { overrideAccess: true, context: { disableRevalidate: true } } as const
/** A word no seeded dealer has, so lists can be narrowed to this file's dealers. */
const tag = `zyxwv${Math.random().toString(36).slice(2, 7)}`

/** Tags the hooks dropped on this instance. */
const expired: string[] = []
onInvalidation((invalidation) => {
  if ('tags' in invalidation) expired.push(...invalidation.tags)
})

let payload: Payload
const fixture = {} as { shop: Dealer; showroom: Dealer; service: Dealer; hidden: Dealer }

type Place = Partial<Dealer> & Pick<Dealer, 'name' | 'street' | 'ward' | 'province'>

async function place(data: Place, english: Pick<Dealer, 'name' | 'street' | 'ward'>) {
  const doc = await payload.create({
    collection: 'dealers',
    ...quiet,
    locale: 'vi',
    data: {
      kind: 'Dealer',
      businessAreas: ['HomeAppliances'],
      latitude: 22.3964,
      longitude: 103.4582,
      phone: '(0213) 3876 543',
      openingHours: [{ days: 'Mo-Sa', opens: '08:00', closes: '20:00' }],
      displayOrder: 0,
      isActive: true,
      ...data,
    },
  })
  await payload.update({ collection: 'dealers', id: doc.id, ...quiet, locale: 'en', data: english })
  return doc
}

beforeAll(async () => {
  payload = await testPayload()
  // Lai Châu has no seeded dealers: its list is this file's alone.
  fixture.shop = await place(
    {
      name: `Điện máy ${tag} Phong Thổ`,
      kind: 'Dealer',
      businessAreas: ['HomeAppliances', 'BuildingSolution'],
      street: '12 Trần Phú',
      ward: 'Phường Tân Phong',
      province: 'lai-chau',
      displayOrder: 5,
      hoursNote: 'Nghỉ trưa 12:00–13:00',
    },
    { name: `${tag} Phong Tho Electronics`, street: '12 Tran Phu Street', ward: 'Tan Phong Ward' },
  )
  fixture.showroom = await place(
    {
      name: `Phòng trưng bày ${tag} Sìn Hồ`,
      kind: 'Showroom',
      businessAreas: ['FactoryAutomation'],
      street: '5 Hùng Vương',
      ward: 'Xã Sìn Hồ',
      province: 'lai-chau',
      latitude: 22.3605,
      longitude: 103.2411,
      phone: '0912 345 678',
      email: 'sinho@example.com',
      website: 'https://example.com/sin-ho',
      openingHours: [
        { days: 'Mo-Fr', opens: '08:00', closes: '17:00' },
        { days: 'Sa', opens: '08:00', closes: '12:00' },
      ],
      displayOrder: 50,
    },
    { name: `${tag} Sin Ho Showroom`, street: '5 Hung Vuong Street', ward: 'Sin Ho Commune' },
  )
  // In the former Bình Dương province, part of TP. Hồ Chí Minh since 1 July 2025.
  fixture.service = await place(
    {
      name: `Trạm bảo hành ${tag} Thủ Dầu Một`,
      kind: 'ServiceCentre',
      street: '20 Yersin',
      ward: 'Phường Thủ Dầu Một',
      province: 'ho-chi-minh',
      latitude: 10.9804,
      longitude: 106.6519,
      phone: '1800 585 833',
    },
    {
      name: `${tag} Thu Dau Mot Service Point`,
      street: '20 Yersin Street',
      ward: 'Thu Dau Mot Ward',
    },
  )
  fixture.hidden = await place(
    {
      name: `Đại lý ẩn ${tag}`,
      street: '1 Lê Lợi',
      ward: 'Phường Tân Phong',
      province: 'lai-chau',
      isActive: false,
    },
    { name: `${tag} hidden dealer`, street: '1 Le Loi Street', ward: 'Tan Phong Ward' },
  )
})

afterAll(async () => {
  for (const doc of Object.values(fixture))
    await payload.delete({ collection: 'dealers', id: doc.id, ...quiet })
})

const transports = bothTransports()

describe.each(Object.keys(transports))('dealer calls over the %s transport', (name) => {
  const transport = () => transports[name]!()

  describe('Dealer/GetListBoxDto', () => {
    it('lists active entries by display order (higher first), leaving out inactive ones', async () => {
      const list = await fetchDealers('vi', { keyword: tag }, transport())
      expect(ids(list)).toEqual([fixture.showroom.id, fixture.shop.id, fixture.service.id])
      expect(list.totalCount).toBe(3)
      const province = await fetchDealers('vi', { province: 'lai-chau' }, transport())
      expect(ids(province)).toEqual([fixture.showroom.id, fixture.shop.id])
    })

    it('describes each entry in the request language, with hours, phone and directions', async () => {
      const address = '12 Trần Phú, Phường Tân Phong, Lai Châu'
      const directions = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${address}, Việt Nam`)}`
      const [vi] = (await fetchDealers('vi', { keyword: `${tag} phong tho` }, transport())).items
      expect(vi).toEqual({
        id: fixture.shop.id,
        name: `Điện máy ${tag} Phong Thổ`,
        kind: DealerKind.Dealer,
        kindName: 'Đại lý ủy quyền',
        businessAreas: [BusinessArea.HomeAppliances, BusinessArea.BuildingSolution],
        street: '12 Trần Phú',
        ward: 'Phường Tân Phong',
        province: 'lai-chau',
        provinceName: 'Lai Châu',
        address,
        phone: '(0213) 3876 543',
        phoneHref: '+842133876543',
        email: null,
        website: null,
        openingHours: ['Mo-Sa 08:00-20:00'],
        openingHoursText: 'Thứ Hai – Thứ Bảy: 08:00–20:00',
        hoursNote: 'Nghỉ trưa 12:00–13:00',
        latitude: 22.3964,
        longitude: 103.4582,
        distanceKm: null,
        directionsUrl: directions,
      })
      const [en] = (await fetchDealers('en', { keyword: `${tag} phong tho` }, transport())).items
      expect(en).toMatchObject({
        name: `${tag} Phong Tho Electronics`,
        kindName: 'Authorised dealer',
        address: '12 Tran Phu Street, Tan Phong Ward, Lai Chau',
        provinceName: 'Lai Chau',
        openingHoursText: 'Monday–Saturday: 08:00–20:00',
        // No English note yet: the Vietnamese one stands in.
        hoursNote: 'Nghỉ trưa 12:00–13:00',
        // Maps finds the address on the dealer's sign, in Vietnamese, in every language.
        directionsUrl: directions,
      })
      const showroom = await fetchDealers('en', { keyword: tag, kind: 'Showroom' }, transport())
      expect(showroom.items[0]).toMatchObject({
        kindName: 'Showroom',
        email: 'sinho@example.com',
        website: 'https://example.com/sin-ho',
        openingHours: ['Mo-Fr 08:00-17:00', 'Sa 08:00-12:00'],
        openingHoursText: 'Monday–Friday: 08:00–17:00 · Saturday: 08:00–12:00',
      })
    })

    it('narrows by business area and kind, by name or number in any case', async () => {
      for (const kind of ['Showroom', 'showroom', DealerKind.Showroom, '20'] as const) {
        const answer = await raw(transport(), { path: LIST, query: { keyword: tag, Kind: kind } })
        expect(answer.body, String(kind)).toMatchObject({
          result: { totalCount: 1, items: [{ id: fixture.showroom.id }] },
        })
      }
      const automation = await fetchDealers(
        'vi',
        { keyword: tag, businessArea: 'FactoryAutomation' },
        transport(),
      )
      expect(ids(automation)).toEqual([fixture.showroom.id])
      const home = await raw(transport(), {
        path: LIST,
        query: { keyword: tag, BusinessArea: 'homeAppliances' },
      })
      expect(home.body).toMatchObject({
        result: { items: [{ id: fixture.shop.id }, { id: fixture.service.id }] },
      })
      const service = await fetchDealers('vi', { keyword: tag, kind: 'ServiceCentre' }, transport())
      expect(ids(service)).toEqual([fixture.service.id])
    })

    it('finds the entries of a merged province by its former name, in any spelling', async () => {
      for (const province of [
        'Bình Dương',
        'binh duong',
        'Tỉnh Bình Dương',
        'binh-duong',
        'Binh Duong Province',
        'TP. Hồ Chí Minh',
        'ho-chi-minh',
      ]) {
        const list = await fetchDealers('vi', { keyword: tag, province }, transport())
        expect(ids(list), province).toEqual([fixture.service.id])
      }
      const [city, former, coast] = await Promise.all(
        ['ho-chi-minh', 'Bình Dương', 'Bà Rịa - Vũng Tàu'].map((province) =>
          fetchDealers('vi', { province, rowsPerPage: 50 }, transport()),
        ),
      )
      expect(city!.totalCount).toBeGreaterThan(1)
      expect(former!.totalCount).toBe(city!.totalCount)
      expect(coast!.totalCount).toBe(city!.totalCount)
      // Typed as the search words, a former province's name finds its successor's entries too.
      const searched = await fetchDealers(
        'vi',
        { keyword: 'Bình Dương', rowsPerPage: 50 },
        transport(),
      )
      expect(searched.totalCount).toBeGreaterThanOrEqual(city!.totalCount)
      const inLaiChau = await fetchDealers('en', { keyword: 'lai chau province' }, transport())
      expect(ids(inLaiChau)).toEqual([fixture.showroom.id, fixture.shop.id])
    })

    it('searches names and addresses ignoring accents and case, in both languages', async () => {
      const unaccented = await fetchDealers(
        'vi',
        { keyword: `DIEN MAY ${tag} PHONG THO` },
        transport(),
      )
      expect(ids(unaccented)).toEqual([fixture.shop.id])
      const street = await fetchDealers('vi', { keyword: `${tag} trần phú` }, transport())
      expect(ids(street)).toEqual([fixture.shop.id])
      const ward = await fetchDealers('vi', { keyword: `sìn hồ ${tag}` }, transport())
      expect(ids(ward)).toEqual([fixture.showroom.id])
      // Words match from their start: `sin` is not found inside `Yersin`.
      const inside = await fetchDealers('vi', { keyword: `${tag} ersin` }, transport())
      expect(inside.totalCount).toBe(0)
      const english = await fetchDealers('en', { keyword: `${tag} service point` }, transport())
      expect(ids(english)).toEqual([fixture.service.id])
      // An English visitor may type the Vietnamese name from the shop's sign.
      const sign = await fetchDealers('en', { keyword: `Trạm bảo hành ${tag}` }, transport())
      expect(ids(sign)).toEqual([fixture.service.id])
      const none = await fetchDealers('vi', { keyword: `${tag} không có` }, transport())
      expect(none).toEqual({ totalCount: 0, items: [] })
    })

    it('sorts nearest first from a position and answers the distance in kilometres', async () => {
      const near = await fetchDealers(
        'vi',
        { keyword: tag, lat: 22.3964, lng: 103.4582 },
        transport(),
      )
      expect(ids(near)).toEqual([fixture.shop.id, fixture.showroom.id, fixture.service.id])
      const km = (dealer: Dealer) =>
        Math.round(distanceKm({ latitude: 22.3964, longitude: 103.4582 }, dealer) * 10) / 10
      expect(near.items.map((item) => item.distanceKm)).toEqual([
        0,
        km(fixture.showroom),
        km(fixture.service),
      ])
      expect(near.items[2]!.distanceKm).toBeGreaterThan(1000)
      // Bound as ASP.NET binds it: any case, decimal strings.
      const south = await raw(transport(), {
        path: LIST,
        query: { Keyword: tag, LAT: '10.98', Lng: '106.65' },
      })
      const nearest = (south.body as { result: { items: { id: number }[] } }).result.items[0]
      expect(nearest?.id).toBe(fixture.service.id)
    })

    it('pages within the contract bounds and refuses malformed filters', async () => {
      const second = await fetchDealers(
        'vi',
        { keyword: tag, rowsPerPage: 1, page: 2 },
        transport(),
      )
      expect(ids(second)).toEqual([fixture.shop.id])
      expect(second.totalCount).toBe(3)
      const skipped = await fetchDealers(
        'vi',
        { keyword: tag, skipCount: 2, maxResultCount: 5 },
        transport(),
      )
      expect(ids(skipped)).toEqual([fixture.service.id])
      const past = await fetchDealers('vi', { keyword: tag, page: 9, rowsPerPage: 10 }, transport())
      expect(past).toEqual({ totalCount: 3, items: [] })
      const largest = await fetchDealers('vi', { rowsPerPage: 50 }, transport())
      expect(largest.items).toHaveLength(50)
      for (const [query, member] of [
        [{ rowsPerPage: 51 }, 'rowsPerPage'],
        [{ maxResultCount: 0 }, 'maxResultCount'],
        [{ page: 0 }, 'page'],
        [{ province: 'atlantis' }, 'province'],
        [{ province: '' }, 'province'],
        [{ kind: 99 }, 'kind'],
        [{ businessArea: 'Space' }, 'businessArea'],
        [{ keyword: 'x\u0000' }, 'keyword'],
        [{ keyword: 'x'.repeat(101) }, 'keyword'],
        [{ lat: '10.5' }, 'lng'],
        [{ lng: '106' }, 'lat'],
        [{ lat: '91', lng: '106' }, 'lat'],
        [{ lat: '10', lng: '1e2' }, 'lng'],
        [{ lat: 'abc', lng: '106' }, 'lat'],
      ] as const) {
        const answer = await raw(transport(), { path: LIST, query })
        expect(answer.status, JSON.stringify(query)).toBe(400)
        expect(answer.body).toMatchObject({
          error: { validationErrors: [expect.objectContaining({ members: [member] })] },
        })
      }
    })
  })

  describe('Dealer/GetDetailDto', () => {
    it('answers one active entry in the request language', async () => {
      const detail = await fetchDealer('en', fixture.showroom.id, transport())
      expect(detail).toMatchObject({
        id: fixture.showroom.id,
        name: `${tag} Sin Ho Showroom`,
        kind: DealerKind.Showroom,
        address: '5 Hung Vuong Street, Sin Ho Commune, Lai Chau',
        distanceKm: null,
      })
      expect(Date.parse(detail.lastModificationTime)).not.toBeNaN()
    })

    it('answers 404 for unknown and inactive entries and 400 for malformed ids', async () => {
      for (const id of [999_999, fixture.hidden.id])
        expect(await status(fetchDealer('vi', id, transport()))).toBe(404)
      for (const id of ['abc', '0', '1\u0000', '-3', '99999999999'])
        expect((await raw(transport(), { path: DETAIL, query: { id } })).status, id).toBe(400)
    })
  })
})

describe('a dealer changed in the admin', () => {
  it('revalidates its own tag and the lists, in both languages', async () => {
    expired.length = 0
    await payload.update({
      collection: 'dealers',
      id: fixture.shop.id,
      locale: 'vi',
      data: { phone: '(0213) 3876 544' },
      overrideAccess: true,
    })
    expect(expired).toEqual(
      expect.arrayContaining([
        `dealer:vi:${fixture.shop.id}`,
        `dealer:en:${fixture.shop.id}`,
        'dealers:vi',
        'dealers:en',
      ]),
    )
  })

  it('refuses what visitors could not use: a foreign phone, closing before opening', async () => {
    await expect(
      payload.update({
        collection: 'dealers',
        id: fixture.shop.id,
        ...quiet,
        data: { phone: '+1 212 555 0100' },
      }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'dealers',
        id: fixture.shop.id,
        ...quiet,
        data: { openingHours: [{ days: 'Mo-Su', opens: '20:00', closes: '08:00' }] },
      }),
    ).rejects.toThrow()
  })
})

describe('the seeded dealers', () => {
  it('number sixty or more in twenty provinces or more, of every kind', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((page) => fetchDealers('vi', { rowsPerPage: 50, page }, inProcessTransport)),
    )
    const items = pages.flatMap((list) => list.items).filter((item) => !item.name.includes(tag))
    expect(items.length).toBeGreaterThanOrEqual(60)
    expect(new Set(items.map((item) => item.province)).size).toBeGreaterThanOrEqual(20)
    expect(new Set(items.map((item) => item.kind))).toEqual(new Set(Object.values(DealerKind)))
  })
})
