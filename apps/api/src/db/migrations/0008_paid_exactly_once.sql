DROP INDEX "payment_transactions_provider_ref_key";--> statement-breakpoint
ALTER TABLE "credit_bills" ADD COLUMN "payment_transaction_id" bigint;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "returns_transaction_id" bigint;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_returns_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("returns_transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_one_credit_per_transaction" ON "ledger_entries" USING btree ("transaction_id") WHERE "ledger_entries"."amount_cents" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_one_return_per_payment" ON "payment_transactions" USING btree ("returns_transaction_id") WHERE "payment_transactions"."returns_transaction_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_provider_ref_key" ON "payment_transactions" USING btree ("payment_method","provider_ref") WHERE "payment_transactions"."payment_type" <> 3;--> statement-breakpoint
-- Bills paid before this migration name the newest payment of theirs that succeeded.
UPDATE "credit_bills" SET "payment_transaction_id" = (
  SELECT max(t."id") FROM "payment_transactions" t WHERE t."bill_id" = "credit_bills"."id" AND t."status" = 'succeeded'
) WHERE "status" = 'paid';

