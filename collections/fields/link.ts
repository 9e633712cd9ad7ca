import type { Field, TextFieldSingleValidation } from 'payload'

/**
 * Internal paths (`/lien-he`, `/en/tuyen-dung?x=1`), a part of the same page (`#dang-ky`),
 * absolute http(s) URLs, mail and phone links; nothing else.
 */
export const HREF_PATTERN =
  /^(\/(?!\/)[^\s]*|#[A-Za-z][\w-]*|https?:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[0-9 ]+)$/

export const validateHref: TextFieldSingleValidation = (value) => {
  if (!value) return true
  return (
    HREF_PATTERN.test(value) ||
    'Use a path starting with "/", a #part of the page or a full https:// address'
  )
}

type LinkOptions = { name?: string; required?: boolean; withLabel?: boolean }

/** A link: a localised label and a target that is either a site path or an external URL. */
export const linkField = ({
  name = 'link',
  required = false,
  withLabel = true,
}: LinkOptions = {}): Field => ({
  name,
  type: 'group',
  label: { vi: 'Liên kết', en: 'Link' },
  fields: [
    {
      type: 'row',
      fields: [
        ...(withLabel
          ? [
              {
                name: 'label',
                type: 'text',
                localized: true,
                required,
                label: { vi: 'Nhãn', en: 'Label' },
              } satisfies Field,
            ]
          : []),
        {
          name: 'href',
          type: 'text',
          required,
          validate: validateHref,
          label: { vi: 'Đường dẫn', en: 'Target' },
          admin: {
            description: { vi: 'Ví dụ: /lien-he hoặc https://…', en: 'e.g. /lien-he or https://…' },
          },
        },
      ],
    },
  ],
})
