/**
 * Numeric enums of the backend contract (spec §3). Keys keep the spec's spelling; the numbers are
 * what travels over the wire. Where the spec leaves a value out, the value here is ours.
 */

export const BannerType = {
  HomeBanner: 0,
  NewsBanner: 20,
  HomeAppliances: 30,
  BuildingSolution: 40,
  InfrastructureSolution: 50,
  FactoryAutomation: 60,
  ProductCategory: 70,
  ProductDetail: 80,
  ProductBenefit: 90,
  JobRecruitmentBanner: 100,
  AboutBanner: 110,
  Download: 120,
  WhereToBuy: 130,
  Footer: 140,
  Sustainability: 150,
  Contact: 160,
  Faq: 170,
  Notebook: 180,
  ProjectGallery: 190,
  Hvac: 200,
  ElevatorEscalator: 210,
  TrainingCenter: 220,
  ShowRoom: 230,
  Lab: 240,
  Robot: 250,
  Cobot: 260,
  IndustrialRobot: 270,
} as const
export type BannerTypeName = keyof typeof BannerType

export const ProductGroup = {
  HomeAppliances: 1,
  BuildingSolution: 2,
  FactoryAutomation: 3,
  InfrastructureSolution: 4,
} as const

export const DocumentType = { Catalogue: 0, Manual: 10, CADData: 20 } as const

export const PostType = { Topic: 0, Career: 10 } as const

export const ContactFormType = {
  GetInTouch: 10,
  SignUpForDealer: 20,
  SignUpForDealerEWarranty: 30,
  FAQ: 40,
} as const

/** Languages as the backend numbers them (spec §3). */
export const Languages = [
  { id: 1, name: 'en', iso: 'en-US', displayName: 'English', icon: 'famfamfam-flags gb' },
  { id: 13, name: 'vi', iso: 'vi-VN', displayName: 'Tiếng Việt', icon: 'famfamfam-flags vn' },
] as const

/** Keys of `Setting/GetSettingKey`. */
export const SettingKeys = [
  'BrandName',
  'Hotline',
  'ContactEmail',
  /** Where job applications go until the application form exists. */
  'RecruitmentEmail',
  /** Where each business area's contact-form messages go (else CONTACT_INBOX). */
  'ContactInboxHomeAppliances',
  'ContactInboxBuildingSolution',
  'ContactInboxFactoryAutomation',
  'CompanyName',
  'CompanyAddress',
  'TaxCode',
  'BusinessRegistration',
  'FacebookPageUrl',
  'YoutubeUrl',
  'LinkedinUrl',
  'ZaloUrl',
  'MessengerUrl',
  'AppStoreUrl',
  'GooglePlayUrl',
  'GroupSiteUrl',
  /** Months after which contact messages and job applications are anonymised (default 24). */
  'ContactRetentionMonths',
  /** The company's account that paid seminars' bank transfers (VietQR) go to. */
  'PaymentBankBin',
  'PaymentBankName',
  'PaymentAccountNumber',
  'PaymentAccountName',
  /** Minutes a paid seminar's order holds its seat awaiting the transfer (default 60). */
  'EventOrderExpiryMinutes',
] as const
export type SettingKey = (typeof SettingKeys)[number]

/** The reverse of a numeric enum: number → name. */
export const enumNames = <T extends Record<string, number>>(
  values: T,
): Map<number, keyof T & string> =>
  new Map(Object.entries(values).map(([name, value]) => [value, name as keyof T & string]))

/**
 * `{ label, value }` options for a Payload select over a numeric enum: labelled in the admin's
 * language when `labels` name them (staff pick and filter by these), else `Name (number)`.
 */
export const enumOptions = <T extends Record<string, number>>(
  values: T,
  labels?: Record<keyof T, { vi: string; en: string }>,
) =>
  Object.entries(values).map(([name, value]) => ({
    label: labels?.[name] ?? `${name} (${value})`,
    value: name,
  }))

/** Topics the site links to by a fixed id (spec §3: CompanyMission 19, PrivacyPolicy 25, TermsOfUse 26). */
export const TopicLinkIds = {
  CompanyMission: 19,
  WarrantyTerms: 21,
  ProductTakeBack: 22,
  PaymentMethods: 23,
  Shipping: 24,
  PrivacyPolicy: 25,
  TermsOfUse: 26,
} as const
export type TopicLinkName = keyof typeof TopicLinkIds

/** Business areas (spec §3; numbers ours, aligned with the product groups). */
export const BusinessArea = {
  HomeAppliances: 1,
  BuildingSolution: 2,
  FactoryAutomation: 3,
  InfrastructureSolution: 4,
} as const
export type BusinessAreaName = keyof typeof BusinessArea

/** Product categories (spec §3 spelling kept, `Refigerators` included; numbers ours). */
export const ProductCategory = {
  FactoryAutomation: 1,
  HVAC: 2,
  JetTowel: 3,
  AirConditioning: 4,
  Refigerators: 5,
  ElectricFans: 6,
  VentilationFans: 7,
  Dehumidifiers: 8,
  /** Ours: the spec lists no category for elevators and escalators. */
  Elevators: 9,
} as const
export type ProductCategoryName = keyof typeof ProductCategory

