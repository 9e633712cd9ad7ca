import { checkInEvents, ticketCheckIn } from '@/contract/event'

import { implement } from '../endpoint'
import { forbiddenFault } from '../errors'
import { checkInEventList, checkInTicket } from '../services/checkIn'

export const ticketCheckInEndpoint = implement(ticketCheckIn, (input, { payload, principal }) => {
  if (principal.kind !== 'staff' && principal.kind !== 'eventStaff') throw forbiddenFault()
  return checkInTicket(payload, input.eventId, input.scanned, principal.userId)
})

export const checkInEventsEndpoint = implement(checkInEvents, (_input, { payload, culture }) =>
  checkInEventList(payload, culture),
)
