CREATE TABLE "export_control_refusals" (
	"refusal_no" bigserial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"item_no" bigint NOT NULL,
	"country_code" text NOT NULL,
	"reason" text NOT NULL,
	"vehicle_class" text,
	"cc" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_controls" (
	"control_no" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"vehicle_class" text NOT NULL,
	"min_engine_cc" integer,
	"note" text DEFAULT '' NOT NULL,
	"eng_note" text DEFAULT '' NOT NULL,
	"fra_note" text DEFAULT '' NOT NULL,
	"ar_note" text DEFAULT '' NOT NULL,
	"ru_note" text DEFAULT '' NOT NULL,
	"es_note" text DEFAULT '' NOT NULL,
	"source_url" text NOT NULL,
	"checked_on" date NOT NULL,
	"status" text DEFAULT 'toVerify' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "export_controls_country_class" UNIQUE("country_code","vehicle_class")
);
--> statement-breakpoint
ALTER TABLE "export_control_refusals" ADD CONSTRAINT "export_control_refusals_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_control_refusals" ADD CONSTRAINT "export_control_refusals_item_no_items_item_no_fk" FOREIGN KEY ("item_no") REFERENCES "public"."items"("item_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_controls" ADD CONSTRAINT "export_controls_country_code_countries_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("country_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_control_refusals_created_idx" ON "export_control_refusals" USING btree ("created_at" DESC,"refusal_no");