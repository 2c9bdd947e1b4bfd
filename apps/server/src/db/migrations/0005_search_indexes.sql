CREATE INDEX "items_search_newest_idx" ON "items" USING btree ("update_date","item_no") WHERE flag IN (0, 2, 3);--> statement-breakpoint
CREATE INDEX "items_search_price_idx" ON "items" USING btree ("sell_price","item_no") WHERE flag IN (0, 2, 3);--> statement-breakpoint
CREATE INDEX "items_search_year_idx" ON "items" USING btree ("year","item_no") WHERE flag IN (0, 2, 3);--> statement-breakpoint
CREATE INDEX "items_search_mileage_idx" ON "items" USING btree (coalesce("mileage", 2147483647),"item_no") WHERE flag IN (0, 2, 3);--> statement-breakpoint
CREATE INDEX "items_search_maker_newest_idx" ON "items" USING btree ("maker_no","update_date","item_no") WHERE flag IN (0, 2, 3);--> statement-breakpoint
CREATE INDEX "items_search_maker_price_idx" ON "items" USING btree ("maker_no","sell_price","item_no") WHERE flag IN (0, 2, 3);--> statement-breakpoint
CREATE INDEX "items_search_maker_year_idx" ON "items" USING btree ("maker_no","year","item_no") WHERE flag IN (0, 2, 3);--> statement-breakpoint
CREATE INDEX "items_search_maker_mileage_idx" ON "items" USING btree ("maker_no",coalesce("mileage", 2147483647),"item_no") WHERE flag IN (0, 2, 3);