import { t } from '../bilingual'
import type { SettingSeed } from '../types'

/** A setting whose value does not depend on the language. */
const same = (value: string) => t(value, value)

const TAX_CODE = '0311052748'

export const settingSeeds: SettingSeed[] = [
  { key: 'BrandName', value: t('Sora Electric Việt Nam', 'Sora Electric Vietnam') },
  { key: 'Hotline', value: same('1800585833') },
  { key: 'ContactEmail', value: same('cskh@soraelectric.vn') },
  {
    key: 'CompanyName',
    value: t('Công ty TNHH Sora Electric Việt Nam', 'Sora Electric Vietnam Co., Ltd.'),
  },
  {
    key: 'CompanyAddress',
    value: t(
      'Tầng 12, Tòa nhà Sora Riverside, 39 Tôn Đức Thắng, Phường Sài Gòn, Thành phố Hồ Chí Minh, Việt Nam',
      '12th Floor, Sora Riverside Building, 39 Ton Duc Thang Street, Sai Gon Ward, Ho Chi Minh City, Vietnam',
    ),
  },
  { key: 'TaxCode', value: same(TAX_CODE) },
  {
    key: 'BusinessRegistration',
    value: t(
      `Giấy chứng nhận đăng ký doanh nghiệp số ${TAX_CODE} do Sở Kế hoạch và Đầu tư Thành phố Hồ Chí Minh cấp lần đầu ngày 15/08/2011`,
      `Enterprise Registration Certificate No. ${TAX_CODE}, first issued by the Department of Planning and Investment of Ho Chi Minh City on 15/08/2011`,
    ),
  },
  { key: 'FacebookPageUrl', value: same('https://www.facebook.com/soraelectricvn') },
  { key: 'YoutubeUrl', value: same('https://www.youtube.com/@soraelectricvn') },
  { key: 'LinkedinUrl', value: same('https://www.linkedin.com/company/sora-electric-vietnam') },
  { key: 'ZaloUrl', value: same('https://zalo.me/1800585833') },
  { key: 'MessengerUrl', value: same('https://m.me/soraelectricvn') },
  { key: 'AppStoreUrl', value: same('https://apps.apple.com/vn/app/sora-electric/id6450000001') },
  {
    key: 'GooglePlayUrl',
    value: same('https://play.google.com/store/apps/details?id=vn.soraelectric.app'),
  },
  { key: 'GroupSiteUrl', value: same('https://www.soraelectric.com') },
]
