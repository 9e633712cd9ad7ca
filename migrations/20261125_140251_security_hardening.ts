import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_subscribers_status" AS ENUM('pending', 'confirmed');
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('signIn', 'signInFailed', 'create', 'update', 'delete', 'roleChange', 'export');
  CREATE TABLE "audit_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_audit_log_action" NOT NULL,
  	"actor" varchar,
  	"ip" varchar,
  	"target" varchar,
  	"document_id" varchar,
  	"summary" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "audit_log_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "subscribers" ADD COLUMN "status" "enum_subscribers_status" DEFAULT 'pending' NOT NULL;
  ALTER TABLE "subscribers" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "subscribers" ADD COLUMN "expires_at" timestamp(3) with time zone;
  ALTER TABLE "subscribers" ADD COLUMN "token_hash" varchar;
  ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_log_id" integer;
  ALTER TABLE "audit_log_texts" ADD CONSTRAINT "audit_log_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."audit_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");
  CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor");
  CREATE INDEX "audit_log_updated_at_idx" ON "audit_log" USING btree ("updated_at");
  CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");
  CREATE INDEX "audit_log_texts_order_parent" ON "audit_log_texts" USING btree ("order","parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_log_fk" FOREIGN KEY ("audit_log_id") REFERENCES "public"."audit_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "subscribers_status_idx" ON "subscribers" USING btree ("status");
  CREATE INDEX "subscribers_token_hash_idx" ON "subscribers" USING btree ("token_hash");
  CREATE INDEX "payload_locked_documents_rels_audit_log_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_log_id");
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)

  // Failed staff sign-ins per account and address (src/lib/auth/staffLogin.ts); and an audit log
  // that nothing, not even the application's own connection, can change or delete.
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "login_failures" (
    "key" varchar PRIMARY KEY NOT NULL,
    "failures" integer NOT NULL,
    "last_failure" timestamp(3) with time zone NOT NULL
  );
  CREATE OR REPLACE FUNCTION "audit_log_is_append_only"() RETURNS trigger AS $$
  BEGIN
    RAISE EXCEPTION 'the audit log cannot be changed or deleted';
  END
  $$ LANGUAGE plpgsql;
  CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
    FOR EACH ROW EXECUTE FUNCTION "audit_log_is_append_only"();
  CREATE TRIGGER "audit_log_texts_append_only" BEFORE UPDATE OR DELETE ON "audit_log_texts"
    FOR EACH ROW EXECUTE FUNCTION "audit_log_is_append_only"();`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "login_failures";
  DROP TRIGGER IF EXISTS "audit_log_append_only" ON "audit_log";
  DROP TRIGGER IF EXISTS "audit_log_texts_append_only" ON "audit_log_texts";
  DROP FUNCTION IF EXISTS "audit_log_is_append_only"();`)
  await db.execute(sql`
   ALTER TABLE "audit_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "audit_log_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "audit_log" CASCADE;
  DROP TABLE "audit_log_texts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_log_fk";
  
  DROP INDEX "subscribers_status_idx";
  DROP INDEX "subscribers_token_hash_idx";
  DROP INDEX "payload_locked_documents_rels_audit_log_id_idx";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "subscribers" DROP COLUMN "status";
  ALTER TABLE "subscribers" DROP COLUMN "confirmed_at";
  ALTER TABLE "subscribers" DROP COLUMN "expires_at";
  ALTER TABLE "subscribers" DROP COLUMN "token_hash";
  ALTER TABLE "users" DROP COLUMN "must_change_password";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_log_id";
  DROP TYPE "public"."enum_subscribers_status";
  DROP TYPE "public"."enum_audit_log_action";`)
}
