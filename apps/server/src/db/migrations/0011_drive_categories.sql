ALTER TABLE "drives" ADD COLUMN "category" smallint;--> statement-breakpoint
-- Databases seeded before this migration: the drives of the reference seed by code (4wd stays shared).
UPDATE "drives" SET "category" = 1 WHERE "code" IN ('2wd-front', '2wd-rear', 'awd');--> statement-breakpoint
UPDATE "drives" SET "category" = 2 WHERE "code" IN ('4x2', '6x2', '6x4', '8x4', 'crawler');