/** Project categories of factory automation (spec §3; numbers ours). */
export const ProjectCategory = { Lab_Project: 1, ShowRoomProject: 2 } as const
export type ProjectCategoryName = keyof typeof ProjectCategory

/** Project types (spec §3: 10–70, names ours). */
export const ProjectType = {
  Office: 10,
  Hotel: 20,
  Hospital: 30,
  Retail: 40,
  Residential: 50,
  Factory: 60,
  Infrastructure: 70,
} as const
export type ProjectTypeName = keyof typeof ProjectType

/** Post category types (spec §3: 0–90 given; 111–120 in the spec's order, values ours). */
export const CategoryType = {
  News: 0,
  Event: 10,
  Gallery: 20,
  CaseStudy: 30,
  HowToChoose: 40,
  HowToUse: 50,
  Maintenance: 60,
  Video: 70,
  FAQ: 80,
  ProductBenefit: 90,
  Meca: 111,
  Training: 112,
  ShowRoom: 113,
  Lab: 114,
  Winners: 115,
  Sustainable: 116,
  TechnicalDocuments: 117,
  FaSolutions: 118,
  Robot: 119,
  StaticPost: 120,
  /** Ours (the spec's 121–130 are unnamed): articles of the blog (`/blog`). */
  Blog: 121,
} as const
export type CategoryTypeName = keyof typeof CategoryType

/** Post types (spec §3): a topic-like post, or a job opening. */
export type PostTypeName = keyof typeof PostType

/** How a job is held (numbers ours). */
export const EmploymentType = { FullTime: 0, PartTime: 10, Internship: 20, Contract: 30 } as const
export type EmploymentTypeName = keyof typeof EmploymentType

/** The level of a job opening (numbers ours). */
export const CareerLevel = { Intern: 0, Fresher: 10, Staff: 20, Senior: 30, Manager: 40 } as const
export type CareerLevelName = keyof typeof CareerLevel

/** What a training course teaches (numbers ours). */
export const CourseTopic = {
  PLC: 10,
  Servo: 20,
  HMI: 30,
  Inverter: 40,
  Robot: 50,
  SCADA: 60,
  Network: 70,
  Maintenance: 80,
} as const
export type CourseTopicName = keyof typeof CourseTopic

/** How far a training course goes (numbers ours). */
export const CourseLevel = { Basic: 10, Intermediate: 20, Advanced: 30 } as const
export type CourseLevelName = keyof typeof CourseLevel

/** Course topics in each language (backend answers, filters and the admin share them). */
export const COURSE_TOPIC_NAMES: Record<'vi' | 'en', Record<CourseTopicName, string>> = {
  vi: {
    PLC: 'PLC',
    Servo: 'Servo và điều khiển chuyển động',
    HMI: 'HMI',
    Inverter: 'Biến tần',
    Robot: 'Robot công nghiệp',
    SCADA: 'SCADA và số hóa nhà máy',
    Network: 'Mạng truyền thông công nghiệp',
    Maintenance: 'Bảo trì hệ thống',
  },
  en: {
    PLC: 'PLC',
    Servo: 'Servo and motion control',
    HMI: 'HMI',
    Inverter: 'Inverters',
    Robot: 'Industrial robots',
    SCADA: 'SCADA and factory digitalisation',
    Network: 'Industrial networks',
    Maintenance: 'System maintenance',
  },
}

/** Course levels in each language. */
export const COURSE_LEVEL_NAMES: Record<'vi' | 'en', Record<CourseLevelName, string>> = {
  vi: { Basic: 'Cơ bản', Intermediate: 'Trung cấp', Advanced: 'Nâng cao' },
  en: { Basic: 'Basic', Intermediate: 'Intermediate', Advanced: 'Advanced' },
}

/** Colour variations of products (spec §3). */
export const ProductColours = [
  'black',
  'silver',
  'white',
  'steel',
  'pink',
  'brown',
  'rose',
  'red',
  'grey',
  'rubyred',
  'onyxblack',
] as const
export type ProductColour = (typeof ProductColours)[number]

/** Icons a product feature may show (drawn by the site's icon set). */
export const FEATURE_ICONS = [
  'inverter',
  'energy',
  'quiet',
  'airPurify',
  'fastCool',
  'humidity',
  'timer',
  'remote',
  'wifi',
  'fresh',
  'freeze',
  'shield',
  'eco',
  'speed',
  'precision',
  'safety',
  'network',
  'compact',
  'durable',
  'hygiene',
] as const

/** Units a product's capacity is given in. */
export const CAPACITY_UNITS = [
  'BTU/h',
  'HP',
  'L',
  'L/day',
  'kW',
  'W',
  'm³/h',
  'kg',
  'persons',
] as const

/** Where visitors buy or get service (numbers ours): an authorised dealer, a showroom, a service centre. */
export const DealerKind = { Dealer: 10, Showroom: 20, ServiceCentre: 30 } as const
export type DealerKindName = keyof typeof DealerKind

/** The kinds' names as visitors read them. */
export const DEALER_KIND_NAMES = {
  Dealer: { vi: 'Đại lý ủy quyền', en: 'Authorised dealer' },
  Showroom: { vi: 'Phòng trưng bày', en: 'Showroom' },
  ServiceCentre: { vi: 'Trung tâm bảo hành', en: 'Service centre' },
} as const satisfies Record<DealerKindName, { vi: string; en: string }>
