CREATE TABLE "arrival_files" (
	"il_no" bigint NOT NULL,
	"slot" text NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"size" bigint NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arrival_files_il_no_slot_pk" PRIMARY KEY("il_no","slot")
);
--> statement-breakpoint
CREATE TABLE "arrival_reports" (
	"il_no" bigint PRIMARY KEY NOT NULL,
	"categories" text[] NOT NULL,
	"text" text NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	"outcome_note" text,
	"outcome_at" timestamp with time zone,
	"outcome_by" integer
);
--> statement-breakpoint
CREATE TABLE "loading_files" (
	"il_no" bigint NOT NULL,
	"slot" text NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"size" bigint NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" integer NOT NULL,
	CONSTRAINT "loading_files_il_no_slot_pk" PRIMARY KEY("il_no","slot")
);
--> statement-breakpoint
CREATE TABLE "loading_seals" (
	"il_no" bigint PRIMARY KEY NOT NULL,
	"sealed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sealed_by" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_ratings" (
	"il_no" bigint PRIMARY KEY NOT NULL,
	"buyer_no" integer NOT NULL,
	"score" smallint NOT NULL,
	"text" text NOT NULL,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_ratings_score" CHECK ("seller_ratings"."score" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "arrival_files" ADD CONSTRAINT "arrival_files_il_no_inquiries_il_no_fk" FOREIGN KEY ("il_no") REFERENCES "public"."inquiries"("il_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrival_reports" ADD CONSTRAINT "arrival_reports_il_no_inquiries_il_no_fk" FOREIGN KEY ("il_no") REFERENCES "public"."inquiries"("il_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrival_reports" ADD CONSTRAINT "arrival_reports_outcome_by_users_user_no_fk" FOREIGN KEY ("outcome_by") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loading_files" ADD CONSTRAINT "loading_files_il_no_inquiries_il_no_fk" FOREIGN KEY ("il_no") REFERENCES "public"."inquiries"("il_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loading_files" ADD CONSTRAINT "loading_files_uploaded_by_users_user_no_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loading_seals" ADD CONSTRAINT "loading_seals_il_no_inquiries_il_no_fk" FOREIGN KEY ("il_no") REFERENCES "public"."inquiries"("il_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loading_seals" ADD CONSTRAINT "loading_seals_sealed_by_users_user_no_fk" FOREIGN KEY ("sealed_by") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ratings" ADD CONSTRAINT "seller_ratings_il_no_inquiries_il_no_fk" FOREIGN KEY ("il_no") REFERENCES "public"."inquiries"("il_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ratings" ADD CONSTRAINT "seller_ratings_buyer_no_users_user_no_fk" FOREIGN KEY ("buyer_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written (issue 31, docs/decisions/0255): a sealed loading set never changes, whoever writes to the database.
-- A file of a sealed inquiry cannot be added, changed or removed; a seal cannot be changed or removed; TRUNCATE of
-- either table is refused too. SQLSTATE 23514 (check_violation) so that the server answers a conflict, not a 500.
CREATE FUNCTION "refuse_sealed_loading_file"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "loading_seals" WHERE "il_no" = CASE WHEN TG_OP = 'INSERT' THEN NEW."il_no" ELSE OLD."il_no" END)
     OR (TG_OP = 'UPDATE' AND EXISTS (SELECT 1 FROM "loading_seals" WHERE "il_no" = NEW."il_no")) THEN
    RAISE EXCEPTION 'the loading set of inquiry % is sealed', CASE WHEN TG_OP = 'INSERT' THEN NEW."il_no" ELSE OLD."il_no" END
      USING ERRCODE = '23514', CONSTRAINT = 'loading_set_sealed';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "refuse_loading_seal_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a loading seal never changes' USING ERRCODE = '23514', CONSTRAINT = 'loading_set_sealed';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "loading_files_sealed" BEFORE INSERT OR UPDATE OR DELETE ON "loading_files"
  FOR EACH ROW EXECUTE FUNCTION "refuse_sealed_loading_file"();--> statement-breakpoint
CREATE TRIGGER "loading_files_truncate" BEFORE TRUNCATE ON "loading_files"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_loading_seal_change"();--> statement-breakpoint
CREATE TRIGGER "loading_seals_sealed" BEFORE UPDATE OR DELETE ON "loading_seals"
  FOR EACH ROW EXECUTE FUNCTION "refuse_loading_seal_change"();--> statement-breakpoint
CREATE TRIGGER "loading_seals_truncate" BEFORE TRUNCATE ON "loading_seals"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_loading_seal_change"();
