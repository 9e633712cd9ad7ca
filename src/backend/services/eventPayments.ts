import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import type { PaymentDto } from '@/contract/event'
import type { PostListItemDto } from '@/contract/post'
import type { SettingKey } from '@/domain/enums'
import { orderExpiresAt, orderExpiryMinutes, orderReference } from '@/domain/eventOrders'
import { vietQrPayload } from '@/domain/vietqr'
import type { Locale } from '@/i18n/locales'
import { formatVndExact } from '@/lib/format/currency'
import { escapeHtml } from '@/lib/html/escape'
import { formatVietnamDateTime } from '@/lib/posts/eventInfo'
import { qrPng } from '@/lib/qr/qrCode'
import { eventPlace, eventWhen } from '@/lib/tickets/calendar'
import { orderPath } from '@/lib/tickets/paths'

import { BackendFault } from '../errors'
import type { QueuedMail } from '../mailQueue'
import { siteLink, textMailHtml } from '../mailText'
import { getSettingValue } from './settings'

/**
 * Paying for a paid seminar by bank transfer: the company's account (site settings), the VietQR
 * code a banking app scans, and the mails of an order (placed, expired). The seats and the states
 * are `eventRegistrations`' work; this is what an order says.
 */

/** The settings that name the company's account, and how long an order waits. */
export const PAYMENT_SETTINGS = {
  bankBin: 'PaymentBankBin',
  bankName: 'PaymentBankName',
  accountNumber: 'PaymentAccountNumber',
  accountName: 'PaymentAccountName',
  expiryMinutes: 'EventOrderExpiryMinutes',
} as const satisfies Record<string, SettingKey>

export type PaymentAccount = {
  bankBin: string
  bankName: string
  accountNumber: string
  accountName: string
  expiryMinutes: number
}

type Texts = {
  notConfigured: string
  orderSubject: (title: string) => string
  orderBody: (v: OrderMailValues) => string
  promotedIntro: string
  expiredSubject: (title: string) => string
  expiredBody: (v: { name: string; title: string; reference: string; link: string }) => string
  qrAlt: string
}

type OrderMailValues = {
  name: string
  title: string
  when: string
  where: string
  amount: string
  bankName: string
  accountNumber: string
  accountName: string
  reference: string
  dueAt: string
  link: string
}

const TEXTS: Record<Locale, Texts> = {
  vi: {
    notConfigured:
      'Hiện chưa thể đăng ký sự kiện có phí vì tài khoản nhận thanh toán chưa được thiết lập. Vui lòng liên hệ chúng tôi.',
    orderSubject: (title) => `Đơn đăng ký chờ thanh toán: ${title}`,
    orderBody: (v) =>
      [
        `Xin chào ${v.name},`,
        '',
        `Chúng tôi đã giữ chỗ cho bạn tại sự kiện "${v.title}".`,
        `Thời gian: ${v.when}`,
        `Địa điểm: ${v.where}`,
        '',
        'Vui lòng chuyển khoản theo thông tin dưới đây (hoặc quét mã QR đính kèm bằng ứng dụng ngân hàng):',
        `Số tiền: ${v.amount}`,
        `Ngân hàng: ${v.bankName}`,
        `Số tài khoản: ${v.accountNumber}`,
        `Chủ tài khoản: ${v.accountName}`,
        `Nội dung chuyển khoản: ${v.reference}`,
        '',
        `Hạn thanh toán: ${v.dueAt}. Sau thời hạn này, chỗ của bạn sẽ được trả lại.`,
        'Vé sẽ được gửi qua email ngay khi chúng tôi xác nhận đã nhận được tiền.',
        `Xem đơn của bạn: ${v.link}`,
        '',
        'Trân trọng,',
        'Sora Electric Việt Nam',
      ].join('\n'),
    promotedIntro:
      'Một chỗ vừa được trả lại và bạn là người tiếp theo trong danh sách chờ. Chỗ được giữ cho bạn đến hạn thanh toán.',
    expiredSubject: (title) => `Đơn đăng ký đã hết hạn thanh toán: ${title}`,
    expiredBody: (v) =>
      [
        `Xin chào ${v.name},`,
        '',
        `Đơn ${v.reference} cho sự kiện "${v.title}" đã quá hạn thanh toán nên chỗ giữ cho bạn đã được trả lại.`,
        'Nếu bạn đã chuyển khoản, vui lòng trả lời thư này kèm biên lai, chúng tôi sẽ kiểm tra và hỗ trợ bạn.',
        `Bạn có thể đăng ký lại nếu sự kiện còn chỗ: ${v.link}`,
        '',
        'Trân trọng,',
        'Sora Electric Việt Nam',
      ].join('\n'),
    qrAlt: 'Mã VietQR để chuyển khoản',
  },
  en: {
    notConfigured:
      'Paid events cannot be booked right now: the account that receives payments is not set up. Please contact us.',
    orderSubject: (title) => `Your order awaits payment: ${title}`,
    orderBody: (v) =>
      [
        `Hello ${v.name},`,
        '',
        `We are holding a seat for you at "${v.title}".`,
        `When: ${v.when}`,
        `Where: ${v.where}`,
        '',
        'Please pay by bank transfer with the details below (or scan the attached QR code with your banking app):',
        `Amount: ${v.amount}`,
        `Bank: ${v.bankName}`,
        `Account number: ${v.accountNumber}`,
        `Account name: ${v.accountName}`,
        `Transfer message: ${v.reference}`,
        '',
        `Pay by ${v.dueAt}. After that, your seat is given back.`,
        'Your ticket is e-mailed as soon as we confirm the payment.',
        `See your order: ${v.link}`,
        '',
        'Kind regards,',
        'Sora Electric Vietnam',
      ].join('\n'),
    promotedIntro:
      'A seat has been given back and you were next on the waiting list. It is held for you until the payment is due.',
    expiredSubject: (title) => `Your order has expired: ${title}`,
    expiredBody: (v) =>
      [
        `Hello ${v.name},`,
        '',
        `Order ${v.reference} for "${v.title}" was not paid in time, so the seat held for you has been given back.`,
        'If you did transfer the money, please reply to this e-mail with the receipt and we will sort it out.',
        `You may register again while seats remain: ${v.link}`,
        '',
        'Kind regards,',
        'Sora Electric Vietnam',
      ].join('\n'),
    qrAlt: 'VietQR code for the transfer',
  },
}

