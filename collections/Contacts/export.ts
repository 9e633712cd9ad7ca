import { languageName, type CsvColumn } from '@/lib/csv/columns'
import { csvDateTime } from '@/lib/csv/encode'
import { csvExportEndpoint } from '@/lib/csv/endpoint'

type Note = { text?: string | null; author?: unknown; createdAt?: string | null }

const notesOf = (value: unknown): Note[] => (Array.isArray(value) ? (value as Note[]) : [])

const authorId = (author: unknown): unknown =>
  author && typeof author === 'object' && 'id' in author ? author.id : author

/** Internal notes in one cell, a line each: `DD/MM/YYYY HH:mm, author: text`. */
const notesCell: NonNullable<CsvColumn['format']> = (value, _row, { title }) =>
  notesOf(value)
    .map((note) => {
      const author = authorId(note.author)
      const who = author === null || author === undefined ? '' : title('users', author)
      const head = [csvDateTime(note.createdAt), who].filter(Boolean).join(', ')
      return `${head ? `${head}: ` : ''}${(note.text ?? '').replace(/\r?\n/g, ' ')}`
    })
    .join('\n')

/** The inbox's columns, in the order staff read a message. */
export const CONTACT_COLUMNS: CsvColumn[] = [
  { field: 'reference' },
  { field: 'createdAt', header: { vi: 'Ngày gửi', en: 'Received' } },
  { field: 'formType' },
  { field: 'businessArea' },
  { field: 'status' },
  { field: 'assignee', titleField: 'name' },
  { field: 'fullName' },
  { field: 'email' },
  { field: 'phoneNumber' },
  { field: 'province' },
  { field: 'companyName' },
  { field: 'companySize' },
  { field: 'product' },
  { field: 'subject' },
  { field: 'message' },
  { field: 'registrationNumber' },
  { field: 'shopAddress' },
  { field: 'model' },
  { field: 'serialNumber' },
  { field: 'purchaseDate' },
  { field: 'dealerName' },
  { field: 'invoice' },
  {
    field: 'notes',
    format: notesCell,
    lookup: {
      collection: 'users',
      titleField: 'name',
      ids: (value) => notesOf(value).map((note) => authorId(note.author)),
    },
  },
  { field: 'language', format: languageName },
  { field: 'pageUrl' },
  { field: 'consentedAt' },
  { field: 'anonymisedAt' },
]

/** The inbox as CSV (`/cms-api/contacts/export.csv`), filtered like the admin list. */
export const contactsExport = csvExportEndpoint({
  collection: 'contacts',
  fileName: 'hop-thu-lien-he',
  columns: CONTACT_COLUMNS,
})
