import type { AreaKey } from '@/domain/documents'

import type { ContactTab } from './contactTabs'

/** Every field a contact form may show, in page order (the business area first, consent last). */
export const CONTACT_FIELDS = [
  'businessArea',
  'fullName',
  'email',
  'phoneNumber',
  'province',
  'companyName',
  'companySize',
  'registrationNumber',
  'shopAddress',
  'product',
  'model',
  'serialNumber',
  'purchaseDate',
  'dealerName',
  'invoice',
  'message',
  'consent',
] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

/**
 * A field's texts: its label (the consent's is the `consent` line with its link) and hint, the
 * empty choice of a select, and its messages.
 */
export type FieldTexts = {
  label?: string
  hint?: string
  choose?: string
  required?: string
  invalid?: string
  tooLarge?: string
  type?: string
}
export type FieldMessages = Partial<Record<ContactField, FieldTexts>>

/** The `contactForm` interface texts the browser form shows (translated on the server). */
export type ContactFormTexts = {
  tabsLabel: string
  tabs: Record<ContactTab, string>
  intro: Record<ContactTab, string>
  submit: Record<ContactTab, string>
  sending: string
  requiredNote: string
  areas: Record<AreaKey, string>
  fields: Record<ContactField, FieldTexts>
  honeypot: string
  summary: string
  failed: string
  continue: string
  suggestions: { label: string; available: string; none: string }
}

/** What each tab shows and requires (from the contract's `CONTACT_FORM_FIELDS`). */
export type TabLayout = Record<ContactTab, { shown: ContactField[]; required: ContactField[] }>

export type Option = { value: string; label: string }
