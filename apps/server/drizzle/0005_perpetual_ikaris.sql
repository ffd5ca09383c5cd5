CREATE TABLE "builder_site_assets" (
	"site_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer,
	"height" integer,
	"variant_of" text,
	"position" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "builder_site_assets_site_id_name_pk" PRIMARY KEY("site_id","name")
);
--> statement-breakpoint
CREATE TABLE "builder_sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"config" jsonb NOT NULL,
	"size_bytes" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "builder_site_assets" ADD CONSTRAINT "builder_site_assets_site_id_builder_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."builder_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_sites" ADD CONSTRAINT "builder_sites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "builder_sites_owner_newest_idx" ON "builder_sites" USING btree ("user_id","updated_at" DESC NULLS FIRST);