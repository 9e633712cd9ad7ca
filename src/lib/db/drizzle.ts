import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** The Drizzle handle of Payload's PostgreSQL adapter, for the SQL Payload's API cannot say. */
export const drizzleOf = (payload: Payload) => (payload.db as unknown as PostgresAdapter).drizzle
