import type { Block } from 'payload'

/**
 * The contact page's forms: four tabs (get in touch, dealer sign-up, e-warranty registration, a
 * question), each stored as a contact of its type. `?tab=` opens a tab, `?t=` preselects the
 * business area (and so the inbox the message goes to). Field labels are interface texts.
 */
export const ContactForm: Block = {
  slug: 'contactForm',
  interfaceName: 'ContactFormBlock',
  labels: {
    singular: { vi: 'Biểu mẫu liên hệ', en: 'Contact forms' },
    plural: { vi: 'Biểu mẫu liên hệ', en: 'Contact forms' },
  },
  admin: {
    images: {
      thumbnail: {
        url: '/admin/blocks/contactForm.svg',
        alt: 'Four tabs over a form with name, e-mail and phone fields and a send button',
      },
    },
  },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { vi: 'Tiêu đề', en: 'Heading' } },
    { name: 'intro', type: 'textarea', localized: true, label: { vi: 'Mở đầu', en: 'Intro' } },
    {
      name: 'defaultTab',
      type: 'select',
      required: true,
      defaultValue: 'getInTouch',
      label: { vi: 'Thẻ mở sẵn', en: 'Tab shown first' },
      options: [
        { value: 'getInTouch', label: { vi: 'Liên hệ tư vấn', en: 'Get in touch' } },
        { value: 'dealer', label: { vi: 'Đăng ký làm đại lý', en: 'Become a dealer' } },
        { value: 'eWarranty', label: { vi: 'Bảo hành điện tử', en: 'E-warranty' } },
        { value: 'question', label: { vi: 'Đặt câu hỏi', en: 'Ask a question' } },
      ],
      admin: {
        description: {
          vi: 'Khi địa chỉ có ?tab=, thẻ đó được mở thay cho thẻ này.',
          en: 'An address with ?tab= opens that tab instead.',
        },
      },
    },
  ],
}
