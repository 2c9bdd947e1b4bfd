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
ALTER TABLE "landed_cost_rates" ADD CONSTRAINT "landed_cost_rates_country_code_countries_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("country_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The listing cache's update trigger names the columns of items it watches (all but the view counter); a migration
-- that adds a column to items calls this to watch it too (decision 0125).
CREATE OR REPLACE FUNCTION "watch_items_columns_for_listing_version"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE shown_columns text;
BEGIN
  SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) INTO shown_columns
  FROM information_schema.columns
  WHERE table_schema = current_schema() AND table_name = 'items' AND column_name <> 'update_views';
  DROP TRIGGER IF EXISTS "items_update_listing_version" ON "items";
  EXECUTE format('CREATE TRIGGER "items_update_listing_version" AFTER UPDATE OF %s ON "items" '
    'FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_version"()', shown_columns);
END;
$$;
--> statement-breakpoint
SELECT "watch_items_columns_for_listing_version"();
