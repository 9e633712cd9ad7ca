import type { FormField } from '@/contract/account'

import { Field } from './Field'

type Props = {
  idPrefix: string
  fields: FormField[]
  optionalLabel: string
  chooseLabel: string
  /** The latest date a date field accepts (`YYYY-MM-DD`, today for a date of birth). */
  maxDate: string
  value: (name: string) => string | undefined
  error: (name: string) => string | undefined
}

const INPUT_MODES: Partial<Record<FormField['type'], 'email' | 'tel'>> = {
  email: 'email',
  tel: 'tel',
}

/** Inputs built from a form definition the backend gives (`Auth/getUserForm` and kin). */
export function FormFields({
  idPrefix,
  fields,
  optionalLabel,
  chooseLabel,
  maxDate,
  value,
  error,
}: Props) {
  return fields.map((field) => (
    <Field
      key={field.name}
      id={`${idPrefix}-${field.name}`}
      name={field.name}
      label={field.label}
      type={field.type}
      required={field.required}
      maxLength={field.maxLength ?? undefined}
      autoComplete={field.autoComplete ?? undefined}
      inputMode={INPUT_MODES[field.type]}
      min={field.type === 'date' ? '1900-01-01' : undefined}
      max={field.type === 'date' ? maxDate : undefined}
      options={field.options ?? undefined}
      chooseLabel={chooseLabel}
      optionalLabel={optionalLabel}
      defaultValue={value(field.name)}
      error={error(field.name)}
    />
  ))
}

/** The values of `fields` in a submitted form, as text. */
export const formValues = (fields: readonly { name: string }[], data: FormData) =>
  Object.fromEntries(fields.map(({ name }) => [name, String(data.get(name) ?? '')]))
