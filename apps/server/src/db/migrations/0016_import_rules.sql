CREATE TABLE "import_rules" (
	"rule_no" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"max_age_years" smallint,
	"age_basis" text NOT NULL,
	"steering" text,
	"banned_fuels" text[] DEFAULT '{}'::text[] NOT NULL,
	"banned_categories" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"salvage_banned" boolean NOT NULL,
	"exempt_categories" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"exempt_min_weight_kg" integer,
	"check_required" boolean DEFAULT false NOT NULL,
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
	CONSTRAINT "import_rules_countryCode_unique" UNIQUE("country_code")
);
--> statement-breakpoint
ALTER TABLE "inquiry_items" ADD COLUMN "import_not_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "import_rules" ADD CONSTRAINT "import_rules_country_code_countries_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("country_code") ON DELETE no action ON UPDATE no action;