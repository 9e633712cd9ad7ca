import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { label } from '../fields/common'

/** Shown above the inbox list: how to find, follow up and export messages. */
export const INBOX_DESCRIPTION = label(
  'Tin nhắn từ các biểu mẫu liên hệ và khung chat. Dùng “Bộ lọc” để lọc theo loại, lĩnh vực, trạng thái, ngày gửi hoặc người phụ trách; “Xuất CSV” tải về đúng danh sách đang lọc. Chuyển một tin sang “Đang xử lý” mà chưa có người phụ trách thì tin được giao cho bạn. Tin quá thời hạn lưu (thiết lập ContactRetentionMonths, mặc định 24 tháng) được tự động ẩn danh.',
  'Messages from the contact forms and the chat. Use “Filters” to filter by form, business area, status, date or assignee; “Export CSV” downloads exactly the filtered list. Moving a message to “In progress” without an assignee assigns it to you. Messages older than the retention period (setting ContactRetentionMonths, 24 months by default) are anonymised automatically.',
)

type Id = number | string
type Note = {
  id?: string | null
  text?: string | null
  author?: unknown
  createdAt?: string | null
}

const staffId = (req: PayloadRequest): Id | null => {
  const user = req.user as { id?: Id; collection?: string } | null | undefined
  return user?.collection === 'users' && user.id !== undefined ? user.id : null
}

const idOf = (value: unknown): Id | null => {
  const id = value && typeof value === 'object' && 'id' in value ? value.id : value
  return typeof id === 'number' || typeof id === 'string' ? id : null
}

/**
 * A staff member who moves a message to "in progress" while nobody is assigned takes it on:
 * the message is assigned to them.
 */
export const assignOnProgress: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const me = staffId(req)
  if (operation !== 'update' || me === null) return data
  const movedToProgress =
    data.status === 'inProgress' && (originalDoc as { status?: unknown })?.status !== 'inProgress'
  const assignee = 'assignee' in data ? data.assignee : (originalDoc?.assignee as unknown)
  if (movedToProgress && idOf(assignee) === null) data.assignee = me
  return data
}

/**
 * Internal notes carry who wrote them and when, set here and not by the form: a new note gets
 * the signed-in staff member and the time it was saved; a note saved again keeps its author and
 * time, whatever was sent.
 */
export const stampNotes: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (!Array.isArray(data.notes)) return data
  const before = new Map<string, Note>()
  for (const note of ((originalDoc as { notes?: Note[] } | undefined)?.notes ?? []) as Note[])
    if (note.id) before.set(note.id, note)
  const me = staffId(req)
  const now = new Date().toISOString()
  data.notes = (data.notes as Note[]).map((note) => {
    const kept = note.id ? before.get(note.id) : undefined
    if (kept) return { ...note, author: idOf(kept.author), createdAt: kept.createdAt ?? now }
    return { ...note, author: me ?? idOf(note.author), createdAt: now }
  })
  return data
}
