import type { CollectionBeforeChangeHook } from 'payload'

/** A new password, set by its owner, lifts the duty to change a generated one. */
export const clearPasswordChangeOnNewPassword: CollectionBeforeChangeHook = ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  const own = req.user?.collection === 'users' && req.user.id === originalDoc?.id
  if (operation === 'update' && own && typeof data.password === 'string' && data.password)
    data.mustChangePassword = false
  return data
}
