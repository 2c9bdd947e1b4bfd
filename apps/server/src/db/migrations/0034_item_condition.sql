CREATE TABLE "item_condition_documents" (
	"doc_no" bigserial PRIMARY KEY NOT NULL,
	"item_no" bigint NOT NULL,
	"kind" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_conditions" (
	"item_no" bigint PRIMARY KEY NOT NULL,
	"inspection" jsonb,
	"history" jsonb,
	"inspected_on" date,
	"accident_claims" integer,
	"rollback" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" integer
);
--> statement-breakpoint
ALTER TABLE "item_condition_documents" ADD CONSTRAINT "item_condition_documents_item_no_items_item_no_fk" FOREIGN KEY ("item_no") REFERENCES "public"."items"("item_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_conditions" ADD CONSTRAINT "item_conditions_item_no_items_item_no_fk" FOREIGN KEY ("item_no") REFERENCES "public"."items"("item_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_conditions" ADD CONSTRAINT "item_conditions_verified_by_users_user_no_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_condition_documents_item_idx" ON "item_condition_documents" USING btree ("item_no");--> statement-breakpoint
CREATE INDEX "item_conditions_pending_idx" ON "item_conditions" USING btree ("updated_at") WHERE verified_at IS NULL;--> statement-breakpoint
-- Hand-written: the detail answer's condition summary and the search's condition filters read item_conditions, so a
-- change to it moves the listing version on like a change to the listing (docs/decisions/0125, 0250).
CREATE TRIGGER "item_conditions_listing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "item_conditions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_version"();
