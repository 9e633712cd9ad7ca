import { dispatch } from './router'

/** Route handlers of the backend contract (spec §7): every method goes to the dispatcher. */
export const GET = dispatch
export const POST = dispatch
export const PUT = dispatch
export const DELETE = dispatch
