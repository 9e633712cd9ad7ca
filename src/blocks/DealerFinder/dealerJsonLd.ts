import type { DealerDto } from '@/contract/dealer'

/**
 * The structured data of a list of dealers: one `LocalBusiness` each (name, address with its
 * province, telephone, position, opening hours), in one `@graph`.
 */
export function dealersJsonLd(dealers: readonly DealerDto[]) {
  return {
    '@context': 'https://schema.org',
    '@graph': dealers.map((dealer) => ({
      '@type': 'LocalBusiness',
      name: dealer.name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: dealer.street,
        addressLocality: dealer.ward,
        addressRegion: dealer.provinceName,
        addressCountry: 'VN',
      },
      telephone: dealer.phoneHref,
      geo: { '@type': 'GeoCoordinates', latitude: dealer.latitude, longitude: dealer.longitude },
      openingHours: dealer.openingHours,
      hasMap: dealer.directionsUrl,
      ...(dealer.email ? { email: dealer.email } : {}),
      ...(dealer.website ? { url: dealer.website } : {}),
    })),
  }
}
