CREATE TABLE "search_price_counts" (
	"price_band" integer NOT NULL,
	"year" smallint NOT NULL,
	"category" smallint NOT NULL,
	"maker_no" integer NOT NULL,
	"fuel_no" integer NOT NULL,
	"secret" boolean NOT NULL,
	"listings" bigint NOT NULL,
	CONSTRAINT "search_price_counts_pkey" PRIMARY KEY("price_band","year","category","maker_no","fuel_no","secret")
);
--> statement-breakpoint
CREATE TABLE "search_wide_price_counts" (
	"wide_band" integer NOT NULL,
	"year" smallint NOT NULL,
	"category" smallint NOT NULL,
	"maker_no" integer NOT NULL,
	"fuel_no" integer NOT NULL,
	"secret" boolean NOT NULL,
	"listings" bigint NOT NULL,
	CONSTRAINT "search_wide_price_counts_pkey" PRIMARY KEY("year","wide_band","category","maker_no","fuel_no","secret")
);
--> statement-breakpoint
-- The price bands of the search's counts (docs/decisions/0200), of listed flags: search_price_counts per (price band,
-- year, category, maker, fuel, secret), a band being 250 of the price (band n holds n * 250 to n * 250 + 249), and
-- search_wide_price_counts per wide band of 5,000 (PRICE_BAND and BANDS_PER_WIDE_BAND in schema/search-counts.ts).
-- Kept by the same statement triggers as search_counts and search_maker_counts (migration 0021): two more grouped
-- upserts in key order; a price change within its band writes nothing there.
CREATE OR REPLACE FUNCTION "search_counts_follow_items"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted CONSTANT text := 'category, maker_no, model_no, year, fuel_no, secret, flag, '
    'floor(sell_price / 250.0)::integer AS price_band, floor(sell_price / 5000.0)::integer AS wide_band';
  upsert CONSTANT text := 'INSERT INTO %1$I AS s (%2$s, listings) '
    'SELECT %2$s, sum(change) FROM (%3$s) AS changes WHERE %4$s GROUP BY %2$s HAVING sum(change) <> 0 ORDER BY %2$s '
    'ON CONFLICT (%2$s) DO UPDATE SET listings = s.listings + excluded.listings';
  changes text;
BEGIN
  changes := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS change FROM added', counted)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS change FROM removed', counted)
    ELSE format('SELECT %1$s, 1 AS change FROM added UNION ALL SELECT %1$s, -1 FROM removed', counted)
  END;
  EXECUTE format(upsert, 'search_counts', 'model_no, year, fuel_no, secret, flag, category, maker_no', changes, 'TRUE');
  EXECUTE format(upsert, 'search_maker_counts', 'category, maker_no, year, fuel_no, secret', changes,
    'flag IN (0, 2, 3)');
  EXECUTE format(upsert, 'search_price_counts', 'price_band, year, category, maker_no, fuel_no, secret', changes,
    'flag IN (0, 2, 3)');
  EXECUTE format(upsert, 'search_wide_price_counts', 'year, wide_band, category, maker_no, fuel_no, secret', changes,
    'flag IN (0, 2, 3)');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_counts_empty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_counts;
  DELETE FROM search_maker_counts;
  DELETE FROM search_price_counts;
  DELETE FROM search_wide_price_counts;
  RETURN NULL;
END;
$$;--> statement-breakpoint
INSERT INTO "search_price_counts" ("price_band", "year", "category", "maker_no", "fuel_no", "secret", "listings")
SELECT floor("sell_price" / 250.0)::integer, "year", "category", "maker_no", "fuel_no", "secret", count(*)
FROM "items" WHERE "flag" IN (0, 2, 3) GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
INSERT INTO "search_wide_price_counts" ("year", "wide_band", "category", "maker_no", "fuel_no", "secret", "listings")
SELECT "year", floor("sell_price" / 5000.0)::integer, "category", "maker_no", "fuel_no", "secret", count(*)
FROM "items" WHERE "flag" IN (0, 2, 3) GROUP BY 1, 2, 3, 4, 5, 6;
