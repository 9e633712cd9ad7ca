import type { RegistrationStatus } from '@/contract/event'

export const PAYMENTS_PATH = '/payments'

export type PaymentsTexts = {
  title: string
  intro: string
  statement: string
  statementHint: string
  find: string
  finding: string
  markPaid: string
  marking: string
  reference: string
  visitor: string
  event: string
  amount: string
  status: string
  placed: string
  due: string
  paid: string
  ticket: string
  states: Record<RegistrationStatus, string>
  /** With `{code}`. */
  issued: string
  lateNote: string
  failed: string
}

/** The payments view speaks the admin's language (Vietnamese or English). */
export const PAYMENTS_TEXTS: Record<'vi' | 'en', PaymentsTexts> = {
  vi: {
    title: 'Xác nhận chuyển khoản',
    intro:
      'Dán dòng sao kê ngân hàng (hoặc chỉ mã đơn SE…) để tìm đơn của hội thảo có phí. Đối chiếu số tiền, rồi xác nhận đã nhận tiền: vé được cấp và gửi email cho khách ngay.',
    statement: 'Dòng sao kê hoặc mã đơn',
    statementHint: 'Ví dụ: "MBVCB.123456.SE7K2M9QXA.CHUYEN TIEN" hoặc "SE7K2M9QXA".',
    find: 'Tìm đơn',
    finding: 'Đang tìm…',
    markPaid: 'Xác nhận đã nhận tiền',
    marking: 'Đang xác nhận…',
    reference: 'Mã đơn',
    visitor: 'Khách',
    event: 'Sự kiện',
    amount: 'Số tiền',
    status: 'Trạng thái',
    placed: 'Đặt lúc',
    due: 'Hạn thanh toán',
    paid: 'Nhận tiền lúc',
    ticket: 'Mã vé',
    states: {
      awaitingPayment: 'Chờ thanh toán',
      confirmed: 'Đã thanh toán, đã cấp vé',
      waiting: 'Danh sách chờ',
      cancelled: 'Khách đã hủy',
      expired: 'Quá hạn thanh toán',
    },
    issued: 'Đã xác nhận thanh toán. Vé {code} đã được gửi cho khách.',
    lateNote: 'Đơn đã quá hạn: vé chỉ được cấp nếu sự kiện còn chỗ.',
    failed: 'Không thực hiện được. Vui lòng thử lại.',
  },
  en: {
    title: 'Bank transfers',
    intro:
      'Paste a bank statement line (or just the SE… order reference) to find a paid seminar’s order. Check the amount, then confirm the payment: the ticket is issued and e-mailed to the visitor at once.',
    statement: 'Statement line or order reference',
    statementHint: 'For example "MBVCB.123456.SE7K2M9QXA.CHUYEN TIEN" or "SE7K2M9QXA".',
    find: 'Find the order',
    finding: 'Finding…',
    markPaid: 'Confirm payment received',
    marking: 'Confirming…',
    reference: 'Order reference',
    visitor: 'Visitor',
    event: 'Event',
    amount: 'Amount',
    status: 'Status',
    placed: 'Placed',
    due: 'Pay by',
    paid: 'Payment received',
    ticket: 'Ticket',
    states: {
      awaitingPayment: 'Awaiting payment',
      confirmed: 'Paid, ticket issued',
      waiting: 'Waiting list',
      cancelled: 'Cancelled by the visitor',
      expired: 'Payment expired',
    },
    issued: 'Payment confirmed. Ticket {code} has been e-mailed to the visitor.',
    lateNote: 'This order has expired: a ticket is issued only if a seat is still free.',
    failed: 'That did not work. Please try again.',
  },
}
