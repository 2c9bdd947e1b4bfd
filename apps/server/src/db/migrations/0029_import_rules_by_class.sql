CREATE TABLE "transit_times" (
	"transit_no" serial PRIMARY KEY NOT NULL,
	"loading_port" text NOT NULL,
	"port_no" integer NOT NULL,
	"vessel" text NOT NULL,
	"days" smallint NOT NULL,
	"estimate" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transit_times_route" UNIQUE("loading_port","port_no","vessel")
);
--> statement-breakpoint
ALTER TABLE "items" ALTER COLUMN "handle" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "items" ALTER COLUMN "handle" DROP NOT NULL;--> statement-breakpoint
-- The special form never asked the steering side: the 0 (left) it stored was a default, not the seller's word.
UPDATE "items" SET "handle" = NULL WHERE "category" = 2;--> statement-breakpoint
ALTER TABLE "import_rules" ALTER COLUMN "checked_on" DROP NOT NULL;--> statement-breakpoint
-- A seeded rule's date was the day it was written, not a day its source was read.
UPDATE "import_rules" SET "checked_on" = NULL WHERE "status" = 'toVerify';--> statement-breakpoint
ALTER TABLE "import_rules" ADD COLUMN "class_limits" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "transit_times" ADD CONSTRAINT "transit_times_port_no_ports_port_no_fk" FOREIGN KEY ("port_no") REFERENCES "public"."ports"("port_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_times" ADD CONSTRAINT "transit_times_vessel_vessel_types_vessel_fk" FOREIGN KEY ("vessel") REFERENCES "public"."vessel_types"("vessel") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rules" DROP COLUMN "max_age_years";--> statement-breakpoint
ALTER TABLE "import_rules" DROP COLUMN "age_basis";--> statement-breakpoint
ALTER TABLE "import_rules" DROP COLUMN "steering";--> statement-breakpoint
ALTER TABLE "import_rules" DROP COLUMN "banned_fuels";--> statement-breakpoint
ALTER TABLE "import_rules" DROP COLUMN "banned_categories";--> statement-breakpoint
ALTER TABLE "import_rules" DROP COLUMN "exempt_categories";--> statement-breakpoint
ALTER TABLE "import_rules" DROP COLUMN "exempt_min_weight_kg";