import type { CollectionConfig } from 'payload'

import { GROUP_EVENTS } from '../access/groups'
import { isAdmin, isEditor, nobody } from '../access/predicates'
import { LANGUAGE_OPTIONS, label } from '../fields/common'

const readOnly = { readOnly: true } as const

/**
 * Registrations for events (`SeminarRegistration/*`): a signed-in visitor's seat, with the
 * answers to the event's form. A confirmed registration is a ticket (its code and signed token
 * open the door); when the event is full it waits in line, and the first in line gets the seat a
 * cancellation frees. Written by the backend only, under a lock on the event, so the capacity
 * holds however many register at once. A paid seminar's registration is also its order: it holds a
 * seat while awaiting the bank transfer, and gets its ticket when staff mark the payment received,
 * or expires and frees the seat.
 */
export const EventRegistrations: CollectionConfig = {
  slug: 'event-registrations',
  labels: {
    singular: label('Đăng ký sự kiện', 'Event registration'),
    plural: label('Đăng ký sự kiện', 'Event registrations'),
  },
  admin: {
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'event', 'status', 'ticketCode', 'createdAt'],
    group: GROUP_EVENTS,
    listSearchableFields: ['fullName', 'email', 'ticketCode', 'orderReference'],
  },
  defaultSort: '-createdAt',
  access: { create: nobody, read: isEditor, update: nobody, delete: isAdmin },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'event',
          type: 'relationship',
          relationTo: 'posts',
          required: true,
          index: true,
          label: label('Sự kiện', 'Event'),
          admin: readOnly,
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          index: true,
          options: [
            { value: 'confirmed', label: label('Đã có vé', 'Confirmed') },
            {
              value: 'awaitingPayment',
              label: label('Chờ thanh toán', 'Awaiting payment'),
            },
            { value: 'waiting', label: label('Danh sách chờ', 'Waiting list') },
            { value: 'cancelled', label: label('Đã hủy', 'Cancelled') },
            { value: 'expired', label: label('Quá hạn thanh toán', 'Payment expired') },
          ],
          label: label('Trạng thái', 'Status'),
          admin: readOnly,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'visitor',
          type: 'relationship',
          relationTo: 'visitors',
          required: true,
          index: true,
          label: label('Tài khoản', 'Account'),
          admin: readOnly,
        },
        { name: 'fullName', type: 'text', label: label('Họ tên', 'Name'), admin: readOnly },
        { name: 'email', type: 'email', label: label('Email', 'E-mail'), admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'companyName',
          type: 'text',
          label: label('Công ty', 'Company'),
          admin: readOnly,
        },
        {
          name: 'companySize',
          type: 'number',
          label: label('Quy mô công ty', 'Company size'),
          admin: readOnly,
        },
        {
          name: 'jobTitle',
          type: 'text',
          label: label('Chức danh', 'Job title'),
          admin: readOnly,
        },
      ],
    },
    {
      name: 'answers',
      type: 'json',
      label: label('Trả lời câu hỏi thêm', 'Answers to the extra questions'),
      admin: readOnly,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'ticketCode',
          type: 'text',
          unique: true,
          label: label('Mã vé', 'Ticket code'),
          admin: readOnly,
        },
        {
          name: 'confirmedAt',
          type: 'date',
          label: label('Có vé lúc', 'Confirmed at'),
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'cancelledAt',
          type: 'date',
          label: label('Hủy lúc', 'Cancelled at'),
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'checkedInAt',
          type: 'date',
          label: label('Vào cửa lúc', 'Checked in at'),
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      type: 'collapsible',
      label: label('Thanh toán (hội thảo có phí)', 'Payment (paid seminars)'),
      admin: {
        initCollapsed: false,
        condition: (data) => typeof data?.amount === 'number' && data.amount > 0,
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'orderReference',
              type: 'text',
              unique: true,
              label: label('Mã đơn (nội dung chuyển khoản)', 'Order reference (transfer message)'),
              admin: readOnly,
            },
            {
              name: 'amount',
              type: 'number',
              label: label('Số tiền (VND)', 'Amount (VND)'),
              admin: readOnly,
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'paymentDueAt',
              type: 'date',
              index: true,
              label: label('Hạn thanh toán', 'Pay by'),
              admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
            },
            {
              name: 'paidAt',
              type: 'date',
              label: label('Nhận tiền lúc', 'Payment received at'),
              admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
            },
            {
              name: 'expiredAt',
              type: 'date',
              label: label('Hết hạn lúc', 'Expired at'),
              admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
            },
          ],
        },
        {
          name: 'paymentNote',
          type: 'text',
          label: label('Dòng sao kê ngân hàng', 'Bank statement line'),
          admin: readOnly,
        },
        {
          name: 'paidMarkedBy',
          type: 'relationship',
          relationTo: 'users',
          label: label('Người xác nhận thanh toán', 'Payment confirmed by'),
          admin: readOnly,
        },
      ],
    },
    {
      name: 'checkedInBy',
      type: 'relationship',
      relationTo: 'users',
      label: label('Người soát vé', 'Checked in by'),
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      name: 'language',
      type: 'select',
      options: LANGUAGE_OPTIONS,
      label: label('Ngôn ngữ thư', 'Mail language'),
      admin: { ...readOnly, position: 'sidebar' },
    },
  ],
}