/**
 * The company's account from the settings, checked as VietQR needs it. A paid registration is
 * refused plainly (503) while it is not set up, rather than handing out an order nobody can pay.
 */
export async function paymentAccount(payload: Payload, language: Locale): Promise<PaymentAccount> {
  const [bankBin, bankName, accountNumber, accountName, expiry] = await Promise.all(
    Object.values(PAYMENT_SETTINGS).map((key) => getSettingValue(payload, language, key)),
  )
  const account = {
    bankBin: bankBin?.trim() ?? '',
    bankName: bankName?.trim() ?? '',
    accountNumber: accountNumber?.replace(/\s+/g, '') ?? '',
    accountName: accountName?.trim() ?? '',
    expiryMinutes: orderExpiryMinutes(expiry),
  }
  if (
    !/^\d{6}$/.test(account.bankBin) ||
    !/^[0-9A-Za-z]{1,19}$/.test(account.accountNumber) ||
    !account.bankName ||
    !account.accountName
  ) {
    const message = TEXTS[language].notConfigured
    throw new BackendFault(503, message, message)
  }
  return account
}

/** A new order's fields: a fresh reference, the event's price, and when it must be paid. */
export function newOrder(event: PostListItemDto, account: PaymentAccount, now: Date) {
  return {
    orderReference: orderReference(randomBytes(8)),
    amount: event.event?.price ?? 0,
    paymentDueAt: orderExpiresAt(
      now,
      account.expiryMinutes,
      new Date(event.event?.startTime ?? now),
    ).toISOString(),
  }
}

/** How to pay an order: the account, the amount, the message and the VietQR payload. */
export function paymentOf(
  account: PaymentAccount,
  order: { reference: string; amount: number; dueAt: string | null },
): PaymentDto {
  return {
    bankName: account.bankName,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
    amount: order.amount,
    reference: order.reference,
    qrPayload: vietQrPayload({
      bankBin: account.bankBin,
      accountNumber: account.accountNumber,
      amount: order.amount,
      message: order.reference,
    }),
    dueAt: order.dueAt,
  }
}

/** Who an event's mail goes to, in the language they registered in. */
export type Recipient = { id: number; email: string; name: string; language: Locale }

/** The order mail: what to transfer, by when, with the VietQR code inline and attached. */
export async function orderMail(
  recipient: Recipient,
  event: PostListItemDto,
  payment: PaymentDto,
  { promoted = false } = {},
): Promise<QueuedMail> {
  const t = TEXTS[recipient.language]
  const text = `${promoted ? `${t.promotedIntro}\n\n` : ''}${t.orderBody({
    name: recipient.name,
    title: event.title,
    when: eventWhen(event),
    where: eventPlace(event),
    amount: formatVndExact(payment.amount, recipient.language),
    bankName: payment.bankName,
    accountNumber: payment.accountNumber,
    accountName: payment.accountName,
    reference: payment.reference,
    dueAt: formatVietnamDateTime(payment.dueAt),
    link: siteLink(recipient.language, orderPath(recipient.id)),
  })}\n`
  const png = await qrPng(payment.qrPayload, 360)
  return {
    key: `order:${recipient.id}:${payment.reference}`,
    to: recipient.email,
    subject: t.orderSubject(event.title),
    text,
    html: textMailHtml(text, {
      after: `<p><img src="cid:order-qr" width="240" height="240" alt="${escapeHtml(t.qrAlt)}"></p>`,
    }),
    attachments: [
      {
        filename: `vietqr-${payment.reference}.png`,
        contentType: 'image/png',
        content: png.toString('base64'),
        cid: 'order-qr',
      },
    ],
  }
}

/** The mail of an order that was not paid in time. */
export function expiredOrderMail(
  recipient: Recipient,
  event: PostListItemDto,
  reference: string,
): QueuedMail {
  const t = TEXTS[recipient.language]
  const text = `${t.expiredBody({
    name: recipient.name,
    title: event.title,
    reference,
    link: siteLink(recipient.language, event.detailUrl),
  })}\n`
  return {
    key: `order:${recipient.id}:${reference}:expired`,
    to: recipient.email,
    subject: t.expiredSubject(event.title),
    text,
    html: textMailHtml(text),
  }
}
