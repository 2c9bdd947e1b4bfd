CREATE TABLE "session_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "session_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
-- Whatever can end or alter a session moves the version on (docs/decisions/0160): a session deleted (logout,
-- password change, expiry clean-up, an account removed) or its expiry or owner changed, and any change to an account
-- (role, flags, admission, the header's name). Touching last_seen_at does not.
CREATE FUNCTION "bump_session_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "session_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_session_version" AFTER DELETE OR TRUNCATE OR UPDATE OF "token_hash", "user_no", "expires_at"
  ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_version"();--> statement-breakpoint
CREATE TRIGGER "users_session_version" AFTER UPDATE OR DELETE OR TRUNCATE
  ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "bump_session_version"();
