CREATE TABLE "customs_assessments" (
	"il_no" bigint PRIMARY KEY NOT NULL,
	"file_key" text,
	"file_name" text,
	"content_type" text,
	"uploaded_at" timestamp with time zone,
	"actual_amount" integer,
	"estimate_low" integer,
	"estimate_high" integer,
	"recorded_at" timestamp with time zone,
	"recorded_by" integer
);
--> statement-breakpoint
ALTER TABLE "customs_assessments" ADD CONSTRAINT "customs_assessments_il_no_inquiries_il_no_fk" FOREIGN KEY ("il_no") REFERENCES "public"."inquiries"("il_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_assessments" ADD CONSTRAINT "customs_assessments_recorded_by_users_user_no_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;