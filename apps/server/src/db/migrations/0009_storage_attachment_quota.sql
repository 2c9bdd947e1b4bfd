ALTER TABLE "attached_files" ADD COLUMN "uploader_address" text;--> statement-breakpoint
CREATE INDEX "attached_files_uploader_idx" ON "attached_files" USING btree ("uploader_address","created_at");