import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_search_synonyms_relation" AS ENUM('same', 'near');
  CREATE TYPE "public"."enum_search_synonyms_language" AS ENUM('vi', 'en');
  CREATE TYPE "public"."enum_search_queries_language" AS ENUM('vi', 'en');
  CREATE TABLE "search_synonyms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"terms" varchar NOT NULL,
  	"relation" "enum_search_synonyms_relation" DEFAULT 'same' NOT NULL,
  	"language" "enum_search_synonyms_language" DEFAULT 'vi' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "search_queries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"query" varchar NOT NULL,
  	"normalized" varchar NOT NULL,
  	"language" "enum_search_queries_language" NOT NULL,
  	"asked" numeric DEFAULT 0 NOT NULL,
  	"found_nothing" numeric DEFAULT 0 NOT NULL,
  	"last_result_count" numeric DEFAULT 0 NOT NULL,
  	"last_asked_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_synonyms_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_queries_id" integer;
  CREATE INDEX "search_synonyms_language_idx" ON "search_synonyms" USING btree ("language");
  CREATE INDEX "search_synonyms_updated_at_idx" ON "search_synonyms" USING btree ("updated_at");
  CREATE INDEX "search_synonyms_created_at_idx" ON "search_synonyms" USING btree ("created_at");
  CREATE INDEX "search_queries_asked_idx" ON "search_queries" USING btree ("asked");
  CREATE INDEX "search_queries_found_nothing_idx" ON "search_queries" USING btree ("found_nothing");
  CREATE INDEX "search_queries_last_asked_at_idx" ON "search_queries" USING btree ("last_asked_at");
  CREATE INDEX "search_queries_updated_at_idx" ON "search_queries" USING btree ("updated_at");
  CREATE INDEX "search_queries_created_at_idx" ON "search_queries" USING btree ("created_at");
  CREATE UNIQUE INDEX "normalized_language_idx" ON "search_queries" USING btree ("normalized","language");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_synonyms_fk" FOREIGN KEY ("search_synonyms_id") REFERENCES "public"."search_synonyms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_queries_fk" FOREIGN KEY ("search_queries_id") REFERENCES "public"."search_queries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_synonyms_id_idx" ON "payload_locked_documents_rels" USING btree ("search_synonyms_id");
  CREATE INDEX "payload_locked_documents_rels_search_queries_id_idx" ON "payload_locked_documents_rels" USING btree ("search_queries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_synonyms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_queries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_synonyms" CASCADE;
  DROP TABLE "search_queries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_synonyms_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_queries_fk";
  
  DROP INDEX "payload_locked_documents_rels_search_synonyms_id_idx";
  DROP INDEX "payload_locked_documents_rels_search_queries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_synonyms_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_queries_id";
  DROP TYPE "public"."enum_search_synonyms_relation";
  DROP TYPE "public"."enum_search_synonyms_language";
  DROP TYPE "public"."enum_search_queries_language";`)
}
