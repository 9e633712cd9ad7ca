import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "rate_limits" (
  	"key" varchar(200) PRIMARY KEY NOT NULL,
  	"window_start" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"hits" integer DEFAULT 1 NOT NULL
  );
   CREATE TYPE "public"."enum_topics_topic_link" AS ENUM('CompanyMission', 'WarrantyTerms', 'ProductTakeBack', 'PaymentMethods', 'Shipping', 'PrivacyPolicy', 'TermsOfUse');
  CREATE TYPE "public"."enum_contacts_form_type" AS ENUM('GetInTouch', 'SignUpForDealer', 'SignUpForDealerEWarranty', 'FAQ');
  CREATE TYPE "public"."enum_contacts_status" AS ENUM('new', 'inProgress', 'done', 'spam');
  CREATE TYPE "public"."enum_footer_support_links_topic" AS ENUM('CompanyMission', 'WarrantyTerms', 'ProductTakeBack', 'PaymentMethods', 'Shipping', 'PrivacyPolicy', 'TermsOfUse');
  CREATE TYPE "public"."enum_footer_groups_links_topic" AS ENUM('CompanyMission', 'WarrantyTerms', 'ProductTakeBack', 'PaymentMethods', 'Shipping', 'PrivacyPolicy', 'TermsOfUse');
  CREATE TABLE "topics" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"topic_link" "enum_topics_topic_link",
  	"is_active" boolean DEFAULT true,
  	"updated_on" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "topics_locales" (
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"summary" varchar,
  	"content" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "currencies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"currency_code" varchar NOT NULL,
  	"symbol" varchar NOT NULL,
  	"rate" numeric NOT NULL,
  	"display_precision" numeric DEFAULT 2 NOT NULL,
  	"thousands_separator" varchar DEFAULT ',',
  	"decimal_separator" varchar DEFAULT '.',
  	"symbol_on_left" boolean DEFAULT true,
  	"space_between_amount_and_symbol" boolean DEFAULT false,
  	"custom_formatting" varchar,
  	"display_order" numeric DEFAULT 0,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "currencies_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "slug_redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"old_slug" varchar NOT NULL,
  	"active_slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contacts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_type" "enum_contacts_form_type" NOT NULL,
  	"status" "enum_contacts_status" DEFAULT 'new',
  	"full_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone_number" varchar,
  	"company_name" varchar,
  	"subject" varchar,
  	"message" varchar NOT NULL,
  	"language" varchar,
  	"page_url" varchar,
  	"notified_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"language" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "navigation_main_menu_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_main_menu_children_locales" (
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_main_menu" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_main_menu_locales" (
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_utility_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_utility_links_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_region_sites" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "navigation_region_sites_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_support_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"topic" "enum_footer_support_links_topic"
  );
  
  CREATE TABLE "footer_support_links_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer_groups_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar,
  	"topic" "enum_footer_groups_links_topic"
  );
  
  CREATE TABLE "footer_groups_links_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "footer_groups_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_locales" (
  	"subscribe_heading" varchar,
  	"subscribe_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "topics_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "currencies_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "slug_redirects_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contacts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "subscribers_id" integer;
  ALTER TABLE "topics_locales" ADD CONSTRAINT "topics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "currencies_locales" ADD CONSTRAINT "currencies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."currencies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_main_menu_children" ADD CONSTRAINT "navigation_main_menu_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_main_menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_main_menu_children_locales" ADD CONSTRAINT "navigation_main_menu_children_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_main_menu_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_main_menu" ADD CONSTRAINT "navigation_main_menu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_main_menu_locales" ADD CONSTRAINT "navigation_main_menu_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_main_menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_utility_links" ADD CONSTRAINT "navigation_utility_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_utility_links_locales" ADD CONSTRAINT "navigation_utility_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_utility_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_region_sites" ADD CONSTRAINT "navigation_region_sites_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_region_sites_locales" ADD CONSTRAINT "navigation_region_sites_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_region_sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_support_links" ADD CONSTRAINT "footer_support_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_support_links_locales" ADD CONSTRAINT "footer_support_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_support_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_groups_links" ADD CONSTRAINT "footer_groups_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_groups_links_locales" ADD CONSTRAINT "footer_groups_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_groups_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_groups" ADD CONSTRAINT "footer_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_groups_locales" ADD CONSTRAINT "footer_groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_locales" ADD CONSTRAINT "footer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "topics_topic_link_idx" ON "topics" USING btree ("topic_link");
  CREATE INDEX "topics_is_active_idx" ON "topics" USING btree ("is_active");
  CREATE INDEX "topics_updated_at_idx" ON "topics" USING btree ("updated_at");
  CREATE INDEX "topics_created_at_idx" ON "topics" USING btree ("created_at");
  CREATE UNIQUE INDEX "topics_slug_idx" ON "topics_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "topics_locales_locale_parent_id_unique" ON "topics_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "currencies_currency_code_idx" ON "currencies" USING btree ("currency_code");
  CREATE INDEX "currencies_updated_at_idx" ON "currencies" USING btree ("updated_at");
  CREATE INDEX "currencies_created_at_idx" ON "currencies" USING btree ("created_at");
  CREATE UNIQUE INDEX "currencies_locales_locale_parent_id_unique" ON "currencies_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "slug_redirects_old_slug_idx" ON "slug_redirects" USING btree ("old_slug");
  CREATE INDEX "slug_redirects_updated_at_idx" ON "slug_redirects" USING btree ("updated_at");
  CREATE INDEX "slug_redirects_created_at_idx" ON "slug_redirects" USING btree ("created_at");
  CREATE INDEX "contacts_updated_at_idx" ON "contacts" USING btree ("updated_at");
  CREATE INDEX "contacts_created_at_idx" ON "contacts" USING btree ("created_at");
  CREATE UNIQUE INDEX "subscribers_email_idx" ON "subscribers" USING btree ("email");
  CREATE INDEX "subscribers_updated_at_idx" ON "subscribers" USING btree ("updated_at");
  CREATE INDEX "subscribers_created_at_idx" ON "subscribers" USING btree ("created_at");
  CREATE INDEX "navigation_main_menu_children_order_idx" ON "navigation_main_menu_children" USING btree ("_order");
  CREATE INDEX "navigation_main_menu_children_parent_id_idx" ON "navigation_main_menu_children" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "navigation_main_menu_children_locales_locale_parent_id_uniqu" ON "navigation_main_menu_children_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "navigation_main_menu_order_idx" ON "navigation_main_menu" USING btree ("_order");
  CREATE INDEX "navigation_main_menu_parent_id_idx" ON "navigation_main_menu" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "navigation_main_menu_locales_locale_parent_id_unique" ON "navigation_main_menu_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "navigation_utility_links_order_idx" ON "navigation_utility_links" USING btree ("_order");
  CREATE INDEX "navigation_utility_links_parent_id_idx" ON "navigation_utility_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "navigation_utility_links_locales_locale_parent_id_unique" ON "navigation_utility_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "navigation_region_sites_order_idx" ON "navigation_region_sites" USING btree ("_order");
  CREATE INDEX "navigation_region_sites_parent_id_idx" ON "navigation_region_sites" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "navigation_region_sites_locales_locale_parent_id_unique" ON "navigation_region_sites_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_support_links_order_idx" ON "footer_support_links" USING btree ("_order");
  CREATE INDEX "footer_support_links_parent_id_idx" ON "footer_support_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_support_links_locales_locale_parent_id_unique" ON "footer_support_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_groups_links_order_idx" ON "footer_groups_links" USING btree ("_order");
  CREATE INDEX "footer_groups_links_parent_id_idx" ON "footer_groups_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_groups_links_locales_locale_parent_id_unique" ON "footer_groups_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_groups_order_idx" ON "footer_groups" USING btree ("_order");
  CREATE INDEX "footer_groups_parent_id_idx" ON "footer_groups" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_groups_locales_locale_parent_id_unique" ON "footer_groups_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "footer_locales_locale_parent_id_unique" ON "footer_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_topics_fk" FOREIGN KEY ("topics_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_currencies_fk" FOREIGN KEY ("currencies_id") REFERENCES "public"."currencies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_slug_redirects_fk" FOREIGN KEY ("slug_redirects_id") REFERENCES "public"."slug_redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contacts_fk" FOREIGN KEY ("contacts_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscribers_fk" FOREIGN KEY ("subscribers_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_topics_id_idx" ON "payload_locked_documents_rels" USING btree ("topics_id");
  CREATE INDEX "payload_locked_documents_rels_currencies_id_idx" ON "payload_locked_documents_rels" USING btree ("currencies_id");
  CREATE INDEX "payload_locked_documents_rels_slug_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("slug_redirects_id");
  CREATE INDEX "payload_locked_documents_rels_contacts_id_idx" ON "payload_locked_documents_rels" USING btree ("contacts_id");
  CREATE INDEX "payload_locked_documents_rels_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("subscribers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "rate_limits";
   ALTER TABLE "topics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "topics_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "currencies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "currencies_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "slug_redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contacts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subscribers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_main_menu_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_main_menu_children_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_main_menu" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_main_menu_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_utility_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_utility_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_region_sites" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_region_sites_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_support_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_support_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_groups_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_groups_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_groups_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "topics" CASCADE;
  DROP TABLE "topics_locales" CASCADE;
  DROP TABLE "currencies" CASCADE;
  DROP TABLE "currencies_locales" CASCADE;
  DROP TABLE "slug_redirects" CASCADE;
  DROP TABLE "contacts" CASCADE;
  DROP TABLE "subscribers" CASCADE;
  DROP TABLE "navigation_main_menu_children" CASCADE;
  DROP TABLE "navigation_main_menu_children_locales" CASCADE;
  DROP TABLE "navigation_main_menu" CASCADE;
  DROP TABLE "navigation_main_menu_locales" CASCADE;
  DROP TABLE "navigation_utility_links" CASCADE;
  DROP TABLE "navigation_utility_links_locales" CASCADE;
  DROP TABLE "navigation_region_sites" CASCADE;
  DROP TABLE "navigation_region_sites_locales" CASCADE;
  DROP TABLE "navigation" CASCADE;
  DROP TABLE "footer_support_links" CASCADE;
  DROP TABLE "footer_support_links_locales" CASCADE;
  DROP TABLE "footer_groups_links" CASCADE;
  DROP TABLE "footer_groups_links_locales" CASCADE;
  DROP TABLE "footer_groups" CASCADE;
  DROP TABLE "footer_groups_locales" CASCADE;
  DROP TABLE "footer" CASCADE;
  DROP TABLE "footer_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_topics_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_currencies_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_slug_redirects_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contacts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_subscribers_fk";
  
  DROP INDEX "payload_locked_documents_rels_topics_id_idx";
  DROP INDEX "payload_locked_documents_rels_currencies_id_idx";
  DROP INDEX "payload_locked_documents_rels_slug_redirects_id_idx";
  DROP INDEX "payload_locked_documents_rels_contacts_id_idx";
  DROP INDEX "payload_locked_documents_rels_subscribers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "topics_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "currencies_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "slug_redirects_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contacts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "subscribers_id";
  DROP TYPE "public"."enum_topics_topic_link";
  DROP TYPE "public"."enum_contacts_form_type";
  DROP TYPE "public"."enum_contacts_status";
  DROP TYPE "public"."enum_footer_support_links_topic";
  DROP TYPE "public"."enum_footer_groups_links_topic";`)
}
