CREATE TABLE "listing_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "listing_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
-- Any change to what the listing part of a detail answer reads moves the version on (docs/decisions/0125).
CREATE FUNCTION "bump_listing_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "listing_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DO $$
DECLARE
  listing_table text;
  shown_columns text;
BEGIN
  FOREACH listing_table IN ARRAY ARRAY['pictures', 'item_options', 'item_statuses', 'makers', 'models',
    'detail_models', 'products', 'forms', 'form_details', 'capacities', 'transmissions', 'fuels', 'drives', 'colors',
    'locations']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_version"()', listing_table || '_listing_version', listing_table);
  END LOOP;
  -- Every column of items but the view counter, which the detail answer shows from memory (batched view writes).
  SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) INTO shown_columns
  FROM information_schema.columns
  WHERE table_schema = current_schema() AND table_name = 'items' AND column_name <> 'update_views';
  EXECUTE 'CREATE TRIGGER "items_listing_version" AFTER INSERT OR DELETE OR TRUNCATE ON "items" '
    'FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_version"()';
  EXECUTE format('CREATE TRIGGER "items_update_listing_version" AFTER UPDATE OF %s ON "items" '
    'FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_version"()', shown_columns);
END;
$$;
