ALTER TABLE "inquiry_items" ADD COLUMN "sell_price" bigint;--> statement-breakpoint
-- Inquiries sent before Super Sale quotes were quoted at the sell price.
UPDATE "inquiry_items" SET "sell_price" = "item_price";--> statement-breakpoint
ALTER TABLE "inquiry_items" ALTER COLUMN "sell_price" SET NOT NULL;
