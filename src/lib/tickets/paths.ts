/** The locale-less path of a ticket's page in the profile (`{id}` stays a placeholder if given). */
export const ticketPath = (id: number | string) => `/profile/my-tickets/${id}`

/** The ticket's calendar file (no dot in the path: the proxy skips paths that look like files). */
export const ticketCalendarPath = (id: number | string) => `${ticketPath(id)}/calendar`

/** The locale-less path of a paid seminar's order in the profile (its payment and state). */
export const orderPath = (id: number | string) => `/profile/transaction-history/${id}`
