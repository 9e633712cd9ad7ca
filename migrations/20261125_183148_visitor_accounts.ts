import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_visitors_gender" AS ENUM('male', 'female', 'other');
  CREATE TYPE "public"."enum_visitors_company_size" AS ENUM('1', '2', '3', '4', '5', '6');
  CREATE TABLE "visitors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"password_hash" varchar,
  	"full_name" varchar,
  	"phone_number" varchar,
  	"date_of_birth" varchar,
  	"gender" "enum_visitors_gender",
  	"company_name" varchar,
  	"company_size" "enum_visitors_company_size",
  	"language" varchar,
  	"avatar" varchar,
  	"google_id" varchar,
  	"facebook_id" varchar,
  	"social_picture_url" varchar,
  	"last_sign_in_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "visitors_id" integer;
  CREATE UNIQUE INDEX "visitors_email_idx" ON "visitors" USING btree ("email");
  CREATE UNIQUE INDEX "visitors_google_id_idx" ON "visitors" USING btree ("google_id");
  CREATE UNIQUE INDEX "visitors_facebook_id_idx" ON "visitors" USING btree ("facebook_id");
  CREATE INDEX "visitors_updated_at_idx" ON "visitors" USING btree ("updated_at");
  CREATE INDEX "visitors_created_at_idx" ON "visitors" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visitors_fk" FOREIGN KEY ("visitors_id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_visitors_id_idx" ON "payload_locked_documents_rels" USING btree ("visitors_id");`)
  // Written by the backend only (src/backend/services/visitorAuth.ts): a visitor's sessions (an
  // access token is honoured while its session is open) and password-reset links (hashed).
  await db.execute(sql`
  CREATE TABLE "visitor_sessions" (
    "id" uuid PRIMARY KEY NOT NULL,
    "visitor_id" integer NOT NULL REFERENCES "visitors"("id") ON DELETE CASCADE,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    "expires_at" timestamp(3) with time zone NOT NULL,
    "revoked_at" timestamp(3) with time zone
  );
  CREATE INDEX "visitor_sessions_visitor_idx" ON "visitor_sessions" USING btree ("visitor_id");
  CREATE TABLE "visitor_password_resets" (
    "token_hash" varchar(64) PRIMARY KEY NOT NULL,
    "visitor_id" integer NOT NULL REFERENCES "visitors"("id") ON DELETE CASCADE,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    "expires_at" timestamp(3) with time zone NOT NULL,
    "used_at" timestamp(3) with time zone
  );
  CREATE INDEX "visitor_password_resets_visitor_idx" ON "visitor_password_resets" USING btree ("visitor_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "visitor_password_resets";
  DROP TABLE IF EXISTS "visitor_sessions";`)
  await db.execute(sql`
   ALTER TABLE "visitors" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "visitors" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_visitors_fk";
  
  DROP INDEX "payload_locked_documents_rels_visitors_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "visitors_id";
  DROP TYPE "public"."enum_visitors_gender";
  DROP TYPE "public"."enum_visitors_company_size";`)
}
