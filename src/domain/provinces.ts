/**
 * Vietnam's 34 provinces and centrally governed cities (since 1 July 2025), by a stable key.
 * Events and job openings name their place by key; lists filter by it.
 */
export const PROVINCES = {
  'ha-noi': { vi: 'Hà Nội', en: 'Hanoi' },
  'ho-chi-minh': { vi: 'TP. Hồ Chí Minh', en: 'Ho Chi Minh City' },
  'hai-phong': { vi: 'Hải Phòng', en: 'Hai Phong' },
  'da-nang': { vi: 'Đà Nẵng', en: 'Da Nang' },
  'can-tho': { vi: 'Cần Thơ', en: 'Can Tho' },
  hue: { vi: 'Huế', en: 'Hue' },
  'an-giang': { vi: 'An Giang', en: 'An Giang' },
  'bac-ninh': { vi: 'Bắc Ninh', en: 'Bac Ninh' },
  'ca-mau': { vi: 'Cà Mau', en: 'Ca Mau' },
  'cao-bang': { vi: 'Cao Bằng', en: 'Cao Bang' },
  'dak-lak': { vi: 'Đắk Lắk', en: 'Dak Lak' },
  'dien-bien': { vi: 'Điện Biên', en: 'Dien Bien' },
  'dong-nai': { vi: 'Đồng Nai', en: 'Dong Nai' },
  'dong-thap': { vi: 'Đồng Tháp', en: 'Dong Thap' },
  'gia-lai': { vi: 'Gia Lai', en: 'Gia Lai' },
  'ha-tinh': { vi: 'Hà Tĩnh', en: 'Ha Tinh' },
  'hung-yen': { vi: 'Hưng Yên', en: 'Hung Yen' },
  'khanh-hoa': { vi: 'Khánh Hòa', en: 'Khanh Hoa' },
  'lai-chau': { vi: 'Lai Châu', en: 'Lai Chau' },
  'lam-dong': { vi: 'Lâm Đồng', en: 'Lam Dong' },
  'lang-son': { vi: 'Lạng Sơn', en: 'Lang Son' },
  'lao-cai': { vi: 'Lào Cai', en: 'Lao Cai' },
  'nghe-an': { vi: 'Nghệ An', en: 'Nghe An' },
  'ninh-binh': { vi: 'Ninh Bình', en: 'Ninh Binh' },
  'phu-tho': { vi: 'Phú Thọ', en: 'Phu Tho' },
  'quang-ngai': { vi: 'Quảng Ngãi', en: 'Quang Ngai' },
  'quang-ninh': { vi: 'Quảng Ninh', en: 'Quang Ninh' },
  'quang-tri': { vi: 'Quảng Trị', en: 'Quang Tri' },
  'son-la': { vi: 'Sơn La', en: 'Son La' },
  'tay-ninh': { vi: 'Tây Ninh', en: 'Tay Ninh' },
  'thai-nguyen': { vi: 'Thái Nguyên', en: 'Thai Nguyen' },
  'thanh-hoa': { vi: 'Thanh Hóa', en: 'Thanh Hoa' },
  'tuyen-quang': { vi: 'Tuyên Quang', en: 'Tuyen Quang' },
  'vinh-long': { vi: 'Vĩnh Long', en: 'Vinh Long' },
} as const satisfies Record<string, { vi: string; en: string }>

export type ProvinceKey = keyof typeof PROVINCES
export const PROVINCE_KEYS = Object.keys(PROVINCES) as [ProvinceKey, ...ProvinceKey[]]

/** `{ label, value }` options for a Payload select of provinces. */
export const provinceOptions = () =>
  PROVINCE_KEYS.map((key) => ({ label: PROVINCES[key], value: key }))

