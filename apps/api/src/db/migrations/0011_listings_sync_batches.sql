ALTER TABLE "listing_batches" ADD COLUMN "lease_job_id" bigint;--> statement-breakpoint
ALTER TABLE "listing_batches" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "listing_batches_store_lease_idx" ON "listing_batches" USING btree ("store_id","lease_until");
