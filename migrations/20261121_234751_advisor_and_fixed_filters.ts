import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "capacity_advisor_bands" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"btu" numeric DEFAULT 9000 NOT NULL,
  	"hp" numeric DEFAULT 1 NOT NULL
  );
  
  CREATE TABLE "capacity_advisor" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"btu_per_square_metre" numeric DEFAULT 600 NOT NULL,
  	"reference_ceiling_height" numeric DEFAULT 2.7 NOT NULL,
  	"people_included" numeric DEFAULT 2 NOT NULL,
  	"btu_per_extra_person" numeric DEFAULT 600 NOT NULL,
  	"sun_low" numeric DEFAULT 0.9 NOT NULL,
  	"sun_normal" numeric DEFAULT 1 NOT NULL,
  	"sun_high" numeric DEFAULT 1.15 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "pages_blocks_product_list" ADD COLUMN "fixed_filters" varchar;
  ALTER TABLE "_pages_v_blocks_product_list" ADD COLUMN "fixed_filters" varchar;
  ALTER TABLE "capacity_advisor_bands" ADD CONSTRAINT "capacity_advisor_bands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."capacity_advisor"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "capacity_advisor_bands_order_idx" ON "capacity_advisor_bands" USING btree ("_order");
  CREATE INDEX "capacity_advisor_bands_parent_id_idx" ON "capacity_advisor_bands" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "capacity_advisor_bands" CASCADE;
  DROP TABLE "capacity_advisor" CASCADE;
  ALTER TABLE "pages_blocks_product_list" DROP COLUMN "fixed_filters";
  ALTER TABLE "_pages_v_blocks_product_list" DROP COLUMN "fixed_filters";`)
}
