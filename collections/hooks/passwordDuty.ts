import {
  APIError,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type GlobalBeforeChangeHook,
  type GlobalConfig,
  type PayloadRequest,
} from 'payload'

const WRITES = new Set(['create', 'update', 'updateByID', 'delete', 'deleteByID'])

const mustChange = (req: PayloadRequest): boolean => {
  const user = req.user as { collection?: string; mustChangePassword?: boolean | null } | null
  return user?.collection === 'users' && user.mustChangePassword === true
}

const refuse = (req: PayloadRequest) =>
  new APIError(
    req.i18n?.language === 'en'
      ? 'Change the generated password of this account before anything else.'
      : 'Hãy đổi mật khẩu được tạo tự động của tài khoản này trước khi làm việc khác.',
    403,
    null,
    true,
  )

/**
 * A staff member whose password was generated may read, but change nothing until they set a
 * password of their own on their account (which lifts the duty).
 */
const onlyPasswordChange: CollectionBeforeOperationHook = ({
  args,
  collection,
  operation,
  req,
}) => {
  if (!WRITES.has(operation) || !mustChange(req)) return args
  const data = (args as { data?: Record<string, unknown> }).data
  const ownAccount =
    collection.slug === 'users' &&
    String((args as { id?: unknown }).id) === String(req.user?.id) &&
    typeof data?.password === 'string' &&
    data.password.length > 0
  if (!ownAccount) throw refuse(req)
  return args
}

const noGlobalChange: GlobalBeforeChangeHook = ({ data, req }) => {
  if (mustChange(req)) throw refuse(req)
  return data
}

export const withPasswordDuty = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: {
    ...collection.hooks,
    beforeOperation: [...(collection.hooks?.beforeOperation ?? []), onlyPasswordChange],
  },
})

export const withPasswordDutyGlobal = (global: GlobalConfig): GlobalConfig => ({
  ...global,
  hooks: {
    ...global.hooks,
    beforeChange: [...(global.hooks?.beforeChange ?? []), noGlobalChange],
  },
})
