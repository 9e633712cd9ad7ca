import { describe, expect, it } from 'vitest'

import {
  csvLanguage,
  labelIn,
  relatedIds,
  resolveColumns,
  type CsvColumn,
  type CsvField,
  type CsvFormatContext,
} from './columns'

const fields: CsvField[] = [
  { name: 'id', type: 'number' },
  { name: 'fullName', type: 'text', label: { vi: 'Họ tên', en: 'Name' } },
  {
    name: 'status',
    type: 'select',
    label: { vi: 'Trạng thái', en: 'Status' },
    options: [
      { label: { vi: 'Mới', en: 'New' }, value: 'new' },
      { label: { vi: 'Đang xử lý', en: 'In progress' }, value: 'inProgress' },
      'done',
    ],
  },
  { name: 'createdAt', type: 'date', label: () => 'translated by Payload' },
  {
    name: 'purchaseDate',
    type: 'date',
    label: { vi: 'Ngày mua', en: 'Purchase date' },
    admin: { date: { pickerAppearance: 'dayOnly' } },
  },
  { name: 'consent', type: 'checkbox', label: 'Consent' },
  {
    name: 'assignee',
    type: 'relationship',
    relationTo: 'users',
    label: { vi: 'Người phụ trách', en: 'Assignee' },
  },
  { name: 'tags', type: 'json' },
]

const context = (language: 'vi' | 'en'): CsvFormatContext => ({
  language,
  title: (collection, id) => (collection === 'users' && id === 7 ? 'Ngô Thị Hạnh' : String(id)),
})

const row = {
  id: 12,
  fullName: 'Võ Thành Đạt',
  status: 'inProgress',
  createdAt: '2025-06-30T18:15:00.000Z',
  purchaseDate: '2025-06-20T00:00:00.000Z',
  consent: true,
  assignee: 7,
  tags: { a: 1 },
}

describe('resolveColumns', () => {
  const columns: CsvColumn[] = [
    { field: 'id' },
    { field: 'createdAt' },
    { field: 'fullName' },
    { field: 'status' },
    { field: 'purchaseDate' },
    { field: 'consent' },
    { field: 'assignee' },
    { field: 'tags' },
    { field: 'missing', header: { vi: 'Khác', en: 'Other' }, format: () => 'x' },
  ]

  it('takes headers from the column, the field label, or the system field, in the language', () => {
    expect(resolveColumns(columns, fields, 'vi').map((column) => column.header)).toEqual([
      'Mã',
      'Ngày tạo',
      'Họ tên',
      'Trạng thái',
      'Ngày mua',
      'Consent',
      'Người phụ trách',
      'tags',
      'Khác',
    ])
    expect(resolveColumns(columns, fields, 'en').map((column) => column.header)).toEqual([
      'ID',
      'Created',
      'Name',
      'Status',
      'Purchase date',
      'Consent',
      'Assignee',
      'tags',
      'Other',
    ])
  })

  it('formats by field type', () => {
    const cells = (language: 'vi' | 'en') =>
      resolveColumns(columns, fields, language).map((column) => column.cell(row, context(language)))
    expect(cells('vi')).toEqual([
      12,
      '01/07/2025 01:15',
      'Võ Thành Đạt',
      'Đang xử lý',
      '20/06/2025',
      'Có',
      'Ngô Thị Hạnh',
      '{"a":1}',
      'x',
    ])
    expect(cells('en').slice(3, 6)).toEqual(['In progress', '20/06/2025', 'Yes'])
  })

  it('shows an option without a label by its value, and empty values as empty cells', () => {
    const [status, assignee] = resolveColumns(
      [{ field: 'status' }, { field: 'assignee' }],
      fields,
      'vi',
    )
    expect(status!.cell({ status: 'done' }, context('vi'))).toBe('done')
    expect(status!.cell({ status: null }, context('vi'))).toBe('')
    expect(assignee!.cell({}, context('vi'))).toBe('')
  })

  it('lists the related ids a page names, once each', () => {
    const columns: CsvColumn[] = [{ field: 'fullName' }, { field: 'assignee' }]
    const resolved = resolveColumns(columns, fields, 'vi')
    expect(resolved[1]!.relation).toEqual({ collection: 'users', titleField: undefined })
    const ids = relatedIds(columns, resolved, [
      { assignee: 7 },
      { assignee: { id: 9 } },
      { assignee: 7 },
      {},
    ])
    expect([...ids.get('users')!]).toEqual([7, 9])
  })
})

describe('lookups of custom formats', () => {
  it('lists the ids a format shows by title, in the collection it names', () => {
    const columns: CsvColumn[] = [
      {
        field: 'tags',
        lookup: {
          collection: 'users',
          ids: (value) => (Array.isArray(value) ? value.map((item) => item.by) : []),
        },
        format: (value, _row, { title }) =>
          (value as { by: number }[]).map((item) => title('users', item.by)).join('; '),
      },
    ]
    const resolved = resolveColumns(columns, fields, 'vi')
    const rows = [{ tags: [{ by: 7 }, { by: 3 }] }]
    expect([...relatedIds(columns, resolved, rows).get('users')!]).toEqual([7, 3])
    expect(resolved[0]!.cell(rows[0]!, context('vi'))).toBe('Ngô Thị Hạnh; 3')
  })
})

describe('labels and languages', () => {
  it('reads static labels and falls back to Vietnamese', () => {
    expect(labelIn({ vi: 'Tỉnh', en: 'Province' }, 'en')).toBe('Province')
    expect(labelIn({ vi: 'Tỉnh' }, 'en')).toBe('Tỉnh')
    expect(labelIn('Email', 'vi')).toBe('Email')
    expect(labelIn(() => 'x', 'vi')).toBeNull()
    expect(labelIn(false, 'vi')).toBeNull()
  })

  it('exports in English only when asked', () => {
    expect(csvLanguage('en')).toBe('en')
    expect(csvLanguage('vi')).toBe('vi')
    expect(csvLanguage(undefined)).toBe('vi')
    expect(csvLanguage('fr')).toBe('vi')
  })
})
