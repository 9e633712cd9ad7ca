import {
  cancelRegistration,
  findEventOrder,
  markEventOrderPaid,
  myEventState,
  myOrder,
  myFavouriteEvents,
  myRegistrations,
  myTicket,
  registerForEvent,
  setFavouriteEvent,
} from '@/contract/event'

import { type BackendContext, implement } from '../endpoint'
import { unauthorizedFault } from '../errors'
import { window } from '../paging'
import { limitRate } from '../rateLimit'
import { isFavourite, listFavourites, setFavourite } from '../services/eventFavourites'
import { findOrderByStatement, markOrderPaid, visitorOrder } from '../services/eventOrders'
import {
  cancelVisitorRegistration,
  listVisitorRegistrations,
  registerVisitorForEvent,
  visitorRegistrationFor,
  visitorTicket,
} from '../services/eventRegistrations'

/** The signed-in visitor (the router lets only visitors reach these calls). */
const visitorIdOf = ({ principal }: BackendContext) => {
  if (principal.kind !== 'visitor') throw unauthorizedFault()
  return principal.visitorId
}

/** Changes per visitor and hour: generous for a person, a wall for a script. */
const perVisitor = (context: BackendContext, name: string) =>
  limitRate(context.payload, context.culture, `${name}:v${visitorIdOf(context)}`, 60, 3600)

export const registerForEventEndpoint = implement(registerForEvent, async (input, context) => {
  await perVisitor(context, 'event-register')
  return registerVisitorForEvent(context.payload, context.culture, visitorIdOf(context), input)
})

export const cancelRegistrationEndpoint = implement(cancelRegistration, async (input, context) => {
  await perVisitor(context, 'event-cancel')
  return cancelVisitorRegistration(
    context.payload,
    context.culture,
    visitorIdOf(context),
    input.registrationId,
  )
})

export const myEventStateEndpoint = implement(myEventState, async (input, context) => {
  const visitorId = visitorIdOf(context)
  const [registration, favourite] = await Promise.all([
    visitorRegistrationFor(context.payload, context.culture, visitorId, input.eventId),
    isFavourite(context.payload, visitorId, input.eventId),
  ])
  return { registration, favourite }
})

export const myRegistrationsEndpoint = implement(myRegistrations, (input, context) =>
  listVisitorRegistrations(
    context.payload,
    context.culture,
    visitorIdOf(context),
    input.view ?? 'events',
    window(input, myRegistrations.paging),
  ),
)

export const myTicketEndpoint = implement(myTicket, (input, context) =>
  visitorTicket(context.payload, context.culture, visitorIdOf(context), input.registrationId),
)

export const setFavouriteEventEndpoint = implement(setFavouriteEvent, async (input, context) => {
  await perVisitor(context, 'event-favourite')
  return setFavourite(
    context.payload,
    context.culture,
    visitorIdOf(context),
    input.eventId,
    input.favourite,
  )
})

export const myFavouriteEventsEndpoint = implement(myFavouriteEvents, (input, context) =>
  listFavourites(
    context.payload,
    context.culture,
    visitorIdOf(context),
    window(input, myFavouriteEvents.paging),
  ),
)

export const myOrderEndpoint = implement(myOrder, (input, context) =>
  visitorOrder(context.payload, context.culture, visitorIdOf(context), input.registrationId),
)

export const findEventOrderEndpoint = implement(findEventOrder, (input, context) =>
  findOrderByStatement(context.payload, context.culture, input.statement),
)

export const markEventOrderPaidEndpoint = implement(markEventOrderPaid, (input, context) =>
  markOrderPaid(
    context.payload,
    context.culture,
    input.statement,
    context.principal.kind === 'staff' ? context.principal.userId : null,
  ),
)