/**
 * The 63 provinces and cities before the 2025 reform, each with the unit it belongs to since
 * 1 July 2025. Source: Resolution 202/2025/QH15 of the National Assembly (12 June 2025) on the
 * arrangement of provincial-level units; Thừa Thiên Huế had become Huế city on 1 January 2025
 * (Resolution 175/2024/QH15). Eleven units kept their borders, the other 52 were merged into 23.
 * Addresses and visitors still use the old names, so lists find the successor's entries by them.
 */
export const FORMER_PROVINCES = {
  'ha-noi': { vi: 'Hà Nội', en: 'Hanoi', now: 'ha-noi' },
  'ho-chi-minh': { vi: 'TP. Hồ Chí Minh', en: 'Ho Chi Minh City', now: 'ho-chi-minh' },
  'hai-phong': { vi: 'Hải Phòng', en: 'Hai Phong', now: 'hai-phong' },
  'da-nang': { vi: 'Đà Nẵng', en: 'Da Nang', now: 'da-nang' },
  'can-tho': { vi: 'Cần Thơ', en: 'Can Tho', now: 'can-tho' },
  'thua-thien-hue': { vi: 'Thừa Thiên Huế', en: 'Thua Thien Hue', now: 'hue' },
  'cao-bang': { vi: 'Cao Bằng', en: 'Cao Bang', now: 'cao-bang' },
  'dien-bien': { vi: 'Điện Biên', en: 'Dien Bien', now: 'dien-bien' },
  'ha-tinh': { vi: 'Hà Tĩnh', en: 'Ha Tinh', now: 'ha-tinh' },
  'lai-chau': { vi: 'Lai Châu', en: 'Lai Chau', now: 'lai-chau' },
  'lang-son': { vi: 'Lạng Sơn', en: 'Lang Son', now: 'lang-son' },
  'nghe-an': { vi: 'Nghệ An', en: 'Nghe An', now: 'nghe-an' },
  'quang-ninh': { vi: 'Quảng Ninh', en: 'Quang Ninh', now: 'quang-ninh' },
  'son-la': { vi: 'Sơn La', en: 'Son La', now: 'son-la' },
  'thanh-hoa': { vi: 'Thanh Hóa', en: 'Thanh Hoa', now: 'thanh-hoa' },
  'tuyen-quang': { vi: 'Tuyên Quang', en: 'Tuyen Quang', now: 'tuyen-quang' },
  'ha-giang': { vi: 'Hà Giang', en: 'Ha Giang', now: 'tuyen-quang' },
  'lao-cai': { vi: 'Lào Cai', en: 'Lao Cai', now: 'lao-cai' },
  'yen-bai': { vi: 'Yên Bái', en: 'Yen Bai', now: 'lao-cai' },
  'thai-nguyen': { vi: 'Thái Nguyên', en: 'Thai Nguyen', now: 'thai-nguyen' },
  'bac-kan': { vi: 'Bắc Kạn', en: 'Bac Kan', now: 'thai-nguyen' },
  'phu-tho': { vi: 'Phú Thọ', en: 'Phu Tho', now: 'phu-tho' },
  'vinh-phuc': { vi: 'Vĩnh Phúc', en: 'Vinh Phuc', now: 'phu-tho' },
  'hoa-binh': { vi: 'Hòa Bình', en: 'Hoa Binh', now: 'phu-tho' },
  'bac-ninh': { vi: 'Bắc Ninh', en: 'Bac Ninh', now: 'bac-ninh' },
  'bac-giang': { vi: 'Bắc Giang', en: 'Bac Giang', now: 'bac-ninh' },
  'hung-yen': { vi: 'Hưng Yên', en: 'Hung Yen', now: 'hung-yen' },
  'thai-binh': { vi: 'Thái Bình', en: 'Thai Binh', now: 'hung-yen' },
  'hai-duong': { vi: 'Hải Dương', en: 'Hai Duong', now: 'hai-phong' },
  'ninh-binh': { vi: 'Ninh Bình', en: 'Ninh Binh', now: 'ninh-binh' },
  'ha-nam': { vi: 'Hà Nam', en: 'Ha Nam', now: 'ninh-binh' },
  'nam-dinh': { vi: 'Nam Định', en: 'Nam Dinh', now: 'ninh-binh' },
  'quang-tri': { vi: 'Quảng Trị', en: 'Quang Tri', now: 'quang-tri' },
  'quang-binh': { vi: 'Quảng Bình', en: 'Quang Binh', now: 'quang-tri' },
  'quang-nam': { vi: 'Quảng Nam', en: 'Quang Nam', now: 'da-nang' },
  'quang-ngai': { vi: 'Quảng Ngãi', en: 'Quang Ngai', now: 'quang-ngai' },
  'kon-tum': { vi: 'Kon Tum', en: 'Kon Tum', now: 'quang-ngai' },
  'gia-lai': { vi: 'Gia Lai', en: 'Gia Lai', now: 'gia-lai' },
  'binh-dinh': { vi: 'Bình Định', en: 'Binh Dinh', now: 'gia-lai' },
  'khanh-hoa': { vi: 'Khánh Hòa', en: 'Khanh Hoa', now: 'khanh-hoa' },
  'ninh-thuan': { vi: 'Ninh Thuận', en: 'Ninh Thuan', now: 'khanh-hoa' },
  'lam-dong': { vi: 'Lâm Đồng', en: 'Lam Dong', now: 'lam-dong' },
  'dak-nong': { vi: 'Đắk Nông', en: 'Dak Nong', now: 'lam-dong' },
  'binh-thuan': { vi: 'Bình Thuận', en: 'Binh Thuan', now: 'lam-dong' },
  'dak-lak': { vi: 'Đắk Lắk', en: 'Dak Lak', now: 'dak-lak' },
  'phu-yen': { vi: 'Phú Yên', en: 'Phu Yen', now: 'dak-lak' },
  'binh-duong': { vi: 'Bình Dương', en: 'Binh Duong', now: 'ho-chi-minh' },
  'ba-ria-vung-tau': { vi: 'Bà Rịa - Vũng Tàu', en: 'Ba Ria - Vung Tau', now: 'ho-chi-minh' },
  'dong-nai': { vi: 'Đồng Nai', en: 'Dong Nai', now: 'dong-nai' },
  'binh-phuoc': { vi: 'Bình Phước', en: 'Binh Phuoc', now: 'dong-nai' },
  'tay-ninh': { vi: 'Tây Ninh', en: 'Tay Ninh', now: 'tay-ninh' },
  'long-an': { vi: 'Long An', en: 'Long An', now: 'tay-ninh' },
  'soc-trang': { vi: 'Sóc Trăng', en: 'Soc Trang', now: 'can-tho' },
  'hau-giang': { vi: 'Hậu Giang', en: 'Hau Giang', now: 'can-tho' },
  'vinh-long': { vi: 'Vĩnh Long', en: 'Vinh Long', now: 'vinh-long' },
  'ben-tre': { vi: 'Bến Tre', en: 'Ben Tre', now: 'vinh-long' },
  'tra-vinh': { vi: 'Trà Vinh', en: 'Tra Vinh', now: 'vinh-long' },
  'dong-thap': { vi: 'Đồng Tháp', en: 'Dong Thap', now: 'dong-thap' },
  'tien-giang': { vi: 'Tiền Giang', en: 'Tien Giang', now: 'dong-thap' },
  'ca-mau': { vi: 'Cà Mau', en: 'Ca Mau', now: 'ca-mau' },
  'bac-lieu': { vi: 'Bạc Liêu', en: 'Bac Lieu', now: 'ca-mau' },
  'an-giang': { vi: 'An Giang', en: 'An Giang', now: 'an-giang' },
  'kien-giang': { vi: 'Kiên Giang', en: 'Kien Giang', now: 'an-giang' },
} as const satisfies Record<string, { vi: string; en: string; now: ProvinceKey }>

