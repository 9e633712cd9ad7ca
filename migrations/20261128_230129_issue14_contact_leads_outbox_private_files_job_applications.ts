import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_contact_form_default_tab" AS ENUM('getInTouch', 'dealer', 'eWarranty', 'question');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_form_default_tab" AS ENUM('getInTouch', 'dealer', 'eWarranty', 'question');
  CREATE TYPE "public"."enum_contacts_business_area" AS ENUM('HomeAppliances', 'BuildingSolution', 'FactoryAutomation', 'InfrastructureSolution');
  CREATE TYPE "public"."enum_contacts_province" AS ENUM('ha-noi', 'ho-chi-minh', 'hai-phong', 'da-nang', 'can-tho', 'hue', 'an-giang', 'bac-ninh', 'ca-mau', 'cao-bang', 'dak-lak', 'dien-bien', 'dong-nai', 'dong-thap', 'gia-lai', 'ha-tinh', 'hung-yen', 'khanh-hoa', 'lai-chau', 'lam-dong', 'lang-son', 'lao-cai', 'nghe-an', 'ninh-binh', 'phu-tho', 'quang-ngai', 'quang-ninh', 'quang-tri', 'son-la', 'tay-ninh', 'thai-nguyen', 'thanh-hoa', 'tuyen-quang', 'vinh-long');
  CREATE TYPE "public"."enum_contacts_company_size" AS ENUM('1', '2', '3', '4', '5', '6');
  CREATE TYPE "public"."enum_job_applications_status" AS ENUM('new', 'reviewing', 'interview', 'rejected', 'hired');
  CREATE TYPE "public"."enum_job_applications_language" AS ENUM('vi', 'en');
  CREATE TYPE "public"."enum_mail_queue_status" AS ENUM('pending', 'sending', 'sent', 'failed');
  CREATE TYPE "public"."enum_private_files_kind" AS ENUM('jpeg', 'png', 'webp', 'pdf', 'docx');
  CREATE TABLE "pages_blocks_contact_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"default_tab" "enum_pages_blocks_contact_form_default_tab" DEFAULT 'getInTouch',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_contact_form_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_contact_thanks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"default_tab" "enum__pages_v_blocks_contact_form_default_tab" DEFAULT 'getInTouch',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact_form_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_contact_thanks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "contacts_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "job_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar,
  	"status" "enum_job_applications_status" DEFAULT 'new' NOT NULL,
  	"career_id" integer NOT NULL,
  	"full_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone_number" varchar,
  	"cover_letter" varchar,
  	"cv_id" integer,
  	"notes" varchar,
  	"language" "enum_job_applications_language",
  	"consented_at" timestamp(3) with time zone,
  	"anonymised_at" timestamp(3) with time zone,
  	"consent_text" varchar,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mail_queue" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"status" "enum_mail_queue_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"to" varchar NOT NULL,
  	"reply_to" varchar,
  	"subject" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"html" varchar,
  	"last_error" varchar,
  	"lease_until" timestamp(3) with time zone,
  	"on_sent" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "private_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"original_name" varchar,
  	"kind" "enum_private_files_kind",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  ALTER TABLE "contacts" ALTER COLUMN "message" DROP NOT NULL;
  ALTER TABLE "contacts" ADD COLUMN "reference" varchar;
  ALTER TABLE "contacts" ADD COLUMN "business_area" "enum_contacts_business_area";
  ALTER TABLE "contacts" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "contacts" ADD COLUMN "province" "enum_contacts_province";
  ALTER TABLE "contacts" ADD COLUMN "company_size" "enum_contacts_company_size";
  ALTER TABLE "contacts" ADD COLUMN "product" varchar;
  ALTER TABLE "contacts" ADD COLUMN "registration_number" varchar;
  ALTER TABLE "contacts" ADD COLUMN "shop_address" varchar;
  ALTER TABLE "contacts" ADD COLUMN "model" varchar;
  ALTER TABLE "contacts" ADD COLUMN "serial_number" varchar;
  ALTER TABLE "contacts" ADD COLUMN "purchase_date" timestamp(3) with time zone;
  ALTER TABLE "contacts" ADD COLUMN "dealer_name" varchar;
  ALTER TABLE "contacts" ADD COLUMN "invoice_id" integer;
  ALTER TABLE "contacts" ADD COLUMN "consent_text" varchar;
  ALTER TABLE "contacts" ADD COLUMN "consented_at" timestamp(3) with time zone;
  ALTER TABLE "contacts" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "contacts" ADD COLUMN "idempotency_key" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mail_queue_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "private_files_id" integer;
  ALTER TABLE "pages_blocks_contact_form" ADD CONSTRAINT "pages_blocks_contact_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_form_locales" ADD CONSTRAINT "pages_blocks_contact_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_thanks" ADD CONSTRAINT "pages_blocks_contact_thanks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_form" ADD CONSTRAINT "_pages_v_blocks_contact_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_form_locales" ADD CONSTRAINT "_pages_v_blocks_contact_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_thanks" ADD CONSTRAINT "_pages_v_blocks_contact_thanks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contacts_notes" ADD CONSTRAINT "contacts_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contacts_notes" ADD CONSTRAINT "contacts_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_career_id_careers_id_fk" FOREIGN KEY ("career_id") REFERENCES "public"."careers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_cv_id_private_files_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."private_files"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_contact_form_order_idx" ON "pages_blocks_contact_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_form_parent_id_idx" ON "pages_blocks_contact_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_form_path_idx" ON "pages_blocks_contact_form" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_contact_form_locales_locale_parent_id_unique" ON "pages_blocks_contact_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_contact_thanks_order_idx" ON "pages_blocks_contact_thanks" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_thanks_parent_id_idx" ON "pages_blocks_contact_thanks" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_thanks_path_idx" ON "pages_blocks_contact_thanks" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_contact_form_order_idx" ON "_pages_v_blocks_contact_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_form_parent_id_idx" ON "_pages_v_blocks_contact_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_form_path_idx" ON "_pages_v_blocks_contact_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_contact_form_locales_locale_parent_id_unique" ON "_pages_v_blocks_contact_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_thanks_order_idx" ON "_pages_v_blocks_contact_thanks" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_thanks_parent_id_idx" ON "_pages_v_blocks_contact_thanks" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_thanks_path_idx" ON "_pages_v_blocks_contact_thanks" USING btree ("_path");
  CREATE INDEX "contacts_notes_order_idx" ON "contacts_notes" USING btree ("_order");
  CREATE INDEX "contacts_notes_parent_id_idx" ON "contacts_notes" USING btree ("_parent_id");
  CREATE INDEX "contacts_notes_author_idx" ON "contacts_notes" USING btree ("author_id");
  CREATE UNIQUE INDEX "job_applications_reference_idx" ON "job_applications" USING btree ("reference");
  CREATE INDEX "job_applications_status_idx" ON "job_applications" USING btree ("status");
  CREATE INDEX "job_applications_career_idx" ON "job_applications" USING btree ("career_id");
  CREATE INDEX "job_applications_cv_idx" ON "job_applications" USING btree ("cv_id");
  CREATE UNIQUE INDEX "job_applications_idempotency_key_idx" ON "job_applications" USING btree ("idempotency_key");
  CREATE INDEX "job_applications_updated_at_idx" ON "job_applications" USING btree ("updated_at");
  CREATE INDEX "job_applications_created_at_idx" ON "job_applications" USING btree ("created_at");
  CREATE UNIQUE INDEX "mail_queue_key_idx" ON "mail_queue" USING btree ("key");
  CREATE INDEX "mail_queue_status_idx" ON "mail_queue" USING btree ("status");
  CREATE INDEX "mail_queue_next_attempt_at_idx" ON "mail_queue" USING btree ("next_attempt_at");
  CREATE INDEX "mail_queue_updated_at_idx" ON "mail_queue" USING btree ("updated_at");
  CREATE INDEX "mail_queue_created_at_idx" ON "mail_queue" USING btree ("created_at");
  CREATE INDEX "private_files_updated_at_idx" ON "private_files" USING btree ("updated_at");
  CREATE INDEX "private_files_created_at_idx" ON "private_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "private_files_filename_idx" ON "private_files" USING btree ("filename");
  ALTER TABLE "contacts" ADD CONSTRAINT "contacts_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contacts" ADD CONSTRAINT "contacts_invoice_id_private_files_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."private_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_applications_fk" FOREIGN KEY ("job_applications_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mail_queue_fk" FOREIGN KEY ("mail_queue_id") REFERENCES "public"."mail_queue"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_private_files_fk" FOREIGN KEY ("private_files_id") REFERENCES "public"."private_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "contacts_reference_idx" ON "contacts" USING btree ("reference");
  CREATE INDEX "contacts_form_type_idx" ON "contacts" USING btree ("form_type");
  CREATE INDEX "contacts_business_area_idx" ON "contacts" USING btree ("business_area");
  CREATE INDEX "contacts_status_idx" ON "contacts" USING btree ("status");
  CREATE INDEX "contacts_assignee_idx" ON "contacts" USING btree ("assignee_id");
  CREATE INDEX "contacts_invoice_idx" ON "contacts" USING btree ("invoice_id");
  CREATE INDEX "contacts_anonymised_at_idx" ON "contacts" USING btree ("anonymised_at");
  CREATE UNIQUE INDEX "contacts_idempotency_key_idx" ON "contacts" USING btree ("idempotency_key");
  CREATE INDEX "payload_locked_documents_rels_job_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("job_applications_id");
  CREATE INDEX "payload_locked_documents_rels_mail_queue_id_idx" ON "payload_locked_documents_rels" USING btree ("mail_queue_id");
  CREATE INDEX "payload_locked_documents_rels_private_files_id_idx" ON "payload_locked_documents_rels" USING btree ("private_files_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_contact_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contact_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contact_thanks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_contact_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_contact_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_contact_thanks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contacts_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mail_queue" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "private_files" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_contact_form" CASCADE;
  DROP TABLE "pages_blocks_contact_form_locales" CASCADE;
  DROP TABLE "pages_blocks_contact_thanks" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_form" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_form_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_thanks" CASCADE;
  DROP TABLE "contacts_notes" CASCADE;
  DROP TABLE "job_applications" CASCADE;
  DROP TABLE "mail_queue" CASCADE;
  DROP TABLE "private_files" CASCADE;
  ALTER TABLE "contacts" DROP CONSTRAINT "contacts_assignee_id_users_id_fk";
  
  ALTER TABLE "contacts" DROP CONSTRAINT "contacts_invoice_id_private_files_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_applications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mail_queue_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_private_files_fk";
  
  DROP INDEX "contacts_reference_idx";
  DROP INDEX "contacts_form_type_idx";
  DROP INDEX "contacts_business_area_idx";
  DROP INDEX "contacts_status_idx";
  DROP INDEX "contacts_assignee_idx";
  DROP INDEX "contacts_invoice_idx";
  DROP INDEX "contacts_anonymised_at_idx";
  DROP INDEX "contacts_idempotency_key_idx";
  DROP INDEX "payload_locked_documents_rels_job_applications_id_idx";
  DROP INDEX "payload_locked_documents_rels_mail_queue_id_idx";
  DROP INDEX "payload_locked_documents_rels_private_files_id_idx";
  ALTER TABLE "contacts" ALTER COLUMN "message" SET NOT NULL;
  ALTER TABLE "contacts" DROP COLUMN "reference";
  ALTER TABLE "contacts" DROP COLUMN "business_area";
  ALTER TABLE "contacts" DROP COLUMN "assignee_id";
  ALTER TABLE "contacts" DROP COLUMN "province";
  ALTER TABLE "contacts" DROP COLUMN "company_size";
  ALTER TABLE "contacts" DROP COLUMN "product";
  ALTER TABLE "contacts" DROP COLUMN "registration_number";
  ALTER TABLE "contacts" DROP COLUMN "shop_address";
  ALTER TABLE "contacts" DROP COLUMN "model";
  ALTER TABLE "contacts" DROP COLUMN "serial_number";
  ALTER TABLE "contacts" DROP COLUMN "purchase_date";
  ALTER TABLE "contacts" DROP COLUMN "dealer_name";
  ALTER TABLE "contacts" DROP COLUMN "invoice_id";
  ALTER TABLE "contacts" DROP COLUMN "consent_text";
  ALTER TABLE "contacts" DROP COLUMN "consented_at";
  ALTER TABLE "contacts" DROP COLUMN "anonymised_at";
  ALTER TABLE "contacts" DROP COLUMN "idempotency_key";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mail_queue_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "private_files_id";
  DROP TYPE "public"."enum_pages_blocks_contact_form_default_tab";
  DROP TYPE "public"."enum__pages_v_blocks_contact_form_default_tab";
  DROP TYPE "public"."enum_contacts_business_area";
  DROP TYPE "public"."enum_contacts_province";
  DROP TYPE "public"."enum_contacts_company_size";
  DROP TYPE "public"."enum_job_applications_status";
  DROP TYPE "public"."enum_job_applications_language";
  DROP TYPE "public"."enum_mail_queue_status";
  DROP TYPE "public"."enum_private_files_kind";`)
}
