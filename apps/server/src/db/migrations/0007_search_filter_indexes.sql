DROP INDEX "items_listed_idx";--> statement-breakpoint
DROP INDEX "items_maker_model_idx";--> statement-breakpoint
DROP INDEX "items_search_newest_idx";--> statement-breakpoint
DROP INDEX "items_search_price_idx";--> statement-breakpoint
DROP INDEX "items_search_year_idx";--> statement-breakpoint
DROP INDEX "items_search_mileage_idx";--> statement-breakpoint
DROP INDEX "items_search_maker_newest_idx";--> statement-breakpoint
DROP INDEX "items_search_maker_price_idx";--> statement-breakpoint
DROP INDEX "items_search_maker_year_idx";--> statement-breakpoint
DROP INDEX "items_search_maker_mileage_idx";--> statement-breakpoint
CREATE INDEX "items_search_model_newest_idx" ON "items" USING btree ("model_no","update_date","item_no","category","secret","maker_no","year","sell_price","mileage","fuel_no","transmission_no","premier_flag") WHERE flag IN (0, 2, 3);--> statement-breakpoint
CREATE INDEX "items_search_year_newest_idx" ON "items" USING btree ("year","update_date","item_no","category","secret","maker_no","model_no","sell_price","mileage","fuel_no","transmission_no","premier_flag") WHERE flag IN (0, 2, 3);--> statement-breakpoint
CREATE INDEX "items_search_maker_year_newest_idx" ON "items" USING btree ("maker_no","year","update_date","item_no","category","secret","model_no","sell_price","mileage","fuel_no","transmission_no","premier_flag") WHERE flag IN (0, 2, 3);--> statement-breakpoint
CREATE INDEX "items_search_model_price_idx" ON "items" USING btree ("model_no","sell_price","item_no","category","secret","maker_no","year","mileage","fuel_no","transmission_no","premier_flag") WHERE flag IN (0, 2, 3);--> statement-breakpoint
CREATE INDEX "items_search_year_price_idx" ON "items" USING btree ("year","sell_price","item_no","category","secret","maker_no","model_no","mileage","fuel_no","transmission_no","premier_flag") WHERE flag IN (0, 2, 3);--> statement-breakpoint
CREATE INDEX "items_search_maker_year_price_idx" ON "items" USING btree ("maker_no","year","sell_price","item_no","category","secret","model_no","mileage","fuel_no","transmission_no","premier_flag") WHERE flag IN (0, 2, 3);--> statement-breakpoint
CREATE INDEX "items_search_model_year_idx" ON "items" USING btree ("model_no","year","item_no","category","secret","maker_no","sell_price","mileage","fuel_no","transmission_no","premier_flag") WHERE flag IN (0, 2, 3);--> statement-breakpoint
CREATE INDEX "items_search_model_mileage_idx" ON "items" USING btree ("model_no",coalesce("mileage", 2147483647),"item_no","category","secret","maker_no","year","sell_price","mileage","fuel_no","transmission_no","premier_flag") WHERE flag IN (0, 2, 3);--> statement-breakpoint
CREATE INDEX "items_search_year_mileage_idx" ON "items" USING btree ("year",coalesce("mileage", 2147483647),"item_no","category","secret","maker_no","model_no","sell_price","mileage","fuel_no","transmission_no","premier_flag") WHERE flag IN (0, 2, 3);--> statement-breakpoint
CREATE INDEX "items_search_maker_year_mileage_idx" ON "items" USING btree ("maker_no","year",coalesce("mileage", 2147483647),"item_no","category","secret","model_no","sell_price","mileage","fuel_no","transmission_no","premier_flag") WHERE flag IN (0, 2, 3);--> statement-breakpoint
CREATE INDEX "items_search_newest_idx" ON "items" USING btree ("update_date","item_no","category","secret","maker_no","model_no","year","sell_price","mileage","fuel_no","transmission_no","premier_flag") WHERE flag IN (0, 2, 3);--> statement-breakpoint
CREATE INDEX "items_search_price_idx" ON "items" USING btree ("sell_price","item_no","category","secret","maker_no","model_no","year","mileage","fuel_no","transmission_no","premier_flag") WHERE flag IN (0, 2, 3);--> statement-breakpoint
CREATE INDEX "items_search_year_idx" ON "items" USING btree ("year","item_no","category","secret","maker_no","model_no","sell_price","mileage","fuel_no","transmission_no","premier_flag") WHERE flag IN (0, 2, 3);--> statement-breakpoint
CREATE INDEX "items_search_mileage_idx" ON "items" USING btree (coalesce("mileage", 2147483647),"item_no","category","secret","maker_no","model_no","year","sell_price","mileage","fuel_no","transmission_no","premier_flag") WHERE flag IN (0, 2, 3);--> statement-breakpoint
CREATE INDEX "items_search_maker_newest_idx" ON "items" USING btree ("maker_no","update_date","item_no","category","secret","model_no","year","sell_price","mileage","fuel_no","transmission_no","premier_flag") WHERE flag IN (0, 2, 3);--> statement-breakpoint
CREATE INDEX "items_search_maker_price_idx" ON "items" USING btree ("maker_no","sell_price","item_no","category","secret","model_no","year","mileage","fuel_no","transmission_no","premier_flag") WHERE flag IN (0, 2, 3);--> statement-breakpoint
CREATE INDEX "items_search_maker_year_idx" ON "items" USING btree ("maker_no","year","item_no","category","secret","model_no","sell_price","mileage","fuel_no","transmission_no","premier_flag") WHERE flag IN (0, 2, 3);--> statement-breakpoint
CREATE INDEX "items_search_maker_mileage_idx" ON "items" USING btree ("maker_no",coalesce("mileage", 2147483647),"item_no","category","secret","model_no","year","sell_price","mileage","fuel_no","transmission_no","premier_flag") WHERE flag IN (0, 2, 3);--> statement-breakpoint
-- Maker, model and detail model depend on each other (decision 0031): without this the planner multiplies their
-- selectivities and expects a model of a maker to have a handful of listings.
CREATE STATISTICS "items_catalog_stats" (dependencies, ndistinct) ON "category", "maker_no", "model_no", "detail_model_no" FROM "items";