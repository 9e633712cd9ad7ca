import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_post_list_category_type" AS ENUM('News', 'Event', 'Gallery', 'CaseStudy', 'HowToChoose', 'HowToUse', 'Maintenance', 'Video', 'FAQ', 'ProductBenefit', 'Meca', 'Training', 'ShowRoom', 'Lab', 'Winners', 'Sustainable', 'TechnicalDocuments', 'FaSolutions', 'Robot', 'StaticPost', 'Blog');
  CREATE TYPE "public"."enum_pages_blocks_post_list_business_area" AS ENUM('HomeAppliances', 'BuildingSolution', 'FactoryAutomation', 'InfrastructureSolution');
  CREATE TYPE "public"."enum_pages_blocks_post_list_display" AS ENUM('cards', 'events', 'videos', 'compact');
  CREATE TYPE "public"."enum_pages_blocks_post_list_time_frame" AS ENUM('upcoming', 'past', 'all');
  CREATE TYPE "public"."enum_pages_blocks_topic_topic_link" AS ENUM('CompanyMission', 'WarrantyTerms', 'ProductTakeBack', 'PaymentMethods', 'Shipping', 'PrivacyPolicy', 'TermsOfUse');
  CREATE TYPE "public"."enum__pages_v_blocks_post_list_category_type" AS ENUM('News', 'Event', 'Gallery', 'CaseStudy', 'HowToChoose', 'HowToUse', 'Maintenance', 'Video', 'FAQ', 'ProductBenefit', 'Meca', 'Training', 'ShowRoom', 'Lab', 'Winners', 'Sustainable', 'TechnicalDocuments', 'FaSolutions', 'Robot', 'StaticPost', 'Blog');
  CREATE TYPE "public"."enum__pages_v_blocks_post_list_business_area" AS ENUM('HomeAppliances', 'BuildingSolution', 'FactoryAutomation', 'InfrastructureSolution');
  CREATE TYPE "public"."enum__pages_v_blocks_post_list_display" AS ENUM('cards', 'events', 'videos', 'compact');
  CREATE TYPE "public"."enum__pages_v_blocks_post_list_time_frame" AS ENUM('upcoming', 'past', 'all');
  CREATE TYPE "public"."enum__pages_v_blocks_topic_topic_link" AS ENUM('CompanyMission', 'WarrantyTerms', 'ProductTakeBack', 'PaymentMethods', 'Shipping', 'PrivacyPolicy', 'TermsOfUse');
  CREATE TABLE "pages_blocks_post_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category_type" "enum_pages_blocks_post_list_category_type" DEFAULT 'News',
  	"business_area" "enum_pages_blocks_post_list_business_area",
  	"display" "enum_pages_blocks_post_list_display" DEFAULT 'cards',
  	"time_frame" "enum_pages_blocks_post_list_time_frame" DEFAULT 'upcoming',
  	"page_size" numeric DEFAULT 6,
  	"paging" boolean DEFAULT false,
  	"category_filter" boolean DEFAULT false,
  	"see_all_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_post_list_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"see_all_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_career_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 10,
  	"show_filters" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_career_list_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_faq_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_search" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_list_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_topic" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"topic_link" "enum_pages_blocks_topic_topic_link" DEFAULT 'CompanyMission',
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_post_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"category_type" "enum__pages_v_blocks_post_list_category_type" DEFAULT 'News',
  	"business_area" "enum__pages_v_blocks_post_list_business_area",
  	"display" "enum__pages_v_blocks_post_list_display" DEFAULT 'cards',
  	"time_frame" "enum__pages_v_blocks_post_list_time_frame" DEFAULT 'upcoming',
  	"page_size" numeric DEFAULT 6,
  	"paging" boolean DEFAULT false,
  	"category_filter" boolean DEFAULT false,
  	"see_all_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_post_list_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"see_all_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_career_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 10,
  	"show_filters" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_career_list_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_faq_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_search" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_list_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_topic" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"topic_link" "enum__pages_v_blocks_topic_topic_link" DEFAULT 'CompanyMission',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_post_list" ADD CONSTRAINT "pages_blocks_post_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_post_list_locales" ADD CONSTRAINT "pages_blocks_post_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_post_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_career_list" ADD CONSTRAINT "pages_blocks_career_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_career_list_locales" ADD CONSTRAINT "pages_blocks_career_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_career_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_list" ADD CONSTRAINT "pages_blocks_faq_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_list_locales" ADD CONSTRAINT "pages_blocks_faq_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_topic" ADD CONSTRAINT "pages_blocks_topic_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_post_list" ADD CONSTRAINT "_pages_v_blocks_post_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_post_list_locales" ADD CONSTRAINT "_pages_v_blocks_post_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_post_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_career_list" ADD CONSTRAINT "_pages_v_blocks_career_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_career_list_locales" ADD CONSTRAINT "_pages_v_blocks_career_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_career_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_list" ADD CONSTRAINT "_pages_v_blocks_faq_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_list_locales" ADD CONSTRAINT "_pages_v_blocks_faq_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_topic" ADD CONSTRAINT "_pages_v_blocks_topic_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_post_list_order_idx" ON "pages_blocks_post_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_post_list_parent_id_idx" ON "pages_blocks_post_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_post_list_path_idx" ON "pages_blocks_post_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_post_list_locales_locale_parent_id_unique" ON "pages_blocks_post_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_career_list_order_idx" ON "pages_blocks_career_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_career_list_parent_id_idx" ON "pages_blocks_career_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_career_list_path_idx" ON "pages_blocks_career_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_career_list_locales_locale_parent_id_unique" ON "pages_blocks_career_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_faq_list_order_idx" ON "pages_blocks_faq_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_list_parent_id_idx" ON "pages_blocks_faq_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_list_path_idx" ON "pages_blocks_faq_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_faq_list_locales_locale_parent_id_unique" ON "pages_blocks_faq_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_topic_order_idx" ON "pages_blocks_topic" USING btree ("_order");
  CREATE INDEX "pages_blocks_topic_parent_id_idx" ON "pages_blocks_topic" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_topic_path_idx" ON "pages_blocks_topic" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_post_list_order_idx" ON "_pages_v_blocks_post_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_post_list_parent_id_idx" ON "_pages_v_blocks_post_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_post_list_path_idx" ON "_pages_v_blocks_post_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_post_list_locales_locale_parent_id_unique" ON "_pages_v_blocks_post_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_career_list_order_idx" ON "_pages_v_blocks_career_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_career_list_parent_id_idx" ON "_pages_v_blocks_career_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_career_list_path_idx" ON "_pages_v_blocks_career_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_career_list_locales_locale_parent_id_unique" ON "_pages_v_blocks_career_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_list_order_idx" ON "_pages_v_blocks_faq_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_list_parent_id_idx" ON "_pages_v_blocks_faq_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_list_path_idx" ON "_pages_v_blocks_faq_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_faq_list_locales_locale_parent_id_unique" ON "_pages_v_blocks_faq_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_topic_order_idx" ON "_pages_v_blocks_topic" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_topic_parent_id_idx" ON "_pages_v_blocks_topic" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_topic_path_idx" ON "_pages_v_blocks_topic" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_post_list" CASCADE;
  DROP TABLE "pages_blocks_post_list_locales" CASCADE;
  DROP TABLE "pages_blocks_career_list" CASCADE;
  DROP TABLE "pages_blocks_career_list_locales" CASCADE;
  DROP TABLE "pages_blocks_faq_list" CASCADE;
  DROP TABLE "pages_blocks_faq_list_locales" CASCADE;
  DROP TABLE "pages_blocks_topic" CASCADE;
  DROP TABLE "_pages_v_blocks_post_list" CASCADE;
  DROP TABLE "_pages_v_blocks_post_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_career_list" CASCADE;
  DROP TABLE "_pages_v_blocks_career_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_list" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_topic" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_post_list_category_type";
  DROP TYPE "public"."enum_pages_blocks_post_list_business_area";
  DROP TYPE "public"."enum_pages_blocks_post_list_display";
  DROP TYPE "public"."enum_pages_blocks_post_list_time_frame";
  DROP TYPE "public"."enum_pages_blocks_topic_topic_link";
  DROP TYPE "public"."enum__pages_v_blocks_post_list_category_type";
  DROP TYPE "public"."enum__pages_v_blocks_post_list_business_area";
  DROP TYPE "public"."enum__pages_v_blocks_post_list_display";
  DROP TYPE "public"."enum__pages_v_blocks_post_list_time_frame";
  DROP TYPE "public"."enum__pages_v_blocks_topic_topic_link";`)
}
