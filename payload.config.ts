import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { vi } from '@payloadcms/translations/languages/vi'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { blocks } from './blocks'
import { lockForTranslators } from './collections/fields/translatorScope'
import { AuditLog } from './collections/AuditLog'
import { Banners } from './collections/Banners'
import { Contacts } from './collections/Contacts'
import { Currencies } from './collections/Currencies'
import { Footer } from './collections/Footer'
import { Navigation } from './collections/Navigation'
import { MailQueue } from './collections/MailQueue'
import { Outbox } from './collections/Outbox'
import { PrivateFiles } from './collections/PrivateFiles'
import { SlugRedirects } from './collections/SlugRedirects'
import { SearchQueries } from './collections/SearchQueries'
import { SearchSynonyms } from './collections/SearchSynonyms'
import { ShortLinks } from './collections/ShortLinks'
import { Subscribers } from './collections/Subscribers'
import { CapacityAdvisor } from './collections/CapacityAdvisor'
import { hiddenFromEventStaff } from './collections/access/hiddenFromEventStaff'
import { withAudit, withAuditGlobal } from './collections/hooks/audit'
import { withPasswordDuty, withPasswordDutyGlobal } from './collections/hooks/passwordDuty'
import { Products } from './collections/Products'
import { ProductBenefits } from './collections/ProductBenefits'
import { Posts } from './collections/Posts'
import { PostCategories } from './collections/PostCategories'
import { Careers } from './collections/Careers'
import { JobApplications } from './collections/JobApplications'
import { EventAnnouncements } from './collections/EventAnnouncements'
import { EventFavourites } from './collections/EventFavourites'
import { EventRegistrations } from './collections/EventRegistrations'
import { Dealers } from './collections/Dealers'
import { DocumentFiles } from './collections/DocumentFiles'
import { Documents } from './collections/Documents'
import { TrainingCourses } from './collections/TrainingCourses'
import { Projects } from './collections/Projects'
import { ProductFilters } from './collections/ProductFilters'
import { ProductImages } from './collections/ProductImages'
import { Topics } from './collections/Topics'
import { LanguageTexts } from './collections/LanguageTexts'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { Settings } from './collections/Settings'
import { Users } from './collections/Users'
import { Visitors } from './collections/Visitors'
import { getEnv, requireSecret } from './src/env'
import { defaultLocale } from './src/i18n/locales'
import { databaseUrl } from './src/lib/db/databaseUrl'
import { payloadLogger } from './src/lib/log/payloadLogger'
import { jobsLeadership } from './src/lib/db/jobsLeadership'
import { mailAdapter } from './src/lib/mail/adapter'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const env = getEnv()

export default buildConfig({
  serverURL: env.SITE_URL,
  secret: requireSecret('PAYLOAD_SECRET'),
  telemetry: false,
  logger: payloadLogger,
  routes: {
    admin: '/admin',
    api: '/cms-api',
    graphQL: '/cms-api/graphql',
    graphQLPlayground: '/cms-api/graphql-playground',
  },
  graphQL: { disable: true },
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · Sora Electric' },
    // No Gravatar: staff e-mail hashes stay here, and the admin needs no third-party images.
    avatar: 'default',
    components: {
      header: ['/components/Admin/PasswordNotice#PasswordNotice'],
      beforeDashboard: ['/components/Admin/CheckIn/EventStaffHome#EventStaffHome'],
      afterNavLinks: [
        '/components/Admin/Translations/TranslationNav#TranslationNav',
        '/components/Admin/CheckIn/CheckInNav#CheckInNav',
      ],
      views: {
        missingTranslations: {
          Component:
            '/components/Admin/Translations/MissingTranslationsView#MissingTranslationsView',
          path: '/missing-translations',
        },
        interfaceTexts: {
          Component: '/components/Admin/Translations/InterfaceTextsView#InterfaceTextsView',
          path: '/interface-texts',
        },
        checkIn: {
          Component: '/components/Admin/CheckIn/CheckInView#CheckInView',
          path: '/check-in',
        },
        payments: {
          Component: '/components/Admin/Payments/PaymentsView#PaymentsView',
          path: '/payments',
        },
      },
    },
    importMap: {
      baseDir: path.resolve(dirname, 'src'),
      importMapFile: path.resolve(dirname, 'src/app/(payload)/admin/importMap.js'),
    },
    dateFormat: 'dd/MM/yyyy HH:mm',
  },
  auth: { jwtOrder: ['JWT', 'cookie'] },
  csrf: [env.SITE_URL],
  i18n: { supportedLanguages: { vi, en }, fallbackLanguage: 'vi' },
  localization: {
    locales: [
      { code: 'vi', label: 'Tiếng Việt' },
      { code: 'en', label: 'English' },
    ],
    defaultLocale,
    fallback: true,
  },
  editor: lexicalEditor(),
  email: mailAdapter(env.SMTP_URL, { address: env.MAIL_FROM, name: 'Sora Electric Việt Nam' }),
  blocks: blocks.map((block) => ({ ...block, fields: lockForTranslators(block.fields) })),
  collections: [
    ...[
      Pages,
      Media,
      Banners,
      Topics,
      Settings,
      LanguageTexts,
      Currencies,
      SlugRedirects,
      ShortLinks,
      SearchSynonyms,
      Contacts,
      Subscribers,
      Visitors,
      Products,
      ProductFilters,
      ProductBenefits,
      PostCategories,
      Posts,
      Careers,
      JobApplications,
      EventRegistrations,
      EventFavourites,
      EventAnnouncements,
      Dealers,
      Documents,
      DocumentFiles,
      TrainingCourses,
      Projects,
      ProductImages,
      Users,
    ]
      .map(withAudit)
      .map(withPasswordDuty),
    // Written by the site itself, never by staff.
    Outbox,
    MailQueue,
    PrivateFiles,
    SearchQueries,
    AuditLog,
  ].map(hiddenFromEventStaff),
  globals: [Navigation, Footer, CapacityAdvisor]
    .map(withAuditGlobal)
    .map(withPasswordDutyGlobal)
    .map(hiddenFromEventStaff),
  db: postgresAdapter({
    pool: { connectionString: databaseUrl(), max: 10 },
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts'), autoGenerate: false },
  jobs: {
    // Scheduled publishing of pages runs on this queue, inside the long-running server, on one
    // instance at a time: the one holding the jobs lock.
    autoRun: [{ cron: '* * * * *', queue: 'default', limit: 20 }],
    shouldAutoRun: async () => env.PAYLOAD_JOBS === 'on' && (await jobsLeadership().isLeader()),
  },
})