export type FormerProvinceKey = keyof typeof FORMER_PROVINCES
export type FormerProvince = (typeof FORMER_PROVINCES)[FormerProvinceKey]

/** Other ways people write a province: abbreviations, older spellings, common English forms. */
const OTHER_SPELLINGS: Record<string, ProvinceKey> = {
  'Sài Gòn': 'ho-chi-minh',
  Saigon: 'ho-chi-minh',
  HCM: 'ho-chi-minh',
  HCMC: 'ho-chi-minh',
  TPHCM: 'ho-chi-minh',
  BRVT: 'ho-chi-minh',
  'Bắc Cạn': 'thai-nguyen',
  'Đắc Lắc': 'dak-lak',
  'Đăk Lăk': 'dak-lak',
  'Đắc Nông': 'lam-dong',
  'Đăk Nông': 'lam-dong',
}

const PREFIX = /^(?:thanh pho|tp|tinh|city of|province of) /
const SUFFIX = / (?:city|province)$/

/**
 * How a place name compares: accents, case, punctuation and spaces dropped, as are the words
 * "Thành phố", "TP.", "Tỉnh" before it and "City", "Province" after it (`TP. Hồ Chí Minh`,
 * `Ho Chi Minh City` and `ho-chi-minh` all become `hochiminh`).
 */
