CREATE TABLE "recent_view_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "recent_view_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
-- Any write to the recently viewed lists moves the version on (docs/decisions/0160).
CREATE FUNCTION "bump_recent_view_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "recent_view_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "recent_views_recent_view_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "recent_views" FOR EACH STATEMENT EXECUTE FUNCTION "bump_recent_view_version"();
