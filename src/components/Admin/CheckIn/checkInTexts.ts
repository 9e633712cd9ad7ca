export type CheckInTexts = {
  navTitle: string
  title: string
  intro: string
  event: string
  noEvents: string
  scanned: string
  check: string
  checking: string
  camera: string
  stopCamera: string
  noCamera: string
  cameraFailed: string
  /** With `{checkedIn}` and `{confirmed}`. */
  counts: string
  /** With `{name}`. */
  admitted: string
  /** With `{time}`. */
  alreadyUsed: string
  refused: Record<'unreadable' | 'forged' | 'otherEvent' | 'unknown', string>
  failed: string
  /** With `{code}`. */
  code: string
}

/** The check-in view speaks the admin's language (Vietnamese or English). */
export const CHECK_IN_TEXTS: Record<'vi' | 'en', CheckInTexts> = {
  vi: {
    navTitle: 'Sự kiện',
    title: 'Soát vé sự kiện',
    intro:
      'Chọn sự kiện, rồi quét mã QR trên vé (bằng camera hoặc máy quét) hoặc gõ mã vé. Mỗi vé chỉ được vào cửa một lần.',
    event: 'Sự kiện',
    noEvents: 'Hiện không có sự kiện nào sắp diễn ra hoặc đang diễn ra.',
    scanned: 'Mã vé hoặc nội dung mã QR',
    check: 'Soát vé',
    checking: 'Đang kiểm tra…',
    camera: 'Quét bằng camera',
    stopCamera: 'Tắt camera',
    noCamera: 'Trình duyệt này không đọc được mã QR bằng camera; hãy dùng máy quét hoặc gõ mã vé.',
    cameraFailed: 'Không mở được camera. Hãy cho phép truy cập camera hoặc gõ mã vé.',
    counts: '{checkedIn} / {confirmed} khách đã vào',
    admitted: 'Mời vào: {name}',
    alreadyUsed: 'Vé đã được dùng lúc {time}',
    refused: {
      unreadable: 'Không đọc được mã này. Hãy quét lại hoặc gõ mã vé.',
      forged: 'Mã QR không hợp lệ (không do Sora Electric cấp).',
      otherEvent: 'Vé này dành cho một sự kiện khác.',
      unknown: 'Không có vé nào với mã này ở sự kiện này.',
    },
    failed: 'Không soát được vé. Vui lòng thử lại.',
    code: 'Mã vé {code}',
  },
  en: {
    navTitle: 'Events',
    title: 'Event check-in',
    intro:
      'Choose the event, then scan the QR code on the ticket (with the camera or a scanner) or type the ticket code. Each ticket gets in once.',
    event: 'Event',
    noEvents: 'There is no upcoming or ongoing event.',
    scanned: 'Ticket code or QR content',
    check: 'Check in',
    checking: 'Checking…',
    camera: 'Scan with the camera',
    stopCamera: 'Turn the camera off',
    noCamera: 'This browser cannot read QR codes with the camera; use a scanner or type the code.',
    cameraFailed: 'The camera could not be opened. Allow camera access or type the code.',
    counts: '{checkedIn} of {confirmed} guests are in',
    admitted: 'Welcome: {name}',
    alreadyUsed: 'This ticket was used at {time}',
    refused: {
      unreadable: 'This code cannot be read. Scan again or type the ticket code.',
      forged: 'This QR code is not valid (not issued by Sora Electric).',
      otherEvent: 'This ticket is for another event.',
      unknown: 'No ticket of this event has this code.',
    },
    failed: 'The ticket could not be checked. Please try again.',
    code: 'Ticket {code}',
  },
}

export const CHECK_IN_PATH = '/check-in'
