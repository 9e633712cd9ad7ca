import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_event_registrations_status" AS ENUM('confirmed', 'waiting', 'cancelled');
  CREATE TYPE "public"."enum_event_registrations_language" AS ENUM('vi', 'en');
  CREATE TABLE "posts_event_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"required" boolean DEFAULT false
  );
  
  CREATE TABLE "posts_event_questions_locales" (
  	"question" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_posts_v_version_event_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"required" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_version_event_questions_locales" (
  	"question" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "event_registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"status" "enum_event_registrations_status" NOT NULL,
  	"visitor_id" integer NOT NULL,
  	"full_name" varchar,
  	"email" varchar,
  	"company_name" varchar,
  	"company_size" numeric,
  	"job_title" varchar,
  	"answers" jsonb,
  	"ticket_code" varchar,
  	"confirmed_at" timestamp(3) with time zone,
  	"cancelled_at" timestamp(3) with time zone,
  	"checked_in_at" timestamp(3) with time zone,
  	"language" "enum_event_registrations_language",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "event_favourites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"visitor_id" integer NOT NULL,
  	"event_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "mail_queue" ADD COLUMN "attachments" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "event_registrations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "event_favourites_id" integer;
  ALTER TABLE "posts_event_questions" ADD CONSTRAINT "posts_event_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_event_questions_locales" ADD CONSTRAINT "posts_event_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_event_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_version_event_questions" ADD CONSTRAINT "_posts_v_version_event_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_version_event_questions_locales" ADD CONSTRAINT "_posts_v_version_event_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_version_event_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_posts_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_visitor_id_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "event_favourites" ADD CONSTRAINT "event_favourites_visitor_id_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "event_favourites" ADD CONSTRAINT "event_favourites_event_id_posts_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "posts_event_questions_order_idx" ON "posts_event_questions" USING btree ("_order");
  CREATE INDEX "posts_event_questions_parent_id_idx" ON "posts_event_questions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "posts_event_questions_locales_locale_parent_id_unique" ON "posts_event_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_version_event_questions_order_idx" ON "_posts_v_version_event_questions" USING btree ("_order");
  CREATE INDEX "_posts_v_version_event_questions_parent_id_idx" ON "_posts_v_version_event_questions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_posts_v_version_event_questions_locales_locale_parent_id_un" ON "_posts_v_version_event_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "event_registrations_event_idx" ON "event_registrations" USING btree ("event_id");
  CREATE INDEX "event_registrations_status_idx" ON "event_registrations" USING btree ("status");
  CREATE INDEX "event_registrations_visitor_idx" ON "event_registrations" USING btree ("visitor_id");
  CREATE UNIQUE INDEX "event_registrations_ticket_code_idx" ON "event_registrations" USING btree ("ticket_code");
  CREATE INDEX "event_registrations_updated_at_idx" ON "event_registrations" USING btree ("updated_at");
  CREATE INDEX "event_registrations_created_at_idx" ON "event_registrations" USING btree ("created_at");
  CREATE INDEX "event_favourites_visitor_idx" ON "event_favourites" USING btree ("visitor_id");
  CREATE INDEX "event_favourites_event_idx" ON "event_favourites" USING btree ("event_id");
  CREATE INDEX "event_favourites_updated_at_idx" ON "event_favourites" USING btree ("updated_at");
  CREATE INDEX "event_favourites_created_at_idx" ON "event_favourites" USING btree ("created_at");
  CREATE UNIQUE INDEX "visitor_event_idx" ON "event_favourites" USING btree ("visitor_id","event_id");
  -- One registration per visitor and event at a time (a cancelled one may be followed by another).
  -- Registrations and favourites go with their event or account (Payload's generated set null
  -- cannot apply to these required columns).
  CREATE UNIQUE INDEX "event_registrations_active_idx" ON "event_registrations" USING btree ("event_id","visitor_id") WHERE "status" IN ('confirmed', 'waiting');
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_registrations_fk" FOREIGN KEY ("event_registrations_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_favourites_fk" FOREIGN KEY ("event_favourites_id") REFERENCES "public"."event_favourites"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_event_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("event_registrations_id");
  CREATE INDEX "payload_locked_documents_rels_event_favourites_id_idx" ON "payload_locked_documents_rels" USING btree ("event_favourites_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts_event_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_event_questions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_version_event_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_version_event_questions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "event_registrations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "event_favourites" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "posts_event_questions" CASCADE;
  DROP TABLE "posts_event_questions_locales" CASCADE;
  DROP TABLE "_posts_v_version_event_questions" CASCADE;
  DROP TABLE "_posts_v_version_event_questions_locales" CASCADE;
  DROP TABLE "event_registrations" CASCADE;
  DROP TABLE "event_favourites" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_event_registrations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_event_favourites_fk";
  
  DROP INDEX "payload_locked_documents_rels_event_registrations_id_idx";
  DROP INDEX "payload_locked_documents_rels_event_favourites_id_idx";
  ALTER TABLE "mail_queue" DROP COLUMN "attachments";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "event_registrations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "event_favourites_id";
  DROP TYPE "public"."enum_event_registrations_status";
  DROP TYPE "public"."enum_event_registrations_language";`)
}
