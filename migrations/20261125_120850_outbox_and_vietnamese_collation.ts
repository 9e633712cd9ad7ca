import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"from" varchar,
  	"reply_to" varchar,
  	"subject" varchar NOT NULL,
  	"text" varchar,
  	"html" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "outbox_id" integer;
  CREATE INDEX "outbox_updated_at_idx" ON "outbox" USING btree ("updated_at");
  CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbox_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("outbox_id");`)

  // Names sort as Vietnamese readers expect (Đ after D, accented letters beside their base
  // letter, numbers by value: 9.000 BTU before 12.000 BTU), as Intl.Collator('vi', { numeric })
  // does in the browser: an ICU collation (PostgreSQL's `vi-VN-x-icu` plus numeric order).
  await db.execute(sql`
  CREATE COLLATION IF NOT EXISTS "vi_natural" (provider = icu, locale = 'vi-VN-u-kn-true');
  ALTER TABLE "products_locales" ALTER COLUMN "name" TYPE varchar COLLATE "vi_natural";
  ALTER TABLE "banners_locales" ALTER COLUMN "name" TYPE varchar COLLATE "vi_natural";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "products_locales" ALTER COLUMN "name" TYPE varchar COLLATE "default";
  ALTER TABLE "banners_locales" ALTER COLUMN "name" TYPE varchar COLLATE "default";
  DROP COLLATION IF EXISTS "vi_natural";`)
  await db.execute(sql`
   ALTER TABLE "outbox" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "outbox" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_outbox_fk";
  
  DROP INDEX "payload_locked_documents_rels_outbox_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "outbox_id";`)
}
