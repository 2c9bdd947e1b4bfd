CREATE TABLE "shipment_documents" (
	"doc_no" bigserial PRIMARY KEY NOT NULL,
	"il_no" bigint NOT NULL,
	"kind" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"event_no" bigserial PRIMARY KEY NOT NULL,
	"il_no" bigint NOT NULL,
	"kind" text NOT NULL,
	"step" smallint,
	"on" date NOT NULL,
	"details" jsonb NOT NULL,
	"reason" text,
	"actor_no" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"il_no" bigint PRIMARY KEY NOT NULL,
	"step" smallint NOT NULL,
	"eta" date,
	"bl_kind" text,
	"courier" text,
	"tracking_number" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipment_documents" ADD CONSTRAINT "shipment_documents_il_no_inquiries_il_no_fk" FOREIGN KEY ("il_no") REFERENCES "public"."inquiries"("il_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_il_no_inquiries_il_no_fk" FOREIGN KEY ("il_no") REFERENCES "public"."inquiries"("il_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_actor_no_users_user_no_fk" FOREIGN KEY ("actor_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_il_no_inquiries_il_no_fk" FOREIGN KEY ("il_no") REFERENCES "public"."inquiries"("il_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_documents_inquiry_idx" ON "shipment_documents" USING btree ("il_no");--> statement-breakpoint
CREATE INDEX "shipment_events_inquiry_idx" ON "shipment_events" USING btree ("il_no","event_no");