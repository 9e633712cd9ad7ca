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