export function placeNameKey(text: string): string {
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
  return words.replace(PREFIX, '').replace(SUFFIX, '').replace(/ /g, '')
}

/** Names by their comparison key; a name standing for two different places is an error. */
function nameIndex<T>(entries: [name: string, value: T][]): Map<string, T> {
  const index = new Map<string, T>()
  for (const [name, value] of entries) {
    const key = placeNameKey(name)
    const found = index.get(key)
    if (found !== undefined && found !== value) throw new Error(`"${name}" names two places`)
    index.set(key, value)
  }
  return index
}

const formerEntries = Object.entries(FORMER_PROVINCES) as [FormerProvinceKey, FormerProvince][]

const provinceByName = nameIndex<ProvinceKey>([
  ...PROVINCE_KEYS.flatMap((key) =>
    [key, PROVINCES[key].vi, PROVINCES[key].en].map((name) => [name, key] as [string, ProvinceKey]),
  ),
  ...formerEntries.flatMap(([key, former]) =>
    [key, former.vi, former.en].map((name) => [name, former.now] as [string, ProvinceKey]),
  ),
  ...Object.entries(OTHER_SPELLINGS),
])

/** Former provinces that are no longer units of their own, by any of their names. */
const mergedByName = nameIndex<FormerProvinceKey>(
  formerEntries
    .filter(([key, former]) => former.now !== key)
    .flatMap(([key, former]) =>
      [key, former.vi, former.en].map((name) => [name, key] as [string, FormerProvinceKey]),
    ),
)

const comparable = (text: string): string | null =>
  text.length > 100 ? null : placeNameKey(text) || null

/**
 * The province a typed name or key stands for today: a current key (`ho-chi-minh`), a current or
 * former name in Vietnamese or English, with or without accents and prefixes (`Bình Dương`,
 * `tinh binh duong`, `Binh Duong Province` → `ho-chi-minh`). Null when it names none.
 */
export function resolveProvince(text: string): ProvinceKey | null {
  const key = comparable(text)
  return key === null ? null : (provinceByName.get(key) ?? null)
}

/**
 * The former province a name stands for when it is no longer a unit of its own (`Bình Dương`,
 * now part of TP. Hồ Chí Minh), so a list can say where its entries are now; null otherwise.
 */
export function formerProvinceNamed(text: string): FormerProvince | null {
  const key = comparable(text)
  const former = key === null ? undefined : mergedByName.get(key)
  return former === undefined ? null : FORMER_PROVINCES[former]
}

/** The former provinces that now belong to `key` (itself included when it kept its name). */
export const formerProvincesOf = (key: ProvinceKey): FormerProvince[] =>
  Object.values(FORMER_PROVINCES).filter((former) => former.now === key)
