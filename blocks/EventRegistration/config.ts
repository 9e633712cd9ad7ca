import type { Block } from 'payload'

const label = (vi: string, en: string) => ({ vi, en })

/**
 * An event's registration on a landing page: the event's facts (when, where, seats, the window)
 * and its registration form, read live from the backend (`Post/GetDetailDto`), with the form to
 * hear about new events. Signing in from here comes back to the landing.
 */
export const EventRegistration: Block = {
  slug: 'eventRegistration',
  interfaceName: 'EventRegistrationBlock',
  labels: {
    singular: label('Đăng ký sự kiện', 'Event registration'),
    plural: label('Đăng ký sự kiện', 'Event registrations'),
  },
  admin: {
    images: {
      thumbnail: {
        url: '/admin/blocks/eventRegistration.svg',
        alt: 'An event’s date, place and seats beside its registration form',
      },
    },
  },
  fields: [
    {
      name: 'event',
      type: 'relationship',
      relationTo: 'posts',
      required: true,
      filterOptions: { categoryType: { equals: 'Event' } },
      label: label('Sự kiện', 'Event'),
      admin: {
        description: label(
          'Bài viết sự kiện: thời gian, địa điểm, số chỗ, thời hạn đăng ký và câu hỏi lấy từ bài viết.',
          'An event post: its time, place, seats, registration window and questions are used.',
        ),
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'heading', type: 'text', localized: true, label: label('Tiêu đề', 'Heading') },
        {
          name: 'anchor',
          type: 'text',
          defaultValue: 'dang-ky',
          maxLength: 40,
          label: label('Neo liên kết (#)', 'Link anchor (#)'),
          admin: {
            description: label(
              'Liên kết tới phần này bằng #neo, ví dụ nút “Đăng ký” ở đầu trang.',
              'Link to this part with #anchor, e.g. from a “Register” button at the top.',
            ),
          },
          validate: (value: unknown) =>
            value === null ||
            value === undefined ||
            value === '' ||
            (typeof value === 'string' && /^[a-z][a-z0-9-]*$/.test(value)) ||
            'a-z, 0-9, -',
        },
      ],
    },
    { name: 'intro', type: 'textarea', localized: true, label: label('Mở đầu', 'Intro') },
  ],
}
