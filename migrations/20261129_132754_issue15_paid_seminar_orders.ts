import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Paid seminars (issue 15, item 5): an event's fee, and a registration that is also an order (its
 * reference, amount, time due, payment and expiry). `ADD VALUE` commits with the migration; nothing
 * here uses the new statuses before then.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_event_registrations_status" ADD VALUE 'awaitingPayment' BEFORE 'waiting';
  ALTER TYPE "public"."enum_event_registrations_status" ADD VALUE 'expired';
  ALTER TABLE "posts" ADD COLUMN "event_price" numeric;
  ALTER TABLE "_posts_v" ADD COLUMN "version_event_price" numeric;
  ALTER TABLE "event_registrations" ADD COLUMN "order_reference" varchar;
  ALTER TABLE "event_registrations" ADD COLUMN "amount" numeric;
  ALTER TABLE "event_registrations" ADD COLUMN "payment_due_at" timestamp(3) with time zone;
  ALTER TABLE "event_registrations" ADD COLUMN "paid_at" timestamp(3) with time zone;
  ALTER TABLE "event_registrations" ADD COLUMN "expired_at" timestamp(3) with time zone;
  ALTER TABLE "event_registrations" ADD COLUMN "payment_note" varchar;
  ALTER TABLE "event_registrations" ADD COLUMN "paid_marked_by_id" integer;
  ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_paid_marked_by_id_users_id_fk" FOREIGN KEY ("paid_marked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "event_registrations_order_reference_idx" ON "event_registrations" USING btree ("order_reference");
  CREATE INDEX "event_registrations_payment_due_at_idx" ON "event_registrations" USING btree ("payment_due_at");
  CREATE INDEX "event_registrations_paid_marked_by_idx" ON "event_registrations" USING btree ("paid_marked_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "event_registrations" DROP CONSTRAINT "event_registrations_paid_marked_by_id_users_id_fk";
  
  ALTER TABLE "event_registrations" ALTER COLUMN "status" SET DATA TYPE text;
  UPDATE "event_registrations" SET "status" = 'cancelled' WHERE "status" IN ('awaitingPayment', 'expired');
  DROP TYPE "public"."enum_event_registrations_status";
  CREATE TYPE "public"."enum_event_registrations_status" AS ENUM('confirmed', 'waiting', 'cancelled');
  ALTER TABLE "event_registrations" ALTER COLUMN "status" SET DATA TYPE "public"."enum_event_registrations_status" USING "status"::"public"."enum_event_registrations_status";
  DROP INDEX "event_registrations_order_reference_idx";
  DROP INDEX "event_registrations_payment_due_at_idx";
  DROP INDEX "event_registrations_paid_marked_by_idx";
  ALTER TABLE "posts" DROP COLUMN "event_price";
  ALTER TABLE "_posts_v" DROP COLUMN "version_event_price";
  ALTER TABLE "event_registrations" DROP COLUMN "order_reference";
  ALTER TABLE "event_registrations" DROP COLUMN "amount";
  ALTER TABLE "event_registrations" DROP COLUMN "payment_due_at";
  ALTER TABLE "event_registrations" DROP COLUMN "paid_at";
  ALTER TABLE "event_registrations" DROP COLUMN "expired_at";
  ALTER TABLE "event_registrations" DROP COLUMN "payment_note";
  ALTER TABLE "event_registrations" DROP COLUMN "paid_marked_by_id";`)
}
