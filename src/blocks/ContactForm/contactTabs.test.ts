import { describe, expect, it } from 'vitest'

import { ATTACHMENT_MAX_BYTES, EARLIEST_PURCHASE } from '@/contract/contact'
import { ContactFormType } from '@/domain/enums'

import {
  areaOf,
  chosenFile,
  CONTACT_TABS,
  fileTooLarge,
  INVOICE_MAX_BYTES,
  PURCHASE_MIN,
  searchWithTab,
  tabAfterKey,
  tabOf,
  tabOfFormType,
  TAB_FORM_TYPES,
  thankYouPath,
  thanksOf,
} from './contactTabs'

describe('the tab in the address', () => {
  it('reads a tab by its name in any case, the first value of a repeated one', () => {
    expect(tabOf('dealer')).toBe('dealer')
    expect(tabOf('EWARRANTY')).toBe('eWarranty')
    expect(tabOf(['question', 'dealer'])).toBe('question')
    expect(tabOf(' getInTouch ')).toBe('getInTouch')
  })

  it('ignores anything else', () => {
    for (const value of [undefined, null, '', 'faq', '20', 'dealer2', '__proto__'])
      expect(tabOf(value)).toBeUndefined()
  })

  it('pairs each tab with its contact form type', () => {
    expect(TAB_FORM_TYPES).toEqual({
      getInTouch: ContactFormType.GetInTouch,
      dealer: ContactFormType.SignUpForDealer,
      eWarranty: ContactFormType.SignUpForDealerEWarranty,
      question: ContactFormType.FAQ,
    })
    for (const tab of CONTACT_TABS) expect(tabOfFormType(TAB_FORM_TYPES[tab])).toBe(tab)
    expect(tabOfFormType(50)).toBeUndefined()
  })

  it('sets the tab and keeps the rest of the query', () => {
    expect(searchWithTab('', 'dealer')).toBe('?tab=dealer')
    expect(searchWithTab('?t=homeAppliances', 'eWarranty')).toBe('?t=homeAppliances&tab=eWarranty')
    expect(searchWithTab('?tab=dealer&t=factoryAutomation', 'getInTouch')).toBe(
      '?tab=getInTouch&t=factoryAutomation',
    )
  })

  it('reads the business area the menus link with', () => {
    expect(areaOf('homeAppliances')).toBe('homeAppliances')
    expect(areaOf('BUILDINGSOLUTION')).toBe('buildingSolution')
    expect(areaOf(['factoryAutomation'])).toBe('factoryAutomation')
    expect(areaOf('forOwners')).toBeUndefined()
    expect(areaOf(undefined)).toBeUndefined()
  })
})

describe('keyboard use of the tabs', () => {
  it('moves with the arrows, wrapping around, and jumps with Home and End', () => {
    expect(tabAfterKey('getInTouch', 'ArrowRight')).toBe('dealer')
    expect(tabAfterKey('question', 'ArrowRight')).toBe('getInTouch')
    expect(tabAfterKey('getInTouch', 'ArrowLeft')).toBe('question')
    expect(tabAfterKey('dealer', 'ArrowDown')).toBe('eWarranty')
    expect(tabAfterKey('dealer', 'ArrowUp')).toBe('getInTouch')
    expect(tabAfterKey('eWarranty', 'Home')).toBe('getInTouch')
    expect(tabAfterKey('dealer', 'End')).toBe('question')
  })

  it('leaves other keys alone', () => {
    for (const key of ['Enter', ' ', 'Tab', 'a']) expect(tabAfterKey('dealer', key)).toBeUndefined()
  })
})

describe('the invoice file', () => {
  it('allows 5 MB, as the contract does', () => {
    expect(INVOICE_MAX_BYTES).toBe(ATTACHMENT_MAX_BYTES)
    expect(fileTooLarge({ size: INVOICE_MAX_BYTES })).toBe(false)
    expect(fileTooLarge({ size: INVOICE_MAX_BYTES + 1 })).toBe(true)
    expect(fileTooLarge({ size: 0 })).toBe(false)
  })

  it('counts an empty, nameless file (what browsers post for none) as none', () => {
    expect(chosenFile(new File([], ''))).toBeNull()
    expect(chosenFile('text')).toBeNull()
    expect(chosenFile(null)).toBeNull()
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'hoa-don.jpg')
    expect(chosenFile(file)).toBe(file)
  })

  it('offers the purchase dates the contract accepts', () => {
    expect(PURCHASE_MIN).toBe(EARLIEST_PURCHASE)
  })
})

describe('the thank-you page', () => {
  it('names the form and the reference in its address', () => {
    expect(thankYouPath('dealer', 'LH-000123')).toBe('/thank-you?form=dealer&ref=LH-000123')
  })

  it('reads what was sent from the query', () => {
    expect(thanksOf({ form: 'eWarranty', ref: 'LH-000042' })).toEqual({
      tab: 'eWarranty',
      reference: 'LH-000042',
    })
    expect(thanksOf({ form: ['question'], ref: 'lh-7' })).toEqual({
      tab: 'question',
      reference: 'LH-7',
    })
  })

  it('falls back to the general thanks for an unknown form or a malformed reference', () => {
    expect(thanksOf(undefined)).toEqual({ tab: undefined, reference: undefined })
    expect(thanksOf({ form: 'newsletter', ref: '<script>' })).toEqual({
      tab: undefined,
      reference: undefined,
    })
    expect(thanksOf({ ref: 'LH-000123 OR 1=1' }).reference).toBeUndefined()
  })
})
