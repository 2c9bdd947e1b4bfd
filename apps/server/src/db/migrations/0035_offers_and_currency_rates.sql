CREATE TABLE "currency_rates" (
	"rate_no" serial PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"per_usd" numeric(20, 8) NOT NULL,
	"rated_on" date NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rates_currency_key" UNIQUE("currency")
);
--> statement-breakpoint
CREATE TABLE "price_offer_floors" (
	"item_no" bigint PRIMARY KEY NOT NULL,
	"floor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_offers" (
	"offer_no" serial PRIMARY KEY NOT NULL,
	"item_no" bigint NOT NULL,
	"buyer_no" integer NOT NULL,
	"state" text NOT NULL,
	"amount" bigint NOT NULL,
	"counter_amount" bigint,
	"agreed_amount" bigint,
	"list_price" bigint NOT NULL,
	"declined_at_once" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_offer_floors" ADD CONSTRAINT "price_offer_floors_item_no_items_item_no_fk" FOREIGN KEY ("item_no") REFERENCES "public"."items"("item_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_offers" ADD CONSTRAINT "price_offers_item_no_items_item_no_fk" FOREIGN KEY ("item_no") REFERENCES "public"."items"("item_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_offers" ADD CONSTRAINT "price_offers_buyer_no_users_user_no_fk" FOREIGN KEY ("buyer_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_offers_one_live_per_buyer_key" ON "price_offers" USING btree ("buyer_no","item_no") WHERE state IN ('open', 'countered', 'accepted');--> statement-breakpoint
CREATE INDEX "price_offers_item_idx" ON "price_offers" USING btree ("item_no","offer_no");--> statement-breakpoint
CREATE INDEX "price_offers_live_expiry_idx" ON "price_offers" USING btree ("expires_at") WHERE state IN ('open', 'countered', 'accepted');