/** The texts the application form shows (namespace `jobApplication`), passed as plain props. */
export const APPLY_LABEL_KEYS = [
  'fullName',
  'email',
  'phoneNumber',
  'coverLetter',
  'coverLetterHint',
  'optional',
  'cv',
  'cvHint',
  'website',
  'submit',
  'sending',
  'continue',
] as const
export type ApplyLabels = Record<(typeof APPLY_LABEL_KEYS)[number], string>
