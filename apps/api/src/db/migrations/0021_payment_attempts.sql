CREATE TABLE "payment_attempts" (
	"payment_method" smallint NOT NULL,
	"provider_ref" text NOT NULL,
	"transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_payment_method_provider_ref_pk" PRIMARY KEY("payment_method","provider_ref")
);
--> statement-breakpoint
DROP INDEX "payment_transactions_one_return_per_payment";--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "returns_provider_ref" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_transaction_idx" ON "payment_attempts" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_one_return_per_payment" ON "payment_transactions" USING btree ("returns_transaction_id",coalesce("returns_provider_ref", '')) WHERE "payment_transactions"."returns_transaction_id" is not null;--> statement-breakpoint
-- A payment already at a provider keeps its page as an attempt, so money reported for it is still known as the payment's.
INSERT INTO "payment_attempts" ("payment_method", "provider_ref", "transaction_id") SELECT "payment_method", "provider_ref", "id" FROM "payment_transactions" WHERE "provider_ref" IS NOT NULL AND "payment_type" <> 3 ON CONFLICT DO NOTHING;
