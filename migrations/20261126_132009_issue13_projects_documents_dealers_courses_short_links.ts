import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_course_list_time_frame" AS ENUM('upcoming', 'past', 'all');
  CREATE TYPE "public"."enum_pages_blocks_document_list_business_area" AS ENUM('HomeAppliances', 'BuildingSolution', 'FactoryAutomation', 'InfrastructureSolution');
  CREATE TYPE "public"."enum_pages_blocks_document_list_document_type" AS ENUM('Catalogue', 'Manual', 'CADData');
  CREATE TYPE "public"."enum_pages_blocks_project_list_business_area" AS ENUM('BuildingSolution', 'FactoryAutomation', 'InfrastructureSolution');
  CREATE TYPE "public"."enum_pages_blocks_project_list_project_category" AS ENUM('labProject', 'showRoomProject');
  CREATE TYPE "public"."enum_pages_blocks_project_list_view" AS ENUM('all', 'gallery', 'caseStudy');
  CREATE TYPE "public"."enum_pages_business_area" AS ENUM('HomeAppliances', 'BuildingSolution', 'FactoryAutomation', 'InfrastructureSolution');
  CREATE TYPE "public"."enum__pages_v_blocks_course_list_time_frame" AS ENUM('upcoming', 'past', 'all');
  CREATE TYPE "public"."enum__pages_v_blocks_document_list_business_area" AS ENUM('HomeAppliances', 'BuildingSolution', 'FactoryAutomation', 'InfrastructureSolution');
  CREATE TYPE "public"."enum__pages_v_blocks_document_list_document_type" AS ENUM('Catalogue', 'Manual', 'CADData');
  CREATE TYPE "public"."enum__pages_v_blocks_project_list_business_area" AS ENUM('BuildingSolution', 'FactoryAutomation', 'InfrastructureSolution');
  CREATE TYPE "public"."enum__pages_v_blocks_project_list_project_category" AS ENUM('labProject', 'showRoomProject');
  CREATE TYPE "public"."enum__pages_v_blocks_project_list_view" AS ENUM('all', 'gallery', 'caseStudy');
  CREATE TYPE "public"."enum__pages_v_version_business_area" AS ENUM('HomeAppliances', 'BuildingSolution', 'FactoryAutomation', 'InfrastructureSolution');
  CREATE TYPE "public"."enum_dealers_business_areas" AS ENUM('HomeAppliances', 'BuildingSolution', 'FactoryAutomation', 'InfrastructureSolution');
  CREATE TYPE "public"."enum_dealers_opening_hours_days" AS ENUM('Mo-Su', 'Mo-Fr', 'Mo-Sa', 'Sa-Su', 'Sa', 'Su');
  CREATE TYPE "public"."enum_dealers_kind" AS ENUM('Dealer', 'Showroom', 'ServiceCentre');
  CREATE TYPE "public"."enum_dealers_province" AS ENUM('ha-noi', 'ho-chi-minh', 'hai-phong', 'da-nang', 'can-tho', 'hue', 'an-giang', 'bac-ninh', 'ca-mau', 'cao-bang', 'dak-lak', 'dien-bien', 'dong-nai', 'dong-thap', 'gia-lai', 'ha-tinh', 'hung-yen', 'khanh-hoa', 'lai-chau', 'lam-dong', 'lang-son', 'lao-cai', 'nghe-an', 'ninh-binh', 'phu-tho', 'quang-ngai', 'quang-ninh', 'quang-tri', 'son-la', 'tay-ninh', 'thai-nguyen', 'thanh-hoa', 'tuyen-quang', 'vinh-long');
  CREATE TYPE "public"."enum_documents_document_type" AS ENUM('Catalogue', 'Manual', 'CADData');
  CREATE TYPE "public"."enum_documents_business_area" AS ENUM('HomeAppliances', 'BuildingSolution', 'FactoryAutomation', 'InfrastructureSolution');
  CREATE TYPE "public"."enum_documents_language" AS ENUM('vi', 'en', 'both');
  CREATE TYPE "public"."enum_training_courses_province" AS ENUM('ha-noi', 'ho-chi-minh', 'hai-phong', 'da-nang', 'can-tho', 'hue', 'an-giang', 'bac-ninh', 'ca-mau', 'cao-bang', 'dak-lak', 'dien-bien', 'dong-nai', 'dong-thap', 'gia-lai', 'ha-tinh', 'hung-yen', 'khanh-hoa', 'lai-chau', 'lam-dong', 'lang-son', 'lao-cai', 'nghe-an', 'ninh-binh', 'phu-tho', 'quang-ngai', 'quang-ninh', 'quang-tri', 'son-la', 'tay-ninh', 'thai-nguyen', 'thanh-hoa', 'tuyen-quang', 'vinh-long');
  CREATE TYPE "public"."enum_training_courses_topic" AS ENUM('PLC', 'Servo', 'HMI', 'Inverter', 'Robot', 'SCADA', 'Network', 'Maintenance');
  CREATE TYPE "public"."enum_training_courses_level" AS ENUM('Basic', 'Intermediate', 'Advanced');
  CREATE TYPE "public"."enum_training_courses_business_area" AS ENUM('HomeAppliances', 'BuildingSolution', 'FactoryAutomation', 'InfrastructureSolution');
  CREATE TYPE "public"."enum_projects_business_area" AS ENUM('BuildingSolution', 'FactoryAutomation', 'InfrastructureSolution');
  CREATE TYPE "public"."enum_projects_project_type" AS ENUM('Office', 'Hotel', 'Hospital', 'Retail', 'Residential', 'Factory', 'Infrastructure');
  CREATE TYPE "public"."enum_projects_project_category" AS ENUM('Lab_Project', 'ShowRoomProject');
  CREATE TYPE "public"."enum_projects_province" AS ENUM('ha-noi', 'ho-chi-minh', 'hai-phong', 'da-nang', 'can-tho', 'hue', 'an-giang', 'bac-ninh', 'ca-mau', 'cao-bang', 'dak-lak', 'dien-bien', 'dong-nai', 'dong-thap', 'gia-lai', 'ha-tinh', 'hung-yen', 'khanh-hoa', 'lai-chau', 'lam-dong', 'lang-son', 'lao-cai', 'nghe-an', 'ninh-binh', 'phu-tho', 'quang-ngai', 'quang-ninh', 'quang-tri', 'son-la', 'tay-ninh', 'thai-nguyen', 'thanh-hoa', 'tuyen-quang', 'vinh-long');
  CREATE TABLE "pages_blocks_dealer_finder" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 12,
  	"show_filters" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_dealer_finder_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_course_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"limit" numeric DEFAULT 9,
  	"time_frame" "enum_pages_blocks_course_list_time_frame" DEFAULT 'all',
  	"filters" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_course_list_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_document_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"business_area" "enum_pages_blocks_document_list_business_area",
  	"document_type" "enum_pages_blocks_document_list_document_type",
  	"limit" numeric DEFAULT 10,
  	"filters" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_document_list_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_project_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"business_area" "enum_pages_blocks_project_list_business_area",
  	"project_category" "enum_pages_blocks_project_list_project_category",
  	"view" "enum_pages_blocks_project_list_view" DEFAULT 'all',
  	"filters" boolean DEFAULT false,
  	"limit" numeric DEFAULT 9,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_project_list_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_dealer_finder" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_size" numeric DEFAULT 12,
  	"show_filters" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_dealer_finder_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_course_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"limit" numeric DEFAULT 9,
  	"time_frame" "enum__pages_v_blocks_course_list_time_frame" DEFAULT 'all',
  	"filters" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_course_list_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_document_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"business_area" "enum__pages_v_blocks_document_list_business_area",
  	"document_type" "enum__pages_v_blocks_document_list_document_type",
  	"limit" numeric DEFAULT 10,
  	"filters" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_document_list_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_project_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"business_area" "enum__pages_v_blocks_project_list_business_area",
  	"project_category" "enum__pages_v_blocks_project_list_project_category",
  	"view" "enum__pages_v_blocks_project_list_view" DEFAULT 'all',
  	"filters" boolean DEFAULT false,
  	"limit" numeric DEFAULT 9,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_project_list_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "short_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token" varchar NOT NULL,
  	"target" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone,
  	"clicks" numeric DEFAULT 0,
  	"last_clicked_at" timestamp(3) with time zone,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "dealers_business_areas" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_dealers_business_areas",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "dealers_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"days" "enum_dealers_opening_hours_days" NOT NULL,
  	"opens" varchar NOT NULL,
  	"closes" varchar NOT NULL
  );
  
  CREATE TABLE "dealers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_dealers_kind" DEFAULT 'Dealer' NOT NULL,
  	"province" "enum_dealers_province" NOT NULL,
  	"latitude" numeric NOT NULL,
  	"longitude" numeric NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar,
  	"website" varchar,
  	"display_order" numeric DEFAULT 0 NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "dealers_locales" (
  	"name" varchar NOT NULL,
  	"street" varchar NOT NULL,
  	"ward" varchar NOT NULL,
  	"hours_note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer NOT NULL,
  	"document_type" "enum_documents_document_type" NOT NULL,
  	"business_area" "enum_documents_business_area" NOT NULL,
  	"language" "enum_documents_language" DEFAULT 'vi' NOT NULL,
  	"version" varchar,
  	"release_date" timestamp(3) with time zone NOT NULL,
  	"download_count" numeric DEFAULT 0,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "documents_locales" (
  	"title" varchar NOT NULL,
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "document_files" (
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
  
  CREATE TABLE "training_courses_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"start_time" timestamp(3) with time zone NOT NULL,
  	"end_time" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "training_courses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cover_id" integer,
  	"province" "enum_training_courses_province" NOT NULL,
  	"seats_total" numeric NOT NULL,
  	"seats_taken" numeric DEFAULT 0 NOT NULL,
  	"is_free" boolean DEFAULT false,
  	"fee" numeric,
  	"topic" "enum_training_courses_topic" NOT NULL,
  	"level" "enum_training_courses_level" NOT NULL,
  	"business_area" "enum_training_courses_business_area" DEFAULT 'FactoryAutomation' NOT NULL,
  	"duration_days" numeric NOT NULL,
  	"duration_hours" numeric NOT NULL,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "training_courses_locales" (
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"summary" varchar NOT NULL,
  	"audience" varchar,
  	"instructor" varchar,
  	"objectives" jsonb NOT NULL,
  	"programme" jsonb NOT NULL,
  	"venue" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "projects_systems" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_systems_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_figures_locales" (
  	"label" varchar NOT NULL,
  	"value" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"business_area" "enum_projects_business_area" NOT NULL,
  	"project_type" "enum_projects_project_type" NOT NULL,
  	"project_category" "enum_projects_project_category",
  	"province" "enum_projects_province" NOT NULL,
  	"year" numeric NOT NULL,
  	"cover_id" integer NOT NULL,
  	"is_case_study" boolean DEFAULT false,
  	"video_url" varchar,
  	"published_at" timestamp(3) with time zone NOT NULL,
  	"display_order" numeric DEFAULT 0 NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "projects_locales" (
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"summary" varchar NOT NULL,
  	"body" jsonb NOT NULL,
  	"client" varchar NOT NULL,
  	"case_study" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "projects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer,
  	"media_id" integer
  );
  
  ALTER TABLE "products_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_documents_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "products_documents" CASCADE;
  DROP TABLE "products_documents_locales" CASCADE;
  ALTER TABLE "pages" ADD COLUMN "business_area" "enum_pages_business_area";
  ALTER TABLE "_pages_v" ADD COLUMN "version_business_area" "enum__pages_v_version_business_area";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "short_links_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "dealers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "documents_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "document_files_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "training_courses_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "projects_id" integer;
  ALTER TABLE "pages_blocks_dealer_finder" ADD CONSTRAINT "pages_blocks_dealer_finder_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_dealer_finder_locales" ADD CONSTRAINT "pages_blocks_dealer_finder_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_dealer_finder"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_course_list" ADD CONSTRAINT "pages_blocks_course_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_course_list_locales" ADD CONSTRAINT "pages_blocks_course_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_course_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_document_list" ADD CONSTRAINT "pages_blocks_document_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_document_list_locales" ADD CONSTRAINT "pages_blocks_document_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_document_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_project_list" ADD CONSTRAINT "pages_blocks_project_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_project_list_locales" ADD CONSTRAINT "pages_blocks_project_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_project_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_dealer_finder" ADD CONSTRAINT "_pages_v_blocks_dealer_finder_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_dealer_finder_locales" ADD CONSTRAINT "_pages_v_blocks_dealer_finder_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_dealer_finder"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_course_list" ADD CONSTRAINT "_pages_v_blocks_course_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_course_list_locales" ADD CONSTRAINT "_pages_v_blocks_course_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_course_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_document_list" ADD CONSTRAINT "_pages_v_blocks_document_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_document_list_locales" ADD CONSTRAINT "_pages_v_blocks_document_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_document_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_project_list" ADD CONSTRAINT "_pages_v_blocks_project_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_project_list_locales" ADD CONSTRAINT "_pages_v_blocks_project_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_project_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealers_business_areas" ADD CONSTRAINT "dealers_business_areas_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealers_opening_hours" ADD CONSTRAINT "dealers_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealers_locales" ADD CONSTRAINT "dealers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents" ADD CONSTRAINT "documents_file_id_document_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."document_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents_locales" ADD CONSTRAINT "documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_rels" ADD CONSTRAINT "documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_rels" ADD CONSTRAINT "documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "training_courses_sessions" ADD CONSTRAINT "training_courses_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."training_courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "training_courses" ADD CONSTRAINT "training_courses_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "training_courses_locales" ADD CONSTRAINT "training_courses_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."training_courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_systems" ADD CONSTRAINT "projects_systems_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_systems_locales" ADD CONSTRAINT "projects_systems_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_systems"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_figures" ADD CONSTRAINT "projects_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_figures_locales" ADD CONSTRAINT "projects_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_locales" ADD CONSTRAINT "projects_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_dealer_finder_order_idx" ON "pages_blocks_dealer_finder" USING btree ("_order");
  CREATE INDEX "pages_blocks_dealer_finder_parent_id_idx" ON "pages_blocks_dealer_finder" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_dealer_finder_path_idx" ON "pages_blocks_dealer_finder" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_dealer_finder_locales_locale_parent_id_unique" ON "pages_blocks_dealer_finder_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_course_list_order_idx" ON "pages_blocks_course_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_course_list_parent_id_idx" ON "pages_blocks_course_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_course_list_path_idx" ON "pages_blocks_course_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_course_list_locales_locale_parent_id_unique" ON "pages_blocks_course_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_document_list_order_idx" ON "pages_blocks_document_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_document_list_parent_id_idx" ON "pages_blocks_document_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_document_list_path_idx" ON "pages_blocks_document_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_document_list_locales_locale_parent_id_unique" ON "pages_blocks_document_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_project_list_order_idx" ON "pages_blocks_project_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_project_list_parent_id_idx" ON "pages_blocks_project_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_project_list_path_idx" ON "pages_blocks_project_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_project_list_locales_locale_parent_id_unique" ON "pages_blocks_project_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_dealer_finder_order_idx" ON "_pages_v_blocks_dealer_finder" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_dealer_finder_parent_id_idx" ON "_pages_v_blocks_dealer_finder" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_dealer_finder_path_idx" ON "_pages_v_blocks_dealer_finder" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_dealer_finder_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_dealer_finder_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_course_list_order_idx" ON "_pages_v_blocks_course_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_course_list_parent_id_idx" ON "_pages_v_blocks_course_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_course_list_path_idx" ON "_pages_v_blocks_course_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_course_list_locales_locale_parent_id_unique" ON "_pages_v_blocks_course_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_document_list_order_idx" ON "_pages_v_blocks_document_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_document_list_parent_id_idx" ON "_pages_v_blocks_document_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_document_list_path_idx" ON "_pages_v_blocks_document_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_document_list_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_document_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_project_list_order_idx" ON "_pages_v_blocks_project_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_project_list_parent_id_idx" ON "_pages_v_blocks_project_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_project_list_path_idx" ON "_pages_v_blocks_project_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_project_list_locales_locale_parent_id_unique" ON "_pages_v_blocks_project_list_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "short_links_token_idx" ON "short_links" USING btree ("token");
  CREATE INDEX "short_links_expires_at_idx" ON "short_links" USING btree ("expires_at");
  CREATE INDEX "short_links_updated_at_idx" ON "short_links" USING btree ("updated_at");
  CREATE INDEX "short_links_created_at_idx" ON "short_links" USING btree ("created_at");
  CREATE INDEX "dealers_business_areas_order_idx" ON "dealers_business_areas" USING btree ("order");
  CREATE INDEX "dealers_business_areas_parent_idx" ON "dealers_business_areas" USING btree ("parent_id");
  CREATE INDEX "dealers_opening_hours_order_idx" ON "dealers_opening_hours" USING btree ("_order");
  CREATE INDEX "dealers_opening_hours_parent_id_idx" ON "dealers_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "dealers_kind_idx" ON "dealers" USING btree ("kind");
  CREATE INDEX "dealers_province_idx" ON "dealers" USING btree ("province");
  CREATE INDEX "dealers_is_active_idx" ON "dealers" USING btree ("is_active");
  CREATE INDEX "dealers_updated_at_idx" ON "dealers" USING btree ("updated_at");
  CREATE INDEX "dealers_created_at_idx" ON "dealers" USING btree ("created_at");
  CREATE UNIQUE INDEX "dealers_locales_locale_parent_id_unique" ON "dealers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "documents_file_idx" ON "documents" USING btree ("file_id");
  CREATE INDEX "documents_document_type_idx" ON "documents" USING btree ("document_type");
  CREATE INDEX "documents_business_area_idx" ON "documents" USING btree ("business_area");
  CREATE INDEX "documents_release_date_idx" ON "documents" USING btree ("release_date");
  CREATE INDEX "documents_is_active_idx" ON "documents" USING btree ("is_active");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "documents_locales_locale_parent_id_unique" ON "documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "documents_rels_order_idx" ON "documents_rels" USING btree ("order");
  CREATE INDEX "documents_rels_parent_idx" ON "documents_rels" USING btree ("parent_id");
  CREATE INDEX "documents_rels_path_idx" ON "documents_rels" USING btree ("path");
  CREATE INDEX "documents_rels_products_id_idx" ON "documents_rels" USING btree ("products_id");
  CREATE INDEX "document_files_updated_at_idx" ON "document_files" USING btree ("updated_at");
  CREATE INDEX "document_files_created_at_idx" ON "document_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "document_files_filename_idx" ON "document_files" USING btree ("filename");
  CREATE INDEX "training_courses_sessions_order_idx" ON "training_courses_sessions" USING btree ("_order");
  CREATE INDEX "training_courses_sessions_parent_id_idx" ON "training_courses_sessions" USING btree ("_parent_id");
  CREATE INDEX "training_courses_cover_idx" ON "training_courses" USING btree ("cover_id");
  CREATE INDEX "training_courses_province_idx" ON "training_courses" USING btree ("province");
  CREATE INDEX "training_courses_topic_idx" ON "training_courses" USING btree ("topic");
  CREATE INDEX "training_courses_level_idx" ON "training_courses" USING btree ("level");
  CREATE INDEX "training_courses_starts_at_idx" ON "training_courses" USING btree ("starts_at");
  CREATE INDEX "training_courses_ends_at_idx" ON "training_courses" USING btree ("ends_at");
  CREATE INDEX "training_courses_is_active_idx" ON "training_courses" USING btree ("is_active");
  CREATE INDEX "training_courses_updated_at_idx" ON "training_courses" USING btree ("updated_at");
  CREATE INDEX "training_courses_created_at_idx" ON "training_courses" USING btree ("created_at");
  CREATE INDEX "training_courses_slug_idx" ON "training_courses_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "training_courses_locales_locale_parent_id_unique" ON "training_courses_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_systems_order_idx" ON "projects_systems" USING btree ("_order");
  CREATE INDEX "projects_systems_parent_id_idx" ON "projects_systems" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "projects_systems_locales_locale_parent_id_unique" ON "projects_systems_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_figures_order_idx" ON "projects_figures" USING btree ("_order");
  CREATE INDEX "projects_figures_parent_id_idx" ON "projects_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "projects_figures_locales_locale_parent_id_unique" ON "projects_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_business_area_idx" ON "projects" USING btree ("business_area");
  CREATE INDEX "projects_project_type_idx" ON "projects" USING btree ("project_type");
  CREATE INDEX "projects_project_category_idx" ON "projects" USING btree ("project_category");
  CREATE INDEX "projects_province_idx" ON "projects" USING btree ("province");
  CREATE INDEX "projects_cover_idx" ON "projects" USING btree ("cover_id");
  CREATE INDEX "projects_is_case_study_idx" ON "projects" USING btree ("is_case_study");
  CREATE INDEX "projects_published_at_idx" ON "projects" USING btree ("published_at");
  CREATE INDEX "projects_display_order_idx" ON "projects" USING btree ("display_order");
  CREATE INDEX "projects_is_active_idx" ON "projects" USING btree ("is_active");
  CREATE INDEX "projects_updated_at_idx" ON "projects" USING btree ("updated_at");
  CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at");
  CREATE INDEX "projects_slug_idx" ON "projects_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "projects_locales_locale_parent_id_unique" ON "projects_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_rels_order_idx" ON "projects_rels" USING btree ("order");
  CREATE INDEX "projects_rels_parent_idx" ON "projects_rels" USING btree ("parent_id");
  CREATE INDEX "projects_rels_path_idx" ON "projects_rels" USING btree ("path");
  CREATE INDEX "projects_rels_products_id_idx" ON "projects_rels" USING btree ("products_id");
  CREATE INDEX "projects_rels_media_id_idx" ON "projects_rels" USING btree ("media_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_short_links_fk" FOREIGN KEY ("short_links_id") REFERENCES "public"."short_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dealers_fk" FOREIGN KEY ("dealers_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_document_files_fk" FOREIGN KEY ("document_files_id") REFERENCES "public"."document_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_training_courses_fk" FOREIGN KEY ("training_courses_id") REFERENCES "public"."training_courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_short_links_id_idx" ON "payload_locked_documents_rels" USING btree ("short_links_id");
  CREATE INDEX "payload_locked_documents_rels_dealers_id_idx" ON "payload_locked_documents_rels" USING btree ("dealers_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_document_files_id_idx" ON "payload_locked_documents_rels" USING btree ("document_files_id");
  CREATE INDEX "payload_locked_documents_rels_training_courses_id_idx" ON "payload_locked_documents_rels" USING btree ("training_courses_id");
  CREATE INDEX "payload_locked_documents_rels_projects_id_idx" ON "payload_locked_documents_rels" USING btree ("projects_id");
  DROP TYPE "public"."enum_products_documents_document_type";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_documents_document_type" AS ENUM('Catalogue', 'Manual', 'CADData');
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
  
  ALTER TABLE "pages_blocks_dealer_finder" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_dealer_finder_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_course_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_course_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_document_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_document_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_project_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_project_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_dealer_finder" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_dealer_finder_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_course_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_course_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_document_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_document_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_project_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_project_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "short_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dealers_business_areas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dealers_opening_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dealers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dealers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "document_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "training_courses_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "training_courses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "training_courses_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_systems" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_systems_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_figures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_dealer_finder" CASCADE;
  DROP TABLE "pages_blocks_dealer_finder_locales" CASCADE;
  DROP TABLE "pages_blocks_course_list" CASCADE;
  DROP TABLE "pages_blocks_course_list_locales" CASCADE;
  DROP TABLE "pages_blocks_document_list" CASCADE;
  DROP TABLE "pages_blocks_document_list_locales" CASCADE;
  DROP TABLE "pages_blocks_project_list" CASCADE;
  DROP TABLE "pages_blocks_project_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_dealer_finder" CASCADE;
  DROP TABLE "_pages_v_blocks_dealer_finder_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_course_list" CASCADE;
  DROP TABLE "_pages_v_blocks_course_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_document_list" CASCADE;
  DROP TABLE "_pages_v_blocks_document_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_project_list" CASCADE;
  DROP TABLE "_pages_v_blocks_project_list_locales" CASCADE;
  DROP TABLE "short_links" CASCADE;
  DROP TABLE "dealers_business_areas" CASCADE;
  DROP TABLE "dealers_opening_hours" CASCADE;
  DROP TABLE "dealers" CASCADE;
  DROP TABLE "dealers_locales" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "documents_locales" CASCADE;
  DROP TABLE "documents_rels" CASCADE;
  DROP TABLE "document_files" CASCADE;
  DROP TABLE "training_courses_sessions" CASCADE;
  DROP TABLE "training_courses" CASCADE;
  DROP TABLE "training_courses_locales" CASCADE;
  DROP TABLE "projects_systems" CASCADE;
  DROP TABLE "projects_systems_locales" CASCADE;
  DROP TABLE "projects_figures" CASCADE;
  DROP TABLE "projects_figures_locales" CASCADE;
  DROP TABLE "projects" CASCADE;
  DROP TABLE "projects_locales" CASCADE;
  DROP TABLE "projects_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_short_links_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_dealers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_documents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_document_files_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_training_courses_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_projects_fk";
  
  DROP INDEX "payload_locked_documents_rels_short_links_id_idx";
  DROP INDEX "payload_locked_documents_rels_dealers_id_idx";
  DROP INDEX "payload_locked_documents_rels_documents_id_idx";
  DROP INDEX "payload_locked_documents_rels_document_files_id_idx";
  DROP INDEX "payload_locked_documents_rels_training_courses_id_idx";
  DROP INDEX "payload_locked_documents_rels_projects_id_idx";
  ALTER TABLE "products_documents" ADD CONSTRAINT "products_documents_file_id_product_images_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."product_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_documents" ADD CONSTRAINT "products_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_documents_locales" ADD CONSTRAINT "products_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_documents_order_idx" ON "products_documents" USING btree ("_order");
  CREATE INDEX "products_documents_parent_id_idx" ON "products_documents" USING btree ("_parent_id");
  CREATE INDEX "products_documents_file_idx" ON "products_documents" USING btree ("file_id");
  CREATE UNIQUE INDEX "products_documents_locales_locale_parent_id_unique" ON "products_documents_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "pages" DROP COLUMN "business_area";
  ALTER TABLE "_pages_v" DROP COLUMN "version_business_area";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "short_links_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "dealers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "documents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "document_files_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "training_courses_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "projects_id";
  DROP TYPE "public"."enum_pages_blocks_course_list_time_frame";
  DROP TYPE "public"."enum_pages_blocks_document_list_business_area";
  DROP TYPE "public"."enum_pages_blocks_document_list_document_type";
  DROP TYPE "public"."enum_pages_blocks_project_list_business_area";
  DROP TYPE "public"."enum_pages_blocks_project_list_project_category";
  DROP TYPE "public"."enum_pages_blocks_project_list_view";
  DROP TYPE "public"."enum_pages_business_area";
  DROP TYPE "public"."enum__pages_v_blocks_course_list_time_frame";
  DROP TYPE "public"."enum__pages_v_blocks_document_list_business_area";
  DROP TYPE "public"."enum__pages_v_blocks_document_list_document_type";
  DROP TYPE "public"."enum__pages_v_blocks_project_list_business_area";
  DROP TYPE "public"."enum__pages_v_blocks_project_list_project_category";
  DROP TYPE "public"."enum__pages_v_blocks_project_list_view";
  DROP TYPE "public"."enum__pages_v_version_business_area";
  DROP TYPE "public"."enum_dealers_business_areas";
  DROP TYPE "public"."enum_dealers_opening_hours_days";
  DROP TYPE "public"."enum_dealers_kind";
  DROP TYPE "public"."enum_dealers_province";
  DROP TYPE "public"."enum_documents_document_type";
  DROP TYPE "public"."enum_documents_business_area";
  DROP TYPE "public"."enum_documents_language";
  DROP TYPE "public"."enum_training_courses_province";
  DROP TYPE "public"."enum_training_courses_topic";
  DROP TYPE "public"."enum_training_courses_level";
  DROP TYPE "public"."enum_training_courses_business_area";
  DROP TYPE "public"."enum_projects_business_area";
  DROP TYPE "public"."enum_projects_project_type";
  DROP TYPE "public"."enum_projects_project_category";
  DROP TYPE "public"."enum_projects_province";`)
}
