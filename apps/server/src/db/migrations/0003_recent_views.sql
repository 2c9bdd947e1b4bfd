CREATE TABLE "recent_views" (
	"cl_no" bigserial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"item_no" bigint NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recent_views" ADD CONSTRAINT "recent_views_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_views" ADD CONSTRAINT "recent_views_item_no_items_item_no_fk" FOREIGN KEY ("item_no") REFERENCES "public"."items"("item_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recent_views_user_item_key" ON "recent_views" USING btree ("user_no","item_no");--> statement-breakpoint
CREATE INDEX "recent_views_user_time_idx" ON "recent_views" USING btree ("user_no","viewed_at" DESC NULLS LAST);