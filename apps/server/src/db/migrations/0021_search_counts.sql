CREATE TABLE "search_counts" (
	"category" smallint NOT NULL,
	"maker_no" integer NOT NULL,
	"model_no" integer NOT NULL,
	"year" smallint NOT NULL,
	"fuel_no" integer NOT NULL,
	"secret" boolean NOT NULL,
	"flag" smallint NOT NULL,
	"listings" bigint NOT NULL,
	CONSTRAINT "search_counts_pkey" PRIMARY KEY("model_no","year","fuel_no","secret","flag","category","maker_no")
);
--> statement-breakpoint
CREATE TABLE "search_maker_counts" (
	"category" smallint NOT NULL,
	"maker_no" integer NOT NULL,
	"year" smallint NOT NULL,
	"fuel_no" integer NOT NULL,
	"secret" boolean NOT NULL,
	"listings" bigint NOT NULL,
	CONSTRAINT "search_maker_counts_pkey" PRIMARY KEY("category","maker_no","year","fuel_no","secret")
);
--> statement-breakpoint
-- The search's counts, kept by the writes to items in their own transaction (docs/decisions/0126): search_counts per
-- (model, year, fuel, secret, flag), search_maker_counts per (category, maker, year, fuel, secret) of listed flags.
-- Statement triggers with transition tables: a statement writing a thousand rows changes each count it touches once.
-- Counts are changed in key order, so two writers never wait for each other in a circle; a statement that changes no
-- counted column (the view counter, a price) writes nothing here.
CREATE FUNCTION "search_counts_follow_items"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted CONSTANT text := 'category, maker_no, model_no, year, fuel_no, secret, flag';
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
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "search_counts_empty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_counts;
  DELETE FROM search_maker_counts;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "items_search_counts_insert" AFTER INSERT ON "items" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "search_counts_follow_items"();--> statement-breakpoint
CREATE TRIGGER "items_search_counts_update" AFTER UPDATE ON "items" REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "search_counts_follow_items"();--> statement-breakpoint
CREATE TRIGGER "items_search_counts_delete" AFTER DELETE ON "items" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "search_counts_follow_items"();--> statement-breakpoint
CREATE TRIGGER "items_search_counts_truncate" AFTER TRUNCATE ON "items"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_counts_empty"();--> statement-breakpoint
INSERT INTO "search_counts" ("model_no", "year", "fuel_no", "secret", "flag", "category", "maker_no", "listings")
SELECT "model_no", "year", "fuel_no", "secret", "flag", "category", "maker_no", count(*)
FROM "items" GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
INSERT INTO "search_maker_counts" ("category", "maker_no", "year", "fuel_no", "secret", "listings")
SELECT "category", "maker_no", "year", "fuel_no", "secret", count(*)
FROM "items" WHERE "flag" IN (0, 2, 3) GROUP BY 1, 2, 3, 4, 5;
