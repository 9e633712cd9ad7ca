import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { Contacts } from '../../collections/Contacts'
import { JobApplications } from '../../collections/JobApplications'
import {
  ANONYMISED,
  ANONYMISED_EMAIL,
  anonymisedData,
  DEFAULT_RETENTION_MONTHS,
  parseRetentionMonths,
  RETENTION_TARGETS,
  retentionCutoff,
} from './retention'

describe('parseRetentionMonths', () => {
  it('reads whole months from 1 to 120', () => {
    expect(parseRetentionMonths('24')).toBe(24)
    expect(parseRetentionMonths(' 6 ')).toBe(6)
    expect(parseRetentionMonths('120')).toBe(120)
  })

  it('keeps 24 months for anything else', () => {
    for (const value of [null, undefined, '', '0', '121', '-3', '1.5', 'hai năm', '12 tháng'])
      expect(parseRetentionMonths(value)).toBe(DEFAULT_RETENTION_MONTHS)
  })
})

describe('retentionCutoff', () => {
  it('goes back whole calendar months', () => {
    expect(retentionCutoff(new Date('2027-05-15T03:00:00Z'), 24).toISOString()).toBe(
      '2025-05-15T03:00:00.000Z',
    )
    expect(retentionCutoff(new Date('2026-01-10T00:00:00Z'), 13).toISOString()).toBe(
      '2024-12-10T00:00:00.000Z',
    )
  })

  it('falls back to the last day of a shorter month', () => {
    expect(retentionCutoff(new Date('2026-03-31T12:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    )
    expect(retentionCutoff(new Date('2026-02-28T12:00:00Z'), 24).toISOString()).toBe(
      '2024-02-28T12:00:00.000Z',
    )
  })
})

describe('anonymisedData', () => {
  const fields = new Map(
    [
      { name: 'fullName', type: 'text', required: true },
      { name: 'email', type: 'email', required: true },
      { name: 'backupEmail', type: 'email' },
      { name: 'phoneNumber', type: 'text' },
      { name: 'message', type: 'textarea', required: true },
      { name: 'notes', type: 'array' },
      { name: 'invoice', type: 'upload', relationTo: 'private-files' },
      { name: 'province', type: 'select' },
    ].map((field) => [field.name, field]),
  )

  it('blanks personal fields by type, says so in required ones, and stamps the time', () => {
    const now = new Date('2027-01-01T00:00:00Z')
    expect(
      anonymisedData(
        fields,
        ['fullName', 'email', 'backupEmail', 'phoneNumber', 'message', 'notes', 'invoice', 'gone'],
        now,
      ),
    ).toEqual({
      anonymisedAt: '2027-01-01T00:00:00.000Z',
      fullName: ANONYMISED,
      email: ANONYMISED_EMAIL,
      backupEmail: null,
      phoneNumber: null,
      message: ANONYMISED,
      notes: [],
      invoice: null,
    })
  })

  it('writes an address that Payload accepts and that no mail can reach', () => {
    expect(ANONYMISED_EMAIL).toMatch(/^[\w.-]+@[a-z0-9-]+\.invalid$/)
  })
})

/** The names of a collection's data fields, through rows, collapsibles and tabs. */
const dataFields = (fields: Field[]): string[] =>
  fields.flatMap((field) => {
    if ('name' in field && field.name) return [field.name]
    if ('fields' in field) return dataFields(field.fields)
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => dataFields(tab.fields))
    return []
  })

/** What may stay once anonymised: nothing that says who the visitor is or what they wrote. */
const KEPT: Record<string, string[]> = {
  contacts: [
    'reference',
    'formType',
    'businessArea',
    'status',
    'assignee',
    'province',
    'companySize',
    'product',
    'model',
    'purchaseDate',
    'dealerName',
    'language',
    'notifiedAt',
    'consentText',
    'consentedAt',
    'anonymisedAt',
    'idempotencyKey',
  ],
  'job-applications': [
    'reference',
    'status',
    'career',
    'language',
    'consentedAt',
    'consentText',
    'anonymisedAt',
    'idempotencyKey',
  ],
}

describe('retention targets', () => {
  it.each([Contacts, JobApplications])(
    'classify every field of $slug as personal or kept (a new field must be decided on)',
    (collection) => {
      const target = RETENTION_TARGETS.find((entry) => entry.collection === collection.slug)!
      const names = dataFields(collection.fields)
      expect(names).toContain('anonymisedAt')
      expect(
        names.filter(
          (name) => !target.personal.includes(name) && !KEPT[collection.slug]!.includes(name),
        ),
      ).toEqual([])
      // Every personal field the target names exists (a renamed field would stay unanonymised).
      expect(target.personal.filter((name) => !names.includes(name))).toEqual([])
    },
  )
})
