CREATE TABLE "landed_cost_rates" (
	"rate_no" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"category" smallint NOT NULL,
	"value_margin_pct" smallint DEFAULT 0 NOT NULL,
	"lines" jsonb NOT NULL,
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
	CONSTRAINT "landed_cost_rates_country_category" UNIQUE("country_code","category")
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "salvage" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "landed_cost_rates" ADD CONSTRAINT "landed_cost_rates_country_code_countries_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("country_code") ON DELETE no action ON UPDATE no action;