CREATE TABLE "bank_account_changes" (
	"change_no" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"account_no" integer,
	"details" jsonb,
	"reason" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"proposed_by" integer,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"account_no" serial PRIMARY KEY NOT NULL,
	"beneficiary" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_address" text DEFAULT '' NOT NULL,
	"swift" text NOT NULL,
	"account_number" text NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "bank_account_no" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "verification_code" text;--> statement-breakpoint
-- Existing invoices get their code here: 12 letters of INVOICE_CODE_ALPHABET, each from a fully random byte of a
-- version-4 UUID (gen_random_uuid draws from the server's strong random source; bytes 6 and 8 carry version bits).
-- One UUID is drawn per invoice row (a scalar subquery would be drawn once for all).
WITH drawn AS (SELECT invoice_no, uuid_send(gen_random_uuid()) AS b FROM "invoices"),
codes AS (
  SELECT d.invoice_no,
         string_agg(substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', get_byte(d.b, i) % 32 + 1, 1), '' ORDER BY i) AS code
  FROM drawn d, unnest(ARRAY[0, 1, 2, 3, 4, 5, 9, 10, 11, 12, 13, 14]) AS i
  GROUP BY d.invoice_no
)
UPDATE "invoices" v SET "verification_code" = codes.code FROM codes WHERE codes.invoice_no = v.invoice_no;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "verification_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_account_changes" ADD CONSTRAINT "bank_account_changes_account_no_bank_accounts_account_no_fk" FOREIGN KEY ("account_no") REFERENCES "public"."bank_accounts"("account_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_account_changes" ADD CONSTRAINT "bank_account_changes_proposed_by_users_user_no_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_account_changes" ADD CONSTRAINT "bank_account_changes_decided_by_users_user_no_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_account_changes_one_pending_key" ON "bank_account_changes" USING btree ("account_no") WHERE status = 'pending' AND account_no IS NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_bank_account_no_bank_accounts_account_no_fk" FOREIGN KEY ("bank_account_no") REFERENCES "public"."bank_accounts"("account_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_verificationCode_unique" UNIQUE("verification_code");