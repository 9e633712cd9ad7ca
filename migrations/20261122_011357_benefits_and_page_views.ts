import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_product_benefit_list_category" AS ENUM('FactoryAutomation', 'HVAC', 'JetTowel', 'AirConditioning', 'Refigerators', 'ElectricFans', 'VentilationFans', 'Dehumidifiers', 'Elevators');
  CREATE TYPE "public"."enum__pages_v_blocks_product_benefit_list_category" AS ENUM('FactoryAutomation', 'HVAC', 'JetTowel', 'AirConditioning', 'Refigerators', 'ElectricFans', 'VentilationFans', 'Dehumidifiers', 'Elevators');
  CREATE TYPE "public"."enum_product_benefits_category" AS ENUM('FactoryAutomation', 'HVAC', 'JetTowel', 'AirConditioning', 'Refigerators', 'ElectricFans', 'VentilationFans', 'Dehumidifiers', 'Elevators');
  CREATE TABLE "pages_blocks_product_benefit_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category" "enum_pages_blocks_product_benefit_list_category",
  	"limit" numeric DEFAULT 12,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_product_benefit_list_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_views" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar
  );
  
  CREATE TABLE "pages_views_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_product_benefit_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"category" "enum__pages_v_blocks_product_benefit_list_category",
  	"limit" numeric DEFAULT 12,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_benefit_list_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_views" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_views_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "product_benefits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cover_id" integer NOT NULL,
  	"category" "enum_product_benefits_category" NOT NULL,
  	"published_at" timestamp(3) with time zone NOT NULL,
  	"display_order" numeric DEFAULT 0,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "product_benefits_locales" (
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"summary" varchar NOT NULL,
  	"body" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "product_benefits_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  ALTER TABLE "pages_locales" ADD COLUMN "main_view_label" varchar;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_main_view_label" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "product_benefits_id" integer;
  ALTER TABLE "pages_blocks_product_benefit_list" ADD CONSTRAINT "pages_blocks_product_benefit_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_benefit_list_locales" ADD CONSTRAINT "pages_blocks_product_benefit_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_benefit_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_views" ADD CONSTRAINT "pages_views_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_views_locales" ADD CONSTRAINT "pages_views_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_views"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_benefit_list" ADD CONSTRAINT "_pages_v_blocks_product_benefit_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_benefit_list_locales" ADD CONSTRAINT "_pages_v_blocks_product_benefit_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_benefit_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_views" ADD CONSTRAINT "_pages_v_version_views_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_views_locales" ADD CONSTRAINT "_pages_v_version_views_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_views"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_benefits" ADD CONSTRAINT "product_benefits_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_benefits_locales" ADD CONSTRAINT "product_benefits_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_benefits_rels" ADD CONSTRAINT "product_benefits_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_benefits_rels" ADD CONSTRAINT "product_benefits_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_product_benefit_list_order_idx" ON "pages_blocks_product_benefit_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_benefit_list_parent_id_idx" ON "pages_blocks_product_benefit_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_product_benefit_list_path_idx" ON "pages_blocks_product_benefit_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_product_benefit_list_locales_locale_parent_id_u" ON "pages_blocks_product_benefit_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_views_order_idx" ON "pages_views" USING btree ("_order");
  CREATE INDEX "pages_views_parent_id_idx" ON "pages_views" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_views_locales_locale_parent_id_unique" ON "pages_views_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_product_benefit_list_order_idx" ON "_pages_v_blocks_product_benefit_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_benefit_list_parent_id_idx" ON "_pages_v_blocks_product_benefit_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_product_benefit_list_path_idx" ON "_pages_v_blocks_product_benefit_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_product_benefit_list_locales_locale_parent_i" ON "_pages_v_blocks_product_benefit_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_version_views_order_idx" ON "_pages_v_version_views" USING btree ("_order");
  CREATE INDEX "_pages_v_version_views_parent_id_idx" ON "_pages_v_version_views" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_version_views_locales_locale_parent_id_unique" ON "_pages_v_version_views_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "product_benefits_cover_idx" ON "product_benefits" USING btree ("cover_id");
  CREATE INDEX "product_benefits_category_idx" ON "product_benefits" USING btree ("category");
  CREATE INDEX "product_benefits_is_active_idx" ON "product_benefits" USING btree ("is_active");
  CREATE INDEX "product_benefits_updated_at_idx" ON "product_benefits" USING btree ("updated_at");
  CREATE INDEX "product_benefits_created_at_idx" ON "product_benefits" USING btree ("created_at");
  CREATE INDEX "product_benefits_slug_idx" ON "product_benefits_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "product_benefits_locales_locale_parent_id_unique" ON "product_benefits_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "product_benefits_rels_order_idx" ON "product_benefits_rels" USING btree ("order");
  CREATE INDEX "product_benefits_rels_parent_idx" ON "product_benefits_rels" USING btree ("parent_id");
  CREATE INDEX "product_benefits_rels_path_idx" ON "product_benefits_rels" USING btree ("path");
  CREATE INDEX "product_benefits_rels_products_id_idx" ON "product_benefits_rels" USING btree ("products_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_benefits_fk" FOREIGN KEY ("product_benefits_id") REFERENCES "public"."product_benefits"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_product_benefits_id_idx" ON "payload_locked_documents_rels" USING btree ("product_benefits_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_product_benefit_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_product_benefit_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_views" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_views_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_product_benefit_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_product_benefit_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_views" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_views_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_benefits_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_benefits_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_product_benefit_list" CASCADE;
  DROP TABLE "pages_blocks_product_benefit_list_locales" CASCADE;
  DROP TABLE "pages_views" CASCADE;
  DROP TABLE "pages_views_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_product_benefit_list" CASCADE;
  DROP TABLE "_pages_v_blocks_product_benefit_list_locales" CASCADE;
  DROP TABLE "_pages_v_version_views" CASCADE;
  DROP TABLE "_pages_v_version_views_locales" CASCADE;
  DROP TABLE "product_benefits" CASCADE;
  DROP TABLE "product_benefits_locales" CASCADE;
  DROP TABLE "product_benefits_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_product_benefits_fk";
  
  DROP INDEX "payload_locked_documents_rels_product_benefits_id_idx";
  ALTER TABLE "pages_locales" DROP COLUMN "main_view_label";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_main_view_label";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "product_benefits_id";
  DROP TYPE "public"."enum_pages_blocks_product_benefit_list_category";
  DROP TYPE "public"."enum__pages_v_blocks_product_benefit_list_category";
  DROP TYPE "public"."enum_product_benefits_category";`)
}
