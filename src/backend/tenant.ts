import { validationFault } from './errors'

/** The only tenant of this deployment (spec §6: a fixed tenant id 1 on every request). */
export const TENANT_ID = 1

/** Reads `Abp.TenantId` (or `Abp-TenantId`); absent means the default tenant. */
export function resolveTenant(headers: Headers): number {
  const raw = headers.get('abp.tenantid') ?? headers.get('abp-tenantid')
  if (raw === null || raw.trim() === '') return TENANT_ID
  if (raw.trim() !== String(TENANT_ID)) {
    throw validationFault([
      { message: `There is no tenant with id ${raw.trim()}.`, members: ['Abp.TenantId'] },
    ])
  }
  return TENANT_ID
}
