-- The price bands' keys carry their counts (decision 0200): a search sums them from the index alone, without a read of
-- the table's pages, which sit in the order the rows were written, not in the key's.
ALTER TABLE "search_price_counts" DROP CONSTRAINT "search_price_counts_pkey";--> statement-breakpoint
ALTER TABLE "search_price_counts" ADD CONSTRAINT "search_price_counts_pkey" PRIMARY KEY ("price_band","year","category","maker_no","fuel_no","secret") INCLUDE ("listings");--> statement-breakpoint
ALTER TABLE "search_wide_price_counts" DROP CONSTRAINT "search_wide_price_counts_pkey";--> statement-breakpoint
ALTER TABLE "search_wide_price_counts" ADD CONSTRAINT "search_wide_price_counts_pkey" PRIMARY KEY ("year","wide_band","category","maker_no","fuel_no","secret") INCLUDE ("listings");
