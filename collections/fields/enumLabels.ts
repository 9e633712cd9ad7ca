import type { BusinessArea, ContactFormType } from '@/domain/enums'

/** What staff call the backend's enum members in the admin (options, filters, CSV exports). */
type Labels<T> = Record<keyof T, { vi: string; en: string }>

export const BUSINESS_AREA_LABELS: Labels<typeof BusinessArea> = {
  HomeAppliances: { vi: 'Thiết bị gia dụng', en: 'Home appliances' },
  BuildingSolution: { vi: 'Giải pháp tòa nhà', en: 'Building solutions' },
  FactoryAutomation: { vi: 'Tự động hóa công nghiệp', en: 'Factory automation' },
  InfrastructureSolution: { vi: 'Giải pháp hạ tầng', en: 'Infrastructure solutions' },
}

/** The four contact forms by the names staff know them by. */
export const CONTACT_FORM_LABELS: Labels<typeof ContactFormType> = {
  GetInTouch: { vi: 'Liên hệ', en: 'Get in touch' },
  SignUpForDealer: { vi: 'Đăng ký đại lý', en: 'Dealer sign-up' },
  SignUpForDealerEWarranty: {
    vi: 'Đăng ký bảo hành điện tử (đại lý)',
    en: 'Dealer e-warranty sign-up',
  },
  FAQ: { vi: 'Câu hỏi', en: 'Question' },
}
