import type { Access, FieldAccess, Where } from 'payload'

import { hasRole, isStaffRequest, isTranslatorOnly } from './roles'

/** Everyone, signed in or not. */
export const anyone: Access = () => true

/** Nobody through the API; the reference backend writes with `overrideAccess`. */
export const nobody: Access = () => false

export const isAdmin: Access = ({ req }) => hasRole(req, 'admin')

/** Admins and editors: create, arrange and delete content. */
export const isEditor: Access = ({ req }) => hasRole(req, 'admin', 'editor')

/** Admins, editors and translators: update (translators only their localised texts). */
export const isStaff: Access = ({ req }) => isStaffRequest(req)

/** Staff see drafts; the public sees published documents only. */
export const publishedOrStaff: Access = ({ req }) => {
  if (isStaffRequest(req)) return true
  const published: Where = { _status: { equals: 'published' } }
  return published
}

/**
 * Admins and editors see every staff member (editors assign inbox messages to colleagues);
 * translators see only themselves.
 */
export const isEditorOrSelf: Access = ({ req }) => {
  if (hasRole(req, 'admin', 'editor')) return true
  if (!req.user) return false
  const self: Where = { id: { equals: req.user.id } }
  return self
}

/** Admins manage every account; anyone else only their own. */
export const isAdminOrSelf: Access = ({ req }) => {
  if (hasRole(req, 'admin')) return true
  if (!req.user) return false
  const self: Where = { id: { equals: req.user.id } }
  return self
}

/** Field-level: only admins may change this field (e.g. roles). */
export const adminFieldOnly: FieldAccess = ({ req }) => hasRole(req, 'admin')

/** Field-level: translators may not change non-localised fields. */
export const notTranslatorField: FieldAccess = ({ req }) => !isTranslatorOnly(req)

/** Staff see everything; the public what the backend shows it: active documents only. */
export const activeOrStaff: Access = ({ req }) => {
  if (isStaffRequest(req)) return true
  const active: Where = { isActive: { equals: true } }
  return active
}
