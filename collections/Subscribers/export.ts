import { languageName } from '@/lib/csv/columns'
import { csvExportEndpoint } from '@/lib/csv/endpoint'

/** The newsletter list as CSV (`/cms-api/subscribers/export.csv`), filtered like the admin list. */
export const subscribersExport = csvExportEndpoint({
  collection: 'subscribers',
  fileName: 'nguoi-dang-ky',
  columns: [
    { field: 'email', header: { vi: 'Email', en: 'Email' } },
    { field: 'status' },
    { field: 'language', format: languageName },
    { field: 'createdAt', header: { vi: 'Đăng ký lúc', en: 'Subscribed at' } },
    { field: 'confirmedAt' },
  ],
})
