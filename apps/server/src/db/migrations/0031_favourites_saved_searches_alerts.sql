CREATE TABLE "alert_preferences" (
	"user_no" integer PRIMARY KEY NOT NULL,
	"favourite_alerts" boolean DEFAULT true NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"verified_phone" text
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_no" integer NOT NULL,
	"item_no" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_sell_price" bigint NOT NULL,
	"notified_discount_price" bigint,
	"notified_flag" integer NOT NULL,
	CONSTRAINT "favourites_user_no_item_no_pk" PRIMARY KEY("user_no","item_no")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"alerts" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_until" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_preferences" ADD CONSTRAINT "alert_preferences_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_item_no_items_item_no_fk" FOREIGN KEY ("item_no") REFERENCES "public"."items"("item_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_item_idx" ON "favourites" USING btree ("item_no");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_no");