import { migrations } from '@migrations'
import type { Migration } from 'payload'

/** The committed migrations, as Payload's migrate() takes them (generated files type args precisely). */
export const committedMigrations = migrations as unknown as Migration[]
