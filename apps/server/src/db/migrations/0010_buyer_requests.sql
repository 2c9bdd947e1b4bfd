ALTER TABLE "custom_requests" ADD COLUMN "kind" text DEFAULT 'vehicle' NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_requests" ADD COLUMN "item_no" bigint;--> statement-breakpoint
ALTER TABLE "custom_requests" ADD COLUMN "country_no" integer;--> statement-breakpoint
ALTER TABLE "custom_requests" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "custom_requests" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "custom_requests" ADD COLUMN "replied_by" integer;--> statement-breakpoint
ALTER TABLE "custom_requests" ADD CONSTRAINT "custom_requests_item_no_items_item_no_fk" FOREIGN KEY ("item_no") REFERENCES "public"."items"("item_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_requests" ADD CONSTRAINT "custom_requests_country_no_countries_country_no_fk" FOREIGN KEY ("country_no") REFERENCES "public"."countries"("country_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_requests" ADD CONSTRAINT "custom_requests_replied_by_users_user_no_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_requests_open_idx" ON "custom_requests" USING btree ("ccs_no") WHERE "custom_requests"."replied_at" IS NULL;