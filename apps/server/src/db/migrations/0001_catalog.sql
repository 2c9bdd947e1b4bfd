CREATE TABLE "capacities" (
	"capacity_no" serial PRIMARY KEY NOT NULL,
	"form_detail_no" integer NOT NULL,
	"code" text NOT NULL,
	"capacity_name" text NOT NULL,
	"eng_capacity_name" text NOT NULL,
	"fra_capacity_name" text NOT NULL,
	"ar_capacity_name" text NOT NULL,
	"ru_capacity_name" text NOT NULL,
	"es_capacity_name" text NOT NULL,
	CONSTRAINT "capacities_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "colors" (
	"color_no" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"color_code" text,
	"color_name" text NOT NULL,
	"eng_color_name" text NOT NULL,
	"fra_color_name" text NOT NULL,
	"ar_color_name" text NOT NULL,
	"ru_color_name" text NOT NULL,
	"es_color_name" text NOT NULL,
	CONSTRAINT "colors_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "commission_tiers" (
	"tier_no" serial PRIMARY KEY NOT NULL,
	"start_price" bigint NOT NULL,
	"end_price" bigint NOT NULL,
	"commission" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"country_no" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"country_name" text NOT NULL,
	"eng_country_name" text NOT NULL,
	"fra_country_name" text NOT NULL,
	"ar_country_name" text NOT NULL,
	"ru_country_name" text NOT NULL,
	"es_country_name" text NOT NULL,
	CONSTRAINT "countries_countryCode_unique" UNIQUE("country_code")
);
--> statement-breakpoint
CREATE TABLE "detail_models" (
	"detail_model_no" serial PRIMARY KEY NOT NULL,
	"model_no" integer NOT NULL,
	"from_year" smallint NOT NULL,
	"to_year" smallint,
	"product_no" integer NOT NULL,
	"length_mm" integer NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"weight_kg" integer NOT NULL,
	"cc" integer NOT NULL,
	"fuel_no" integer NOT NULL,
	"seats" smallint NOT NULL,
	"doors" smallint NOT NULL,
	"cfvt_no" smallint NOT NULL,
	"line_cbm" numeric(8, 3) NOT NULL,
	"detail_model" text NOT NULL,
	"eng_detail_model" text NOT NULL,
	"fra_detail_model" text NOT NULL,
	"ar_detail_model" text NOT NULL,
	"ru_detail_model" text NOT NULL,
	"es_detail_model" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drives" (
	"drive_no" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"drive_name" text NOT NULL,
	"eng_drive_name" text NOT NULL,
	"fra_drive_name" text NOT NULL,
	"ar_drive_name" text NOT NULL,
	"ru_drive_name" text NOT NULL,
	"es_drive_name" text NOT NULL,
	CONSTRAINT "drives_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "form_details" (
	"form_detail_no" serial PRIMARY KEY NOT NULL,
	"form_no" integer NOT NULL,
	"code" text NOT NULL,
	"form_detail_name" text NOT NULL,
	"eng_form_detail_name" text NOT NULL,
	"fra_form_detail_name" text NOT NULL,
	"ar_form_detail_name" text NOT NULL,
	"ru_form_detail_name" text NOT NULL,
	"es_form_detail_name" text NOT NULL,
	CONSTRAINT "form_details_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"form_no" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"form_name" text NOT NULL,
	"eng_form_name" text NOT NULL,
	"fra_form_name" text NOT NULL,
	"ar_form_name" text NOT NULL,
	"ru_form_name" text NOT NULL,
	"es_form_name" text NOT NULL,
	CONSTRAINT "forms_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "fuels" (
	"fuel_no" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"fuel_name" text NOT NULL,
	"eng_fuel_name" text NOT NULL,
	"fra_fuel_name" text NOT NULL,
	"ar_fuel_name" text NOT NULL,
	"ru_fuel_name" text NOT NULL,
	"es_fuel_name" text NOT NULL,
	CONSTRAINT "fuels_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"location_no" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"location_name" text NOT NULL,
	"eng_location_name" text NOT NULL,
	"fra_location_name" text NOT NULL,
	"ar_location_name" text NOT NULL,
	"ru_location_name" text NOT NULL,
	"es_location_name" text NOT NULL,
	CONSTRAINT "locations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "makers" (
	"maker_no" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"category" smallint NOT NULL,
	"origin" text DEFAULT 'domestic' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"maker" text NOT NULL,
	"eng_maker" text NOT NULL,
	"fra_maker" text NOT NULL,
	"ar_maker" text NOT NULL,
	"ru_maker" text NOT NULL,
	"es_maker" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "models" (
	"model_no" serial PRIMARY KEY NOT NULL,
	"maker_no" integer NOT NULL,
	"category" smallint NOT NULL,
	"capacity_no" integer,
	"from_year" smallint NOT NULL,
	"to_year" smallint,
	"cfvt_no" smallint,
	"line_cbm" numeric(8, 3),
	"length_mm" integer,
	"width_mm" integer,
	"height_mm" integer,
	"weight_kg" integer,
	"cc" integer,
	"power_hp" integer,
	"model" text NOT NULL,
	"eng_model" text NOT NULL,
	"fra_model" text NOT NULL,
	"ar_model" text NOT NULL,
	"ru_model" text NOT NULL,
	"es_model" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "option_entries" (
	"option_no" serial PRIMARY KEY NOT NULL,
	"option_group" text NOT NULL,
	"sort" integer NOT NULL,
	"option_name" text NOT NULL,
	"eng_option_name" text NOT NULL,
	"fra_option_name" text NOT NULL,
	"ar_option_name" text NOT NULL,
	"ru_option_name" text NOT NULL,
	"es_option_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ports" (
	"port_no" serial PRIMARY KEY NOT NULL,
	"country_no" integer NOT NULL,
	"locode" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"port_name" text NOT NULL,
	"eng_port_name" text NOT NULL,
	"fra_port_name" text NOT NULL,
	"ar_port_name" text NOT NULL,
	"ru_port_name" text NOT NULL,
	"es_port_name" text NOT NULL,
	CONSTRAINT "ports_locode_unique" UNIQUE("locode")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_no" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"product_name" text NOT NULL,
	"eng_product_name" text NOT NULL,
	"fra_product_name" text NOT NULL,
	"ar_product_name" text NOT NULL,
	"ru_product_name" text NOT NULL,
	"es_product_name" text NOT NULL,
	CONSTRAINT "products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sales_contact_groups" (
	"group_no" serial PRIMARY KEY NOT NULL,
	"sort" integer NOT NULL,
	"country_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"si_location" text NOT NULL,
	"eng_si_location" text NOT NULL,
	"fra_si_location" text NOT NULL,
	"ar_si_location" text NOT NULL,
	"ru_si_location" text NOT NULL,
	"es_si_location" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_contacts" (
	"si_no" serial PRIMARY KEY NOT NULL,
	"group_no" integer NOT NULL,
	"sort" integer NOT NULL,
	"si_name" text NOT NULL,
	"si_language" text NOT NULL,
	"si_phone" text NOT NULL,
	"si_src" text,
	"si_content" text,
	"eng_si_content" text,
	"fra_si_content" text,
	"ar_si_content" text,
	"ru_si_content" text,
	"es_si_content" text
);
--> statement-breakpoint
CREATE TABLE "shipping_terms" (
	"terms" text PRIMARY KEY NOT NULL,
	"terms_name" text NOT NULL,
	"eng_terms_name" text NOT NULL,
	"fra_terms_name" text NOT NULL,
	"ar_terms_name" text NOT NULL,
	"ru_terms_name" text NOT NULL,
	"es_terms_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transmissions" (
	"transmission_no" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"transmission_name" text NOT NULL,
	"eng_transmission_name" text NOT NULL,
	"fra_transmission_name" text NOT NULL,
	"ar_transmission_name" text NOT NULL,
	"ru_transmission_name" text NOT NULL,
	"es_transmission_name" text NOT NULL,
	CONSTRAINT "transmissions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "under_status_entries" (
	"under_no" integer PRIMARY KEY NOT NULL,
	"under_name" text NOT NULL,
	"eng_under_name" text NOT NULL,
	"fra_under_name" text NOT NULL,
	"ar_under_name" text NOT NULL,
	"ru_under_name" text NOT NULL,
	"es_under_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vessel_offers" (
	"smvp_no" serial PRIMARY KEY NOT NULL,
	"port_no" integer NOT NULL,
	"cfvt_no" smallint NOT NULL,
	"vessel" text NOT NULL,
	"terms" text NOT NULL,
	"base_price" integer NOT NULL,
	"price_per_cbm" integer DEFAULT 0 NOT NULL,
	"ask_flag" boolean DEFAULT false NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vessel_types" (
	"vessel" text PRIMARY KEY NOT NULL,
	"vessel_name" text NOT NULL,
	"eng_vessel_name" text NOT NULL,
	"fra_vessel_name" text NOT NULL,
	"ar_vessel_name" text NOT NULL,
	"ru_vessel_name" text NOT NULL,
	"es_vessel_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "working_status_entries" (
	"working_no" integer PRIMARY KEY NOT NULL,
	"working_name" text NOT NULL,
	"eng_working_name" text NOT NULL,
	"fra_working_name" text NOT NULL,
	"ar_working_name" text NOT NULL,
	"ru_working_name" text NOT NULL,
	"es_working_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_no" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"password_hash" text,
	"user_flag" smallint DEFAULT 0 NOT NULL,
	"admission" boolean DEFAULT true NOT NULL,
	"partners" boolean DEFAULT false NOT NULL,
	"secret" boolean DEFAULT false NOT NULL,
	"staff" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"company_name" text,
	"country_code" text DEFAULT 'ZZ' NOT NULL,
	"thumbnail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_userId_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "item_options" (
	"item_no" bigint NOT NULL,
	"option_no" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_statuses" (
	"item_no" bigint NOT NULL,
	"kind" text NOT NULL,
	"entry_no" integer NOT NULL,
	"flag" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"item_no" bigserial PRIMARY KEY NOT NULL,
	"seller_no" integer NOT NULL,
	"category" smallint NOT NULL,
	"flag" smallint DEFAULT 0 NOT NULL,
	"partners" boolean DEFAULT false NOT NULL,
	"premier_flag" boolean DEFAULT false NOT NULL,
	"secret" boolean DEFAULT false NOT NULL,
	"youtube" text,
	"sell_price" bigint NOT NULL,
	"discount_price" bigint,
	"commission" integer DEFAULT 0 NOT NULL,
	"car_info_no" bigint NOT NULL,
	"year" smallint NOT NULL,
	"grade" varchar(25),
	"mileage" integer,
	"cc" integer,
	"power" integer,
	"seats" smallint,
	"door" smallint,
	"handle" smallint DEFAULT 0 NOT NULL,
	"cfvt_no" smallint NOT NULL,
	"line_cbm" numeric(8, 3) NOT NULL,
	"initial_register" date,
	"chassis_no" varchar(17) NOT NULL,
	"weight" integer NOT NULL,
	"length" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"form_no" integer,
	"form_detail_no" integer,
	"capacity_no" integer,
	"maker_no" integer NOT NULL,
	"model_no" integer NOT NULL,
	"detail_model_no" integer,
	"product_no" integer,
	"transmission_no" integer NOT NULL,
	"fuel_no" integer NOT NULL,
	"drive_no" integer,
	"location_no" integer NOT NULL,
	"color_no" integer NOT NULL,
	"memo" text,
	"update_views" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pictures" (
	"picture_no" bigserial PRIMARY KEY NOT NULL,
	"item_no" bigint NOT NULL,
	"picture_index" smallint NOT NULL,
	"picture_mini_name" text NOT NULL,
	"picture_watermark_name" text NOT NULL,
	"picture_origin_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "capacities" ADD CONSTRAINT "capacities_form_detail_no_form_details_form_detail_no_fk" FOREIGN KEY ("form_detail_no") REFERENCES "public"."form_details"("form_detail_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detail_models" ADD CONSTRAINT "detail_models_model_no_models_model_no_fk" FOREIGN KEY ("model_no") REFERENCES "public"."models"("model_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detail_models" ADD CONSTRAINT "detail_models_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "public"."products"("product_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_details" ADD CONSTRAINT "form_details_form_no_forms_form_no_fk" FOREIGN KEY ("form_no") REFERENCES "public"."forms"("form_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_maker_no_makers_maker_no_fk" FOREIGN KEY ("maker_no") REFERENCES "public"."makers"("maker_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_capacity_no_capacities_capacity_no_fk" FOREIGN KEY ("capacity_no") REFERENCES "public"."capacities"("capacity_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ports" ADD CONSTRAINT "ports_country_no_countries_country_no_fk" FOREIGN KEY ("country_no") REFERENCES "public"."countries"("country_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_contacts" ADD CONSTRAINT "sales_contacts_group_no_sales_contact_groups_group_no_fk" FOREIGN KEY ("group_no") REFERENCES "public"."sales_contact_groups"("group_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_offers" ADD CONSTRAINT "vessel_offers_port_no_ports_port_no_fk" FOREIGN KEY ("port_no") REFERENCES "public"."ports"("port_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_offers" ADD CONSTRAINT "vessel_offers_vessel_vessel_types_vessel_fk" FOREIGN KEY ("vessel") REFERENCES "public"."vessel_types"("vessel") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_offers" ADD CONSTRAINT "vessel_offers_terms_shipping_terms_terms_fk" FOREIGN KEY ("terms") REFERENCES "public"."shipping_terms"("terms") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_options" ADD CONSTRAINT "item_options_item_no_items_item_no_fk" FOREIGN KEY ("item_no") REFERENCES "public"."items"("item_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_options" ADD CONSTRAINT "item_options_option_no_option_entries_option_no_fk" FOREIGN KEY ("option_no") REFERENCES "public"."option_entries"("option_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_statuses" ADD CONSTRAINT "item_statuses_item_no_items_item_no_fk" FOREIGN KEY ("item_no") REFERENCES "public"."items"("item_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_seller_no_users_user_no_fk" FOREIGN KEY ("seller_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_form_no_forms_form_no_fk" FOREIGN KEY ("form_no") REFERENCES "public"."forms"("form_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_form_detail_no_form_details_form_detail_no_fk" FOREIGN KEY ("form_detail_no") REFERENCES "public"."form_details"("form_detail_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_capacity_no_capacities_capacity_no_fk" FOREIGN KEY ("capacity_no") REFERENCES "public"."capacities"("capacity_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_maker_no_makers_maker_no_fk" FOREIGN KEY ("maker_no") REFERENCES "public"."makers"("maker_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_model_no_models_model_no_fk" FOREIGN KEY ("model_no") REFERENCES "public"."models"("model_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_detail_model_no_detail_models_detail_model_no_fk" FOREIGN KEY ("detail_model_no") REFERENCES "public"."detail_models"("detail_model_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "public"."products"("product_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_transmission_no_transmissions_transmission_no_fk" FOREIGN KEY ("transmission_no") REFERENCES "public"."transmissions"("transmission_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_fuel_no_fuels_fuel_no_fk" FOREIGN KEY ("fuel_no") REFERENCES "public"."fuels"("fuel_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_drive_no_drives_drive_no_fk" FOREIGN KEY ("drive_no") REFERENCES "public"."drives"("drive_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_location_no_locations_location_no_fk" FOREIGN KEY ("location_no") REFERENCES "public"."locations"("location_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_color_no_colors_color_no_fk" FOREIGN KEY ("color_no") REFERENCES "public"."colors"("color_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pictures" ADD CONSTRAINT "pictures_item_no_items_item_no_fk" FOREIGN KEY ("item_no") REFERENCES "public"."items"("item_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "capacities_form_detail_idx" ON "capacities" USING btree ("form_detail_no");--> statement-breakpoint
CREATE INDEX "detail_models_model_idx" ON "detail_models" USING btree ("model_no","from_year","to_year");--> statement-breakpoint
CREATE INDEX "form_details_form_idx" ON "form_details" USING btree ("form_no");--> statement-breakpoint
CREATE UNIQUE INDEX "makers_category_code_key" ON "makers" USING btree ("category","code");--> statement-breakpoint
CREATE INDEX "models_maker_idx" ON "models" USING btree ("maker_no","from_year","to_year");--> statement-breakpoint
CREATE INDEX "models_capacity_idx" ON "models" USING btree ("capacity_no","maker_no");--> statement-breakpoint
CREATE UNIQUE INDEX "option_entries_group_sort_key" ON "option_entries" USING btree ("option_group","sort");--> statement-breakpoint
CREATE INDEX "ports_country_idx" ON "ports" USING btree ("country_no");--> statement-breakpoint
CREATE INDEX "sales_contacts_group_idx" ON "sales_contacts" USING btree ("group_no","sort");--> statement-breakpoint
CREATE INDEX "vessel_offers_port_class_idx" ON "vessel_offers" USING btree ("port_no","cfvt_no","sort");--> statement-breakpoint
CREATE INDEX "users_flag_idx" ON "users" USING btree ("user_flag");--> statement-breakpoint
CREATE UNIQUE INDEX "item_options_key" ON "item_options" USING btree ("item_no","option_no");--> statement-breakpoint
CREATE UNIQUE INDEX "item_statuses_key" ON "item_statuses" USING btree ("item_no","kind","entry_no");--> statement-breakpoint
CREATE UNIQUE INDEX "items_chassis_no_key" ON "items" USING btree ("chassis_no");--> statement-breakpoint
CREATE INDEX "items_seller_idx" ON "items" USING btree ("seller_no","update_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "items_listed_idx" ON "items" USING btree ("category","update_date" DESC NULLS LAST,"item_no" DESC NULLS LAST) WHERE flag IN (0, 2, 3);--> statement-breakpoint
CREATE INDEX "items_maker_model_idx" ON "items" USING btree ("maker_no","model_no","update_date" DESC NULLS LAST) WHERE flag IN (0, 2, 3);--> statement-breakpoint
CREATE UNIQUE INDEX "pictures_item_index_key" ON "pictures" USING btree ("item_no","picture_index");