import type { PayloadRequest, SanitizedCollectionConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { assignOnProgress, stampNotes } from './inbox'

const staff = (id: number) => ({ user: { id, collection: 'users' } }) as unknown as PayloadRequest
const visitor = { user: { id: 5, collection: 'visitors' } } as unknown as PayloadRequest

type Data = Record<string, unknown>
const run = (
  hook: typeof assignOnProgress,
  data: Data,
  originalDoc: Data | undefined,
  req: PayloadRequest,
  operation: 'create' | 'update' = 'update',
) =>
  hook({
    data,
    originalDoc,
    req,
    operation,
    collection: {} as SanitizedCollectionConfig,
    context: {},
  }) as Data

describe('assignOnProgress', () => {
  it('assigns a message moved to in progress to whoever moved it, when nobody has it', () => {
    expect(run(assignOnProgress, { status: 'inProgress' }, { status: 'new' }, staff(3))).toEqual({
      status: 'inProgress',
      assignee: 3,
    })
    expect(
      run(assignOnProgress, { status: 'inProgress', assignee: null }, { status: 'new' }, staff(3)),
    ).toMatchObject({ assignee: 3 })
  })

  it('leaves an assignee alone, and does nothing for other changes or other callers', () => {
    expect(
      run(assignOnProgress, { status: 'inProgress' }, { status: 'new', assignee: 8 }, staff(3)),
    ).toEqual({ status: 'inProgress' })
    expect(
      run(
        assignOnProgress,
        { status: 'inProgress', assignee: { id: 9 } },
        { status: 'new' },
        staff(3),
      ),
    ).toMatchObject({ assignee: { id: 9 } })
    expect(run(assignOnProgress, { status: 'done' }, { status: 'new' }, staff(3))).toEqual({
      status: 'done',
    })
    // Already in progress (saved again after someone removed the assignee on purpose).
    expect(
      run(
        assignOnProgress,
        { status: 'inProgress', assignee: null },
        { status: 'inProgress' },
        staff(3),
      ),
    ).toEqual({ status: 'inProgress', assignee: null })
    expect(run(assignOnProgress, { status: 'inProgress' }, { status: 'new' }, visitor)).toEqual({
      status: 'inProgress',
    })
    expect(
      run(assignOnProgress, { status: 'inProgress' }, { status: 'new' }, {
        user: null,
      } as PayloadRequest),
    ).toEqual({ status: 'inProgress' })
  })
})

describe('stampNotes', () => {
  it('stamps new notes with their writer and the time, whatever was sent', () => {
    const before = Date.now()
    const data = run(
      stampNotes,
      {
        notes: [{ text: 'Đã gọi, hẹn gửi báo giá', author: 99, createdAt: '2000-01-01T00:00:00Z' }],
      },
      { notes: [] },
      staff(4),
    )
    const [note] = data.notes as { author: number; createdAt: string; text: string }[]
    expect(note).toMatchObject({ text: 'Đã gọi, hẹn gửi báo giá', author: 4 })
    expect(Date.parse(note!.createdAt)).toBeGreaterThanOrEqual(before - 1000)
  })

  it('keeps the author and time of notes saved again', () => {
    const original = {
      id: 'a1',
      text: 'Khách cần 3 máy',
      author: 2,
      createdAt: '2025-01-02T03:04:00.000Z',
    }
    const data = run(
      stampNotes,
      {
        notes: [
          { id: 'a1', text: 'Khách cần 3 máy', author: 4, createdAt: '2030-01-01T00:00:00Z' },
        ],
      },
      { notes: [original] },
      staff(4),
    )
    expect(data.notes).toEqual([original])
  })

  it('leaves data without notes alone', () => {
    expect(run(stampNotes, { status: 'done' }, undefined, staff(4))).toEqual({ status: 'done' })
  })
})
