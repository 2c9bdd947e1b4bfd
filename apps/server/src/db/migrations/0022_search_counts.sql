CREATE TABLE "search_counts" (
	"category" smallint NOT NULL,
	"maker_no" integer NOT NULL,
	"model_no" integer NOT NULL,
	"year" smallint NOT NULL,
	"fuel_no" integer NOT NULL,
	"secret" boolean NOT NULL,
	"flag" smallint NOT NULL,
	"listings" bigint NOT NULL,
	CONSTRAINT "search_counts_pkey" PRIMARY KEY("category","maker_no","model_no","year","fuel_no","secret","flag")
);
--> statement-breakpoint
-- The search's counts per (category, maker, model, year, fuel, secret, flag), kept by the writes to items in their own
-- transaction (docs/decisions/0126). Statement triggers with transition tables: a statement writing a thousand rows
-- changes each count it touches once. Rows are changed in key order, so two writers never wait for each other in a
-- circle; a statement that changes no counted column (the view counter, a price) writes nothing here.
CREATE FUNCTION "search_counts_follow_items"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted CONSTANT text := 'category, maker_no, model_no, year, fuel_no, secret, flag';
  changes text;
BEGIN
  changes := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS change FROM added', counted)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS change FROM removed', counted)
    ELSE format('SELECT %1$s, 1 AS change FROM added UNION ALL SELECT %1$s, -1 FROM removed', counted)
  END;
  EXECUTE format(
    'INSERT INTO search_counts AS s (%1$s, listings) '
    'SELECT %1$s, sum(change) FROM (%2$s) AS changes GROUP BY %1$s HAVING sum(change) <> 0 ORDER BY %1$s '
    'ON CONFLICT (%1$s) DO UPDATE SET listings = s.listings + excluded.listings',
    counted, changes);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "search_counts_empty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_counts;
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
INSERT INTO "search_counts" ("category", "maker_no", "model_no", "year", "fuel_no", "secret", "flag", "listings")
SELECT "category", "maker_no", "model_no", "year", "fuel_no", "secret", "flag", count(*)
FROM "items" GROUP BY 1, 2, 3, 4, 5, 6, 7;
