import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "event_announcements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"recipients" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "mail_queue" ADD COLUMN "headers" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "event_announcements_id" integer;
  ALTER TABLE "event_announcements" ADD CONSTRAINT "event_announcements_event_id_posts_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "event_announcements_event_idx" ON "event_announcements" USING btree ("event_id");
  CREATE INDEX "event_announcements_updated_at_idx" ON "event_announcements" USING btree ("updated_at");
  CREATE INDEX "event_announcements_created_at_idx" ON "event_announcements" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_announcements_fk" FOREIGN KEY ("event_announcements_id") REFERENCES "public"."event_announcements"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_event_announcements_id_idx" ON "payload_locked_documents_rels" USING btree ("event_announcements_id");`)
  // The events there are already were announced the old way (or not at all): only events
  // published from now on are mailed to the subscribers.
  await db.execute(sql`
   INSERT INTO "event_announcements" ("event_id", "recipients")
   SELECT "id", 0 FROM "posts" WHERE "category_type" = 'Event'
   ON CONFLICT ("event_id") DO NOTHING;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "event_announcements" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "event_announcements" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_event_announcements_fk";
  
  DROP INDEX "payload_locked_documents_rels_event_announcements_id_idx";
  ALTER TABLE "mail_queue" DROP COLUMN "headers";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "event_announcements_id";`)
}
