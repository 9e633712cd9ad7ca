import { AREA_KEYS, pickKey, type AreaKey } from '@/domain/documents'
import { ContactFormType } from '@/domain/enums'
import { firstValue } from '@/domain/query'

/**
 * The contact page's four tabs as its URL names them (`/lien-he?tab=dealer&t=buildingSolution`):
 * pure, shared by the block, the browser form, the server action and the thank-you page.
 */

export const CONTACT_TABS = ['getInTouch', 'dealer', 'eWarranty', 'question'] as const
export type ContactTab = (typeof CONTACT_TABS)[number]

/** The query parameter holding the selected tab. */
export const TAB_PARAM = 'tab'
/** The query parameter the menus use for a business area (spec §2). */
export const AREA_PARAM = 't'

type ContactFormTypeValue = (typeof ContactFormType)[keyof typeof ContactFormType]

export const TAB_FORM_TYPES = {
  getInTouch: ContactFormType.GetInTouch,
  dealer: ContactFormType.SignUpForDealer,
  eWarranty: ContactFormType.SignUpForDealerEWarranty,
  question: ContactFormType.FAQ,
} as const satisfies Record<ContactTab, ContactFormTypeValue>

export const AREA_KEY_LIST = Object.keys(AREA_KEYS) as AreaKey[]

type QueryValue = string | string[] | null | undefined

const first = (value: QueryValue) => firstValue(value ?? undefined)

/** A tab by its URL name, in any case; undefined for anything else. */
export const tabOf = (value: QueryValue): ContactTab | undefined =>
  pickKey(CONTACT_TABS, first(value))

/** The tab of a contact form type (10, 20, 30, 40). */
export const tabOfFormType = (formType: number): ContactTab | undefined =>
  CONTACT_TABS.find((tab) => TAB_FORM_TYPES[tab] === formType)

/** A business area by its menu name (`?t=buildingSolution`), in any case. */
export const areaOf = (value: QueryValue): AreaKey | undefined =>
  pickKey(AREA_KEY_LIST, first(value))

/** A query string with the tab set and everything else kept (`?t=homeAppliances&tab=dealer`). */
export function searchWithTab(search: string, tab: ContactTab): string {
  const params = new URLSearchParams(search)
  params.set(TAB_PARAM, tab)
  return `?${params}`
}

/** The tab after `current` that an arrow, Home or End key moves to (wrapping around). */
export function tabAfterKey(current: ContactTab, key: string): ContactTab | undefined {
  const index = CONTACT_TABS.indexOf(current)
  const count = CONTACT_TABS.length
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return CONTACT_TABS[(index + 1) % count]
    case 'ArrowLeft':
    case 'ArrowUp':
      return CONTACT_TABS[(index - 1 + count) % count]
    case 'Home':
      return CONTACT_TABS[0]
    case 'End':
      return CONTACT_TABS[count - 1]
    default:
      return undefined
  }
}

/**
 * The largest invoice the form sends, checked in the browser before anything is read or sent
 * (the contract's `ATTACHMENT_MAX_BYTES`; a unit test keeps the two equal).
 */
export const INVOICE_MAX_BYTES = 5 * 1024 * 1024
/** The earliest purchase date the date picker offers (the contract's `EARLIEST_PURCHASE`). */
export const PURCHASE_MIN = '2000-01-01'
/** What the invoice picker offers (the server checks the bytes, not this). */
export const INVOICE_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf'

/** Whether a chosen file is too large to send (an empty file counts as none chosen). */
export const fileTooLarge = (file: { size: number }): boolean => file.size > INVOICE_MAX_BYTES

/** A chosen file, or null when the input holds none (browsers post an empty, nameless one). */
export const chosenFile = (value: FormDataEntryValue | null): File | null =>
  typeof value === 'object' && value !== null && value.size > 0 ? value : null

/** The reference number a successful submission answers (`LH-000123`), as the URL may carry it. */
export const REFERENCE = /^[A-Z]{1,5}-\d{1,12}$/

/** The thank-you page's address for a sent form (locale-less). */
export const thankYouPath = (tab: ContactTab, reference: string): string =>
  `/thank-you?form=${tab}&ref=${encodeURIComponent(reference)}`

/** What the thank-you page's query says was sent: the form's tab and a well-formed reference. */
export function thanksOf(search: Record<string, QueryValue> | undefined): {
  tab: ContactTab | undefined
  reference: string | undefined
} {
  const reference = first(search?.ref)?.trim().toUpperCase()
  return {
    tab: tabOf(search?.form),
    reference: reference && REFERENCE.test(reference) ? reference : undefined,
  }
}
