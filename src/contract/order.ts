import { z } from 'zod'

/** A paid seminar's order: what to transfer, with which message, by when. */
export const orderSchema = z.object({
  /** The transfer message (`SE` and 8 letters or digits) that matches the payment to the order. */
  reference: z.string(),
  /** Whole dong. */
  amount: z.number().int(),
  /** The seat is held until then; afterwards the order expires. */
  dueAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  expiredAt: z.string().nullable(),
})
export type OrderDto = z.infer<typeof orderSchema>
