import { describe, expect, it } from 'vitest'

import { addDays, endOfVietnamDay, startOfVietnamDay, vietnamDay, vietnamTime } from './vietnamTime'

describe('days in Asia/Ho_Chi_Minh', () => {
  it('puts an instant on its Vietnamese day, which starts at 17:00 UTC the day before', () => {
    expect(vietnamDay('2026-11-26T16:59:59.999Z')).toBe('2026-11-26')
    expect(vietnamDay('2026-11-26T17:00:00.000Z')).toBe('2026-11-27')
    expect(startOfVietnamDay('2026-11-27').toISOString()).toBe('2026-11-26T17:00:00.000Z')
    expect(endOfVietnamDay('2026-11-27').toISOString()).toBe('2026-11-27T17:00:00.000Z')
  })

  it('counts days across months and years, and reads clock times as Vietnamese', () => {
    expect(addDays('2026-11-26', 6)).toBe('2026-12-02')
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
    expect(vietnamTime('2026-12-02', '08:30').toISOString()).toBe('2026-12-02T01:30:00.000Z')
  })
})
