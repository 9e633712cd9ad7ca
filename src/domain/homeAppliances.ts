import { ProductCategory, type ProductCategoryName } from './enums'

/**
 * The home-appliance entity (spec §2: slug code `ha`, homeAppliances): the home-appliance product
 * categories, each with its page. Its id is the category's `ProductCategory` number, so
 * `/{slug}-ha4` stands for the air conditioners and leads to their page.
 */
export const HOME_APPLIANCES = {
  AirConditioning: {
    path: '/dieu-hoa-khong-khi-dan-dung',
    name: { vi: 'Điều hòa không khí dân dụng', en: 'Residential air conditioners' },
  },
  Refigerators: { path: '/tu-lanh', name: { vi: 'Tủ lạnh', en: 'Refrigerators' } },
  ElectricFans: { path: '/quat-dien', name: { vi: 'Quạt điện', en: 'Electric fans' } },
  VentilationFans: { path: '/thong-gio', name: { vi: 'Quạt thông gió', en: 'Ventilation fans' } },
  Dehumidifiers: { path: '/may-hut-am', name: { vi: 'Máy hút ẩm', en: 'Dehumidifiers' } },
  JetTowel: { path: '/may-say-tay', name: { vi: 'Máy sấy tay', en: 'Hand dryers' } },
} as const satisfies Partial<
  Record<ProductCategoryName, { path: string; name: { vi: string; en: string } }>
>

export type HomeApplianceName = keyof typeof HOME_APPLIANCES

const BY_ID = new Map(
  (Object.keys(HOME_APPLIANCES) as HomeApplianceName[]).map((name) => [
    ProductCategory[name] as number,
    name,
  ]),
)

/** The home appliance an id stands for, or null. */
export const homeApplianceById = (id: number): HomeApplianceName | null => BY_ID.get(id) ?? null
