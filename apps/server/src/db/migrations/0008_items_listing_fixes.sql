CREATE TABLE "staged_pictures" (
	"staged_id" uuid PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"category" smallint NOT NULL,
	"picture_mini_name" text NOT NULL,
	"picture_watermark_name" text NOT NULL,
	"picture_origin_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "moved_to_top_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "delete_reason" text;--> statement-breakpoint
ALTER TABLE "staged_pictures" ADD CONSTRAINT "staged_pictures_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staged_pictures_created_idx" ON "staged_pictures" USING btree ("created_at");