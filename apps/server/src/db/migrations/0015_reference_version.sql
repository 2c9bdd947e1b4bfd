CREATE TABLE "reference_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "reference_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
-- Any change to the reference data a detail answer carries moves the version on (docs/decisions/0097).
CREATE FUNCTION "bump_reference_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "reference_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DO $$
DECLARE
  reference_table text;
BEGIN
  FOREACH reference_table IN ARRAY ARRAY['countries', 'ports', 'sales_contacts', 'sales_contact_groups',
    'option_entries', 'under_status_entries', 'working_status_entries']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"()', reference_table || '_reference_version', reference_table);
  END LOOP;
END;
$$;
