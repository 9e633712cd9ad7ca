import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_product_list_source" AS ENUM('category', 'featured');
  CREATE TYPE "public"."enum_pages_blocks_product_list_category" AS ENUM('FactoryAutomation', 'HVAC', 'JetTowel', 'AirConditioning', 'Refigerators', 'ElectricFans', 'VentilationFans', 'Dehumidifiers', 'Elevators');
  CREATE TYPE "public"."enum_pages_blocks_product_list_group" AS ENUM('HomeAppliances', 'BuildingSolution', 'FactoryAutomation', 'InfrastructureSolution');
  CREATE TYPE "public"."enum__pages_v_blocks_product_list_source" AS ENUM('category', 'featured');
  CREATE TYPE "public"."enum__pages_v_blocks_product_list_category" AS ENUM('FactoryAutomation', 'HVAC', 'JetTowel', 'AirConditioning', 'Refigerators', 'ElectricFans', 'VentilationFans', 'Dehumidifiers', 'Elevators');
  CREATE TYPE "public"."enum__pages_v_blocks_product_list_group" AS ENUM('HomeAppliances', 'BuildingSolution', 'FactoryAutomation', 'InfrastructureSolution');
  CREATE TYPE "public"."enum_products_features_icon" AS ENUM('inverter', 'energy', 'quiet', 'airPurify', 'fastCool', 'humidity', 'timer', 'remote', 'wifi', 'fresh', 'freeze', 'shield', 'eco', 'speed', 'precision', 'safety', 'network', 'compact', 'durable', 'hygiene');
  CREATE TYPE "public"."enum_products_colours_colour" AS ENUM('black', 'silver', 'white', 'steel', 'pink', 'brown', 'rose', 'red', 'grey', 'rubyred', 'onyxblack');
  CREATE TYPE "public"."enum_products_documents_document_type" AS ENUM('Catalogue', 'Manual', 'CADData');
  CREATE TYPE "public"."enum_products_group" AS ENUM('HomeAppliances', 'BuildingSolution', 'FactoryAutomation', 'InfrastructureSolution');
  CREATE TYPE "public"."enum_products_category" AS ENUM('FactoryAutomation', 'HVAC', 'JetTowel', 'AirConditioning', 'Refigerators', 'ElectricFans', 'VentilationFans', 'Dehumidifiers', 'Elevators');
  CREATE TYPE "public"."enum_products_capacity_unit" AS ENUM('BTU/h', 'HP', 'L', 'L/day', 'kW', 'W', 'm³/h', 'kg', 'persons');
  CREATE TYPE "public"."enum_products_size_kind" AS ENUM('body', 'indoor', 'outdoor');
  CREATE TYPE "public"."enum_products_size_unit" AS ENUM('mm', 'cm', 'm');
  CREATE TYPE "public"."enum_product_filters_category" AS ENUM('FactoryAutomation', 'HVAC', 'JetTowel', 'AirConditioning', 'Refigerators', 'ElectricFans', 'VentilationFans', 'Dehumidifiers', 'Elevators');
  CREATE TYPE "public"."enum_product_filters_display" AS ENUM('tiles', 'checkboxes');
  CREATE TABLE "pages_blocks_product_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_pages_blocks_product_list_source" DEFAULT 'category',
  	"category" "enum_pages_blocks_product_list_category",
  	"group" "enum_pages_blocks_product_list_group",
  	"page_size" numeric DEFAULT 12,
  	"show_filters" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_product_list_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_product_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum__pages_v_blocks_product_list_source" DEFAULT 'category',
  	"category" "enum__pages_v_blocks_product_list_category",
  	"group" "enum__pages_v_blocks_product_list_group",
  	"page_size" numeric DEFAULT 12,
  	"show_filters" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_list_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "products_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_products_features_icon" NOT NULL
  );
  
  CREATE TABLE "products_features_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_colours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"colour" "enum_products_colours_colour" NOT NULL
  );
  
  CREATE TABLE "products_specs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_specs_locales" (
  	"label" varchar NOT NULL,
  	"value" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_filters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"filter" varchar NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "products_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"document_type" "enum_products_documents_document_type" NOT NULL,
  	"file_id" integer NOT NULL
  );
  
  CREATE TABLE "products_documents_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"group" "enum_products_group" NOT NULL,
  	"category" "enum_products_category" NOT NULL,
  	"model_code" varchar NOT NULL,
  	"parent_id" integer,
  	"capacity_value" numeric,
  	"capacity_unit" "enum_products_capacity_unit",
  	"size_kind" "enum_products_size_kind",
  	"size_width" numeric,
  	"size_height" numeric,
  	"size_depth" numeric,
  	"size_unit" "enum_products_size_unit" DEFAULT 'mm',
  	"energy_stars" numeric,
  	"cspf" numeric,
  	"price_vnd" numeric,
  	"display_order" numeric DEFAULT 0,
  	"featured" boolean DEFAULT false,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "products_locales" (
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"series" varchar,
  	"short_description" varchar NOT NULL,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "products_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "products_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"product_images_id" integer,
  	"products_id" integer
  );
  
  CREATE TABLE "product_filters_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "product_filters_options_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "product_filters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"category" "enum_product_filters_category" NOT NULL,
  	"key" varchar NOT NULL,
  	"display" "enum_product_filters_display" DEFAULT 'checkboxes' NOT NULL,
  	"display_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "product_filters_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "product_images" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "product_images_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "product_filters_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "product_images_id" integer;
  ALTER TABLE "pages_blocks_product_list" ADD CONSTRAINT "pages_blocks_product_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_list_locales" ADD CONSTRAINT "pages_blocks_product_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_list" ADD CONSTRAINT "_pages_v_blocks_product_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_list_locales" ADD CONSTRAINT "_pages_v_blocks_product_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_features" ADD CONSTRAINT "products_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_features_locales" ADD CONSTRAINT "products_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_colours" ADD CONSTRAINT "products_colours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_specs" ADD CONSTRAINT "products_specs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_specs_locales" ADD CONSTRAINT "products_specs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_specs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_filters" ADD CONSTRAINT "products_filters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_documents" ADD CONSTRAINT "products_documents_file_id_product_images_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."product_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_documents" ADD CONSTRAINT "products_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_documents_locales" ADD CONSTRAINT "products_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_texts" ADD CONSTRAINT "products_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_product_images_fk" FOREIGN KEY ("product_images_id") REFERENCES "public"."product_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_filters_options" ADD CONSTRAINT "product_filters_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_filters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_filters_options_locales" ADD CONSTRAINT "product_filters_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_filters_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_filters_locales" ADD CONSTRAINT "product_filters_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_filters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_images_locales" ADD CONSTRAINT "product_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_images"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_product_list_order_idx" ON "pages_blocks_product_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_list_parent_id_idx" ON "pages_blocks_product_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_product_list_path_idx" ON "pages_blocks_product_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_product_list_locales_locale_parent_id_unique" ON "pages_blocks_product_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_product_list_order_idx" ON "_pages_v_blocks_product_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_list_parent_id_idx" ON "_pages_v_blocks_product_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_product_list_path_idx" ON "_pages_v_blocks_product_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_product_list_locales_locale_parent_id_unique" ON "_pages_v_blocks_product_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_features_order_idx" ON "products_features" USING btree ("_order");
  CREATE INDEX "products_features_parent_id_idx" ON "products_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_features_locales_locale_parent_id_unique" ON "products_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_colours_order_idx" ON "products_colours" USING btree ("_order");
  CREATE INDEX "products_colours_parent_id_idx" ON "products_colours" USING btree ("_parent_id");
  CREATE INDEX "products_specs_order_idx" ON "products_specs" USING btree ("_order");
  CREATE INDEX "products_specs_parent_id_idx" ON "products_specs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_specs_locales_locale_parent_id_unique" ON "products_specs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_filters_order_idx" ON "products_filters" USING btree ("_order");
  CREATE INDEX "products_filters_parent_id_idx" ON "products_filters" USING btree ("_parent_id");
  CREATE INDEX "products_documents_order_idx" ON "products_documents" USING btree ("_order");
  CREATE INDEX "products_documents_parent_id_idx" ON "products_documents" USING btree ("_parent_id");
  CREATE INDEX "products_documents_file_idx" ON "products_documents" USING btree ("file_id");
  CREATE UNIQUE INDEX "products_documents_locales_locale_parent_id_unique" ON "products_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_group_idx" ON "products" USING btree ("group");
  CREATE INDEX "products_category_idx" ON "products" USING btree ("category");
  CREATE UNIQUE INDEX "products_model_code_idx" ON "products" USING btree ("model_code");
  CREATE INDEX "products_parent_idx" ON "products" USING btree ("parent_id");
  CREATE INDEX "products_display_order_idx" ON "products" USING btree ("display_order");
  CREATE INDEX "products_is_active_idx" ON "products" USING btree ("is_active");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "products_slug_idx" ON "products_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "products_locales_locale_parent_id_unique" ON "products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_texts_order_parent" ON "products_texts" USING btree ("order","parent_id");
  CREATE INDEX "products_texts_text_idx" ON "products_texts" USING btree ("text");
  CREATE INDEX "products_rels_order_idx" ON "products_rels" USING btree ("order");
  CREATE INDEX "products_rels_parent_idx" ON "products_rels" USING btree ("parent_id");
  CREATE INDEX "products_rels_path_idx" ON "products_rels" USING btree ("path");
  CREATE INDEX "products_rels_product_images_id_idx" ON "products_rels" USING btree ("product_images_id");
  CREATE INDEX "products_rels_products_id_idx" ON "products_rels" USING btree ("products_id");
  CREATE INDEX "product_filters_options_order_idx" ON "product_filters_options" USING btree ("_order");
  CREATE INDEX "product_filters_options_parent_id_idx" ON "product_filters_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "product_filters_options_locales_locale_parent_id_unique" ON "product_filters_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "product_filters_category_idx" ON "product_filters" USING btree ("category");
  CREATE INDEX "product_filters_updated_at_idx" ON "product_filters" USING btree ("updated_at");
  CREATE INDEX "product_filters_created_at_idx" ON "product_filters" USING btree ("created_at");
  CREATE UNIQUE INDEX "category_key_idx" ON "product_filters" USING btree ("category","key");
  CREATE UNIQUE INDEX "product_filters_locales_locale_parent_id_unique" ON "product_filters_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "product_images_updated_at_idx" ON "product_images" USING btree ("updated_at");
  CREATE INDEX "product_images_created_at_idx" ON "product_images" USING btree ("created_at");
  CREATE UNIQUE INDEX "product_images_filename_idx" ON "product_images" USING btree ("filename");
  CREATE UNIQUE INDEX "product_images_locales_locale_parent_id_unique" ON "product_images_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_filters_fk" FOREIGN KEY ("product_filters_id") REFERENCES "public"."product_filters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_images_fk" FOREIGN KEY ("product_images_id") REFERENCES "public"."product_images"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_product_filters_id_idx" ON "payload_locked_documents_rels" USING btree ("product_filters_id");
  CREATE INDEX "payload_locked_documents_rels_product_images_id_idx" ON "payload_locked_documents_rels" USING btree ("product_images_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_product_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_product_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_product_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_product_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_colours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_specs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_specs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_filters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_filters_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_filters_options_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_filters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_filters_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_images_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_product_list" CASCADE;
  DROP TABLE "pages_blocks_product_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_product_list" CASCADE;
  DROP TABLE "_pages_v_blocks_product_list_locales" CASCADE;
  DROP TABLE "products_features" CASCADE;
  DROP TABLE "products_features_locales" CASCADE;
  DROP TABLE "products_colours" CASCADE;
  DROP TABLE "products_specs" CASCADE;
  DROP TABLE "products_specs_locales" CASCADE;
  DROP TABLE "products_filters" CASCADE;
  DROP TABLE "products_documents" CASCADE;
  DROP TABLE "products_documents_locales" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_locales" CASCADE;
  DROP TABLE "products_texts" CASCADE;
  DROP TABLE "products_rels" CASCADE;
  DROP TABLE "product_filters_options" CASCADE;
  DROP TABLE "product_filters_options_locales" CASCADE;
  DROP TABLE "product_filters" CASCADE;
  DROP TABLE "product_filters_locales" CASCADE;
  DROP TABLE "product_images" CASCADE;
  DROP TABLE "product_images_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_product_filters_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_product_images_fk";
  
  DROP INDEX "payload_locked_documents_rels_products_id_idx";
  DROP INDEX "payload_locked_documents_rels_product_filters_id_idx";
  DROP INDEX "payload_locked_documents_rels_product_images_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "products_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "product_filters_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "product_images_id";
  DROP TYPE "public"."enum_pages_blocks_product_list_source";
  DROP TYPE "public"."enum_pages_blocks_product_list_category";
  DROP TYPE "public"."enum_pages_blocks_product_list_group";
  DROP TYPE "public"."enum__pages_v_blocks_product_list_source";
  DROP TYPE "public"."enum__pages_v_blocks_product_list_category";
  DROP TYPE "public"."enum__pages_v_blocks_product_list_group";
  DROP TYPE "public"."enum_products_features_icon";
  DROP TYPE "public"."enum_products_colours_colour";
  DROP TYPE "public"."enum_products_documents_document_type";
  DROP TYPE "public"."enum_products_group";
  DROP TYPE "public"."enum_products_category";
  DROP TYPE "public"."enum_products_capacity_unit";
  DROP TYPE "public"."enum_products_size_kind";
  DROP TYPE "public"."enum_products_size_unit";
  DROP TYPE "public"."enum_product_filters_category";
  DROP TYPE "public"."enum_product_filters_display";`)
}
