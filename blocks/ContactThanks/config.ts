import type { Block } from 'payload'

/**
 * The thank-you page's message for what was sent: `/thank-you?form=dealer&ref=LH-000123` says
 * what happens next for a dealer sign-up and shows the reference number; without a known form,
 * the general thanks. The texts are interface texts (translators edit them).
 */
export const ContactThanks: Block = {
  slug: 'contactThanks',
  interfaceName: 'ContactThanksBlock',
  labels: {
    singular: { vi: 'Lời cảm ơn sau khi gửi', en: 'Thanks after sending' },
    plural: { vi: 'Lời cảm ơn sau khi gửi', en: 'Thanks after sending' },
  },
  admin: {
    images: {
      thumbnail: {
        url: '/admin/blocks/contactThanks.svg',
        alt: 'A tick beside a message and a boxed reference number',
      },
    },
  },
  fields: [],
}
