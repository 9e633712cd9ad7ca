import { describe, expect, it } from 'vitest'

import type { DealerDto } from '@/contract/dealer'
import { jsonLdText } from '@/lib/seo/jsonLd'

import { dealersJsonLd } from './dealerJsonLd'

const dealer: DealerDto = {
  id: 7,
  name: 'Điện máy Phú Gia </script><script>alert(1)</script>',
  kind: 10,
  kindName: 'Đại lý ủy quyền',
  businessAreas: [1],
  street: '218 Nguyễn Trãi',
  ward: 'Phường Thanh Xuân',
  province: 'ha-noi',
  provinceName: 'Hà Nội',
  address: '218 Nguyễn Trãi, Phường Thanh Xuân, Hà Nội',
  phone: '(024) 3557 2468',
  phoneHref: '+842435572468',
  email: null,
  website: 'https://phugia.vn',
  openingHours: ['Mo-Sa 08:00-20:00', 'Su 08:00-17:00'],
  openingHoursText: 'Thứ Hai – Thứ Bảy: 08:00–20:00 · Chủ nhật: 08:00–17:00',
  hoursNote: null,
  latitude: 20.9935,
  longitude: 105.8086,
  distanceKm: null,
  directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=x',
}

describe('dealersJsonLd', () => {
  it('describes each dealer as a LocalBusiness with address, telephone, position and hours', () => {
    const data = dealersJsonLd([dealer])
    expect(data['@context']).toBe('https://schema.org')
    expect(data['@graph'][0]).toEqual({
      '@type': 'LocalBusiness',
      name: dealer.name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '218 Nguyễn Trãi',
        addressLocality: 'Phường Thanh Xuân',
        addressRegion: 'Hà Nội',
        addressCountry: 'VN',
      },
      telephone: '+842435572468',
      geo: { '@type': 'GeoCoordinates', latitude: 20.9935, longitude: 105.8086 },
      openingHours: ['Mo-Sa 08:00-20:00', 'Su 08:00-17:00'],
      hasMap: dealer.directionsUrl,
      url: 'https://phugia.vn',
    })
  })

  it('is safe inside a script element and parses back to the same data', () => {
    const text = jsonLdText(dealersJsonLd([dealer]))
    expect(text).not.toContain('</script>')
    expect(JSON.parse(text)).toEqual(dealersJsonLd([dealer]))
  })
})
