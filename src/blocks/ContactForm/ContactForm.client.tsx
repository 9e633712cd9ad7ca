'use client'

import {
  useActionState,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react'

import { describedBy as describedByOf, FieldNotes } from '@/components/Account/Field'
import { newIdempotencyKey } from '@/lib/forms/idempotencyKey'
import type { AreaKey } from '@/domain/documents'
import { vietnamDay } from '@/domain/vietnamTime'
import type { Locale } from '@/i18n/locales'
import { submitContact, type ContactResult } from '@/lib/actions/contact'
import type { BrowserCall } from '@/lib/catalogue/browserClient'

import styles from './ContactForm.module.css'
import {
  AREA_KEY_LIST,
  AREA_PARAM,
  areaOf,
  CONTACT_TABS,
  chosenFile,
  fileTooLarge,
  INVOICE_ACCEPT,
  PURCHASE_MIN,
  searchWithTab,
  TAB_FORM_TYPES,
  TAB_PARAM,
  tabAfterKey,
  tabOf,
  type ContactTab,
} from './contactTabs'
import { ProductCombobox } from './ProductCombobox.client'
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactFormTexts,
  type Option,
  type TabLayout,
} from './types'

export type ContactFormProps = {
  locale: Locale
  texts: ContactFormTexts
  /** The consent line with its link to the privacy policy, rendered on the server. */
  consent: ReactNode
  layout: TabLayout
  provinces: Option[]
  companySizes: Option[]
  /** `Product/GetListBoxDto` as the browser calls it (the product and model suggestions). */
  productCall: BrowserCall
  initialTab: ContactTab
  initialArea?: AreaKey
  /** The page's path in its language (`/en/lien-he`): where the form posts without scripts. */
  pagePath: string
}

type FieldErrors = Partial<Record<ContactField, string>>

/** How each field is asked: its control, browser autofill and keyboard. */
const CONTROLS: Record<
  ContactField,
  {
    kind:
      'text' | 'email' | 'tel' | 'date' | 'select' | 'textarea' | 'file' | 'checkbox' | 'combobox'
    autoComplete?: string
    inputMode?: 'email' | 'tel' | 'text'
    maxLength?: number
    wide?: boolean
  }
> = {
  businessArea: { kind: 'select', autoComplete: 'off' },
  fullName: { kind: 'text', autoComplete: 'name', maxLength: 100 },
  email: { kind: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 254 },
  phoneNumber: { kind: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 20 },
  province: { kind: 'select', autoComplete: 'address-level1' },
  companyName: { kind: 'text', autoComplete: 'organization', maxLength: 200 },
  companySize: { kind: 'select', autoComplete: 'off' },
  registrationNumber: { kind: 'text', autoComplete: 'off', maxLength: 14 },
  shopAddress: { kind: 'text', autoComplete: 'street-address', maxLength: 300, wide: true },
  product: { kind: 'combobox', maxLength: 150, wide: true },
  model: { kind: 'combobox', maxLength: 60 },
  serialNumber: { kind: 'text', autoComplete: 'off', maxLength: 40 },
  purchaseDate: { kind: 'date', autoComplete: 'off' },
  dealerName: { kind: 'text', autoComplete: 'off', maxLength: 200 },
  invoice: { kind: 'file', wide: true },
  message: { kind: 'textarea', maxLength: 2000, wide: true },
  consent: { kind: 'checkbox', wide: true },
}

const noSubscription = () => () => undefined
/** The tab the address names, read in the browser (the cached page's HTML cannot know it). */
const tabInAddress = () => tabOf(new URLSearchParams(window.location.search).get(TAB_PARAM))

/** Moves focus to the first field, in page order, that has an error. */
function focusFirstInvalid(form: HTMLFormElement | null, fieldErrors?: FieldErrors) {
  if (!form || !fieldErrors) return
  const field = CONTACT_FIELDS.find((name) => fieldErrors[name])
  const element = field ? form.elements.namedItem(field) : null
  if (element instanceof HTMLElement) element.focus()
}

/**
 * The four contact forms as ARIA tabs: one selected, the others reachable with the arrow keys,
 * Home and End (roving tabindex); the selected tab is kept in the address (`?tab=`). The page is
 * cached, so the browser reads the address itself once it runs. Without scripts each tab is a
 * link to its own address and each form posts as usual.
 */
export function ContactForm(props: ContactFormProps) {
  const { texts, initialTab } = props
  const id = useId()
  const [chosen, setChosen] = useState<ContactTab>()
  const inAddress = useSyncExternalStore(noSubscription, tabInAddress, () => undefined)
  const tab = chosen ?? inAddress ?? initialTab
  const tabs = useRef<Partial<Record<ContactTab, HTMLAnchorElement | null>>>({})

  const select = (next: ContactTab, focus: boolean) => {
    setChosen(next)
    const { pathname, search, hash } = window.location
    window.history.replaceState(
      window.history.state,
      '',
      `${pathname}${searchWithTab(search, next)}${hash}`,
    )
    if (focus) tabs.current[next]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(tab, event.key)
    if (!next) return
    event.preventDefault()
    select(next, true)
  }

  const hrefOf = (key: ContactTab) =>
    searchWithTab(props.initialArea ? `${AREA_PARAM}=${props.initialArea}` : '', key)

  return (
    <div className={styles.tabs}>
      <div
        role="tablist"
        aria-label={texts.tabsLabel}
        className={styles.tablist}
        onKeyDown={onKeyDown}
      >
        {CONTACT_TABS.map((key) => (
          <a
            key={key}
            ref={(element) => {
              tabs.current[key] = element
            }}
            role="tab"
            id={`${id}-tab-${key}`}
            href={hrefOf(key)}
            aria-selected={key === tab}
            aria-controls={`${id}-panel-${key}`}
            tabIndex={key === tab ? 0 : -1}
            className={styles.tab}
            onClick={(event) => {
              // A tab opened in a new window keeps its link.
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
              event.preventDefault()
              select(key, false)
            }}
          >
            {texts.tabs[key]}
          </a>
        ))}
      </div>
      {CONTACT_TABS.map((key) => (
        <div
          key={key}
          role="tabpanel"
          id={`${id}-panel-${key}`}
          aria-labelledby={`${id}-tab-${key}`}
          hidden={key !== tab}
          className={styles.panel}
        >
          <TabForm {...props} tab={key} idPrefix={`${id}-${key}`} />
        </div>
      ))}
    </div>
  )
}

type TabFormProps = ContactFormProps & { tab: ContactTab; idPrefix: string }

/** One tab's form: checked in the browser with the contract's schema, then sent once. */
function TabForm({
  locale,
  texts,
  consent,
  layout,
  provinces,
  companySizes,
  productCall,
  initialArea,
  pagePath,
  tab,
  idPrefix,
}: TabFormProps) {
  // Without scripts the form posts to this tab's address, which shows the result with the tab
  // open (or is redirected to the thank-you page).
  const [posted, formAction] = useActionState(
    submitContact,
    null,
    `${pagePath}${searchWithTab(initialArea ? `${AREA_PARAM}=${initialArea}` : '', tab)}`,
  )
  const [result, setResult] = useState<ContactResult | null>(null)
  const [attempt, setAttempt] = useState(0)
  const [pending, startTransition] = useTransition()
  const [fileError, setFileError] = useState<string>()
  // A cached page cannot know today's date: the browser sets the latest purchase date.
  const today = useSyncExternalStore(
    noSubscription,
    () => vietnamDay(new Date()),
    () => undefined,
  )
  // One key per fill-in, kept across failed attempts, so a retry of a lost answer stores once.
  const idempotencyKey = useRef<string>(undefined)
  const sending = useRef(false)
  const area = useRef<HTMLSelectElement>(null)
  const shown = result ?? posted
  const { shown: fields, required } = layout[tab]

  useEffect(() => {
    const fromUrl = areaOf(new URLSearchParams(window.location.search).get(AREA_PARAM))
    if (fromUrl && area.current && !area.current.value) area.current.value = fromUrl
  }, [])

  const show = (next: ContactResult) => {
    setResult(next)
    setAttempt((count) => count + 1)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending.current || (result?.ok && result.redirectTo)) return
    sending.current = true
    const element = event.currentTarget
    const data = new FormData(element)
    data.set('enhanced', '1')
    idempotencyKey.current ??= newIdempotencyKey()
    data.set('idempotencyKey', idempotencyKey.current)
    data.set('pageUrl', `${window.location.pathname}${window.location.search}`.slice(0, 500))
    startTransition(async () => {
      try {
        const next = await send(data, texts)
        startTransition(() => show(next))
        if (next.ok && next.redirectTo) window.location.assign(next.redirectTo)
        else if (!next.ok) focusFirstInvalid(element, next.fieldErrors)
      } finally {
        sending.current = false
      }
    })
  }

  const busy = pending || Boolean(result?.ok && result.redirectTo)
  const errors: FieldErrors = shown && !shown.ok ? (shown.fieldErrors ?? {}) : {}
  const errorOf = (field: ContactField) =>
    field === 'invoice' ? (fileError ?? errors.invoice) : errors[field]
  const valueOf = (field: ContactField) => posted?.values?.[field]
  const listed = CONTACT_FIELDS.filter((field) => errorOf(field))
  const failure = shown && !shown.ok ? shown.message : null

  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      className={styles.form}
      aria-describedby={`${idPrefix}-intro`}
    >
      <p id={`${idPrefix}-intro`} className={styles.tabIntro}>
        {texts.intro[tab]}
      </p>
      <p className={styles.requiredNote}>{texts.requiredNote}</p>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="formType" value={TAB_FORM_TYPES[tab]} />
      <input type="hidden" name="enhanced" value="0" />
      <input type="hidden" name="pageUrl" value={pagePath} />
      {failure ? (
        <div key={attempt} role="alert" className={styles.alert}>
          {/* Field problems are listed, each linked to its field; other failures are one line. */}
          <p className={styles.summaryTitle}>
            {listed.length > 0 && failure === errorOf(listed[0]!) ? texts.summary : failure}
          </p>
          {listed.length > 0 ? (
            <ul>
              {listed.map((field) => (
                <li key={field}>
                  <a href={`#${idPrefix}-${field}`}>{errorOf(field)}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className={styles.grid}>
        {fields.map((field) => (
          <FormField
            key={field}
            field={field}
            id={`${idPrefix}-${field}`}
            texts={texts}
            required={required.includes(field)}
            error={errorOf(field)}
            defaultValue={valueOf(field) ?? (field === 'businessArea' ? initialArea : undefined)}
            options={
              field === 'province'
                ? provinces
                : field === 'companySize'
                  ? companySizes
                  : field === 'businessArea'
                    ? AREA_KEY_LIST.map((key) => ({ value: key, label: texts.areas[key] }))
                    : undefined
            }
            selectRef={field === 'businessArea' ? area : undefined}
            consent={consent}
            productCall={productCall}
            today={today}
            onFile={(file) =>
              setFileError(file && fileTooLarge(file) ? texts.fields.invoice.tooLarge : undefined)
            }
          />
        ))}
      </div>
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${idPrefix}-website`}>{texts.honeypot}</label>
        <input
          id={`${idPrefix}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={busy}>
          {busy ? texts.sending : texts.submit[tab]}
        </button>
      </div>
      <p role="status" className={styles.status}>
        {shown?.ok ? shown.message : null}
        {shown?.ok && shown.redirectTo ? (
          <>
            {' '}
            <a href={shown.redirectTo}>{texts.continue}</a>
          </>
        ) : null}
      </p>
    </form>
  )
}

/** Checks the form with the contract's schema (loaded now, with zod), then calls the action. */
async function send(data: FormData, texts: ContactFormTexts): Promise<ContactResult> {
  try {
    const { checkContact, firstFieldError, readContactForm } = await import('./contactValidation')
    const checked = checkContact(await readContactForm(data, { honeypot: false }), texts.fields)
    if (!checked.ok) {
      const first = firstFieldError(checked.fieldErrors)
      if (first) return { ok: false, message: first, fieldErrors: checked.fieldErrors }
    }
    return await submitContact(null, data)
  } catch (error) {
    console.error('[contact] form not sent', error)
    return { ok: false, message: texts.failed }
  }
}

type FormFieldProps = {
  field: ContactField
  id: string
  texts: ContactFormTexts
  required: boolean
  error?: string
  defaultValue?: string
  options?: Option[]
  selectRef?: Ref<HTMLSelectElement>
  consent: ReactNode
  productCall: BrowserCall
  today?: string
  onFile: (file: File | null) => void
}

/** One labelled control with its hint and error, wired for assistive technology. */
function FormField({
  field,
  id,
  texts,
  required,
  error,
  defaultValue,
  options,
  selectRef,
  consent,
  productCall,
  today,
  onFile,
}: FormFieldProps) {
  const control = CONTROLS[field]
  const { label, hint, choose } = texts.fields[field]
  const describedBy = describedByOf(id, hint, error)
  const common = {
    id,
    name: field,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  }
  const mark = required ? (
    <span className={styles.required} aria-hidden="true">
      {' '}
      *
    </span>
  ) : null
  const notes = (
    <FieldNotes
      id={id}
      hint={hint}
      error={error}
      classes={{ hint: styles.hint, error: styles.fieldError }}
    />
  )

  if (control.kind === 'checkbox')
    return (
      <div className={`${styles.field} ${styles.wide} ${styles.check}`}>
        <input {...common} type="checkbox" defaultChecked={defaultValue === 'on'} />
        <label htmlFor={id}>
          {consent}
          {mark}
        </label>
        {notes}
      </div>
    )

  let input: ReactNode
  switch (control.kind) {
    case 'select':
      input = (
        <select
          {...common}
          ref={selectRef}
          className={styles.input}
          autoComplete={control.autoComplete}
          defaultValue={defaultValue ?? ''}
        >
          <option value="">{choose ?? ''}</option>
          {(options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )
      break
    case 'textarea':
      input = (
        <textarea
          {...common}
          className={styles.input}
          rows={5}
          maxLength={control.maxLength}
          defaultValue={defaultValue}
        />
      )
      break
    case 'file':
      input = (
        <input
          {...common}
          type="file"
          accept={INVOICE_ACCEPT}
          className={styles.file}
          onChange={(event) => onFile(chosenFile(event.target.files?.[0] ?? null))}
        />
      )
      break
    case 'combobox':
      input = (
        <ProductCombobox
          id={id}
          name={field}
          fill={field === 'model' ? 'model' : 'product'}
          call={productCall}
          maxLength={control.maxLength ?? 150}
          required={required}
          defaultValue={defaultValue}
          describedBy={describedBy}
          invalid={Boolean(error)}
          texts={texts.suggestions}
        />
      )
      break
    default:
      input = (
        <input
          {...common}
          type={control.kind}
          className={styles.input}
          autoComplete={control.autoComplete}
          inputMode={control.inputMode}
          maxLength={control.maxLength}
          min={control.kind === 'date' ? PURCHASE_MIN : undefined}
          max={control.kind === 'date' ? today : undefined}
          spellCheck={
            field === 'serialNumber' || field === 'registrationNumber' ? false : undefined
          }
          defaultValue={defaultValue}
        />
      )
  }
  return (
    <div className={`${styles.field} ${control.wide ? styles.wide : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {mark}
      </label>
      {input}
      {notes}
    </div>
  )
}
