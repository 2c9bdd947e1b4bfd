ALTER TABLE "transit_times" ADD COLUMN "source_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "transit_times" ADD COLUMN "checked_on" date;--> statement-breakpoint
ALTER TABLE "transit_times" ADD COLUMN "status" text DEFAULT 'toVerify' NOT NULL;--> statement-breakpoint
-- Hand-written: a row staff had confirmed (no longer an estimate) stays verified.
UPDATE "transit_times" SET "status" = 'verified' WHERE NOT "estimate";--> statement-breakpoint
ALTER TABLE "transit_times" DROP COLUMN "estimate";