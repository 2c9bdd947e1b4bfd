CREATE TABLE "custom_request_images" (
	"ccs_no" bigint NOT NULL,
	"image_index" smallint NOT NULL,
	"mini_name" text NOT NULL,
	"image_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_requests" (
	"ccs_no" bigserial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"request" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"il_no" bigserial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"country_no" integer NOT NULL,
	"port_no" integer NOT NULL,
	"user_name" text NOT NULL,
	"user_phone" text NOT NULL,
	"user_email" text NOT NULL,
	"user_consignee_name" text NOT NULL,
	"user_consignee_address" text NOT NULL,
	"user_document_address" text NOT NULL,
	"contents" text NOT NULL,
	"manager_no" integer,
	"answer_price" bigint,
	"answer_terms" text,
	"answer_remarks" text,
	"answered_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_events" (
	"event_no" bigserial PRIMARY KEY NOT NULL,
	"il_no" bigint NOT NULL,
	"from_state" smallint,
	"to_state" smallint NOT NULL,
	"actor" text NOT NULL,
	"actor_no" integer,
	"note" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_items" (
	"il_no" bigint NOT NULL,
	"item_no" bigint NOT NULL,
	"user_no" integer NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"smvp_no" integer,
	"vessel" text,
	"terms" text,
	"item_price" bigint NOT NULL,
	"freight_fee" bigint,
	"total_price" bigint,
	"ask_flag" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"invoice_no" bigserial PRIMARY KEY NOT NULL,
	"il_no" bigint NOT NULL,
	"number" text NOT NULL,
	"amount" bigint NOT NULL,
	"bank_account" text NOT NULL,
	"deposit_deadline" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" integer,
	"confirmed_at" timestamp with time zone,
	"superseded" boolean DEFAULT false NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "remittance_receipts" (
	"receipt_no" bigserial PRIMARY KEY NOT NULL,
	"invoice_no" bigint NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_request_images" ADD CONSTRAINT "custom_request_images_ccs_no_custom_requests_ccs_no_fk" FOREIGN KEY ("ccs_no") REFERENCES "public"."custom_requests"("ccs_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_requests" ADD CONSTRAINT "custom_requests_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_country_no_countries_country_no_fk" FOREIGN KEY ("country_no") REFERENCES "public"."countries"("country_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_port_no_ports_port_no_fk" FOREIGN KEY ("port_no") REFERENCES "public"."ports"("port_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_manager_no_users_user_no_fk" FOREIGN KEY ("manager_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_events" ADD CONSTRAINT "inquiry_events_il_no_inquiries_il_no_fk" FOREIGN KEY ("il_no") REFERENCES "public"."inquiries"("il_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_items" ADD CONSTRAINT "inquiry_items_il_no_inquiries_il_no_fk" FOREIGN KEY ("il_no") REFERENCES "public"."inquiries"("il_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_items" ADD CONSTRAINT "inquiry_items_item_no_items_item_no_fk" FOREIGN KEY ("item_no") REFERENCES "public"."items"("item_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_items" ADD CONSTRAINT "inquiry_items_smvp_no_vessel_offers_smvp_no_fk" FOREIGN KEY ("smvp_no") REFERENCES "public"."vessel_offers"("smvp_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_il_no_inquiries_il_no_fk" FOREIGN KEY ("il_no") REFERENCES "public"."inquiries"("il_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_users_user_no_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_receipts" ADD CONSTRAINT "remittance_receipts_invoice_no_invoices_invoice_no_fk" FOREIGN KEY ("invoice_no") REFERENCES "public"."invoices"("invoice_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_request_images_key" ON "custom_request_images" USING btree ("ccs_no","image_index");--> statement-breakpoint
CREATE INDEX "custom_requests_user_idx" ON "custom_requests" USING btree ("user_no","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiries_user_idx" ON "inquiries" USING btree ("user_no","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiries_state_idx" ON "inquiries" USING btree ("state","updated_at");--> statement-breakpoint
CREATE INDEX "inquiry_events_inquiry_idx" ON "inquiry_events" USING btree ("il_no","event_no");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_items_key" ON "inquiry_items" USING btree ("il_no","item_no");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_items_one_open_per_buyer_key" ON "inquiry_items" USING btree ("user_no","item_no") WHERE open;--> statement-breakpoint
CREATE INDEX "inquiry_items_item_idx" ON "inquiry_items" USING btree ("item_no");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_current_key" ON "invoices" USING btree ("il_no") WHERE NOT superseded;--> statement-breakpoint
CREATE INDEX "remittance_receipts_invoice_idx" ON "remittance_receipts" USING btree ("invoice_no");