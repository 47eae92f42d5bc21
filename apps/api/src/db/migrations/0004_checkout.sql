CREATE TABLE "idempotency_keys" (
	"user_id" bigint NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_scope_key_pk" PRIMARY KEY("user_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"singleton_key" text,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1),
	"user_id" bigint NOT NULL,
	"sku_id" integer NOT NULL,
	"warehouse_code" text NOT NULL,
	"num" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_num_range" CHECK ("cart_items"."num" between 1 and 9999)
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 3001 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" text DEFAULT 'shipping' NOT NULL,
	"full_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"street_address_line1" text NOT NULL,
	"street_address_line2" text,
	"city" text NOT NULL,
	"province" text,
	"country_code" text NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"vat_code" text,
	"ioss" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_ticket_products" (
	"coupon_ticket_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "coupon_ticket_products_coupon_ticket_id_product_id_pk" PRIMARY KEY("coupon_ticket_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_tickets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 701 CACHE 1),
	"name" text NOT NULL,
	"logo_url" text,
	"fixed_type" smallint NOT NULL,
	"reduction" integer NOT NULL,
	"use_type" smallint NOT NULL,
	"threshold" integer DEFAULT 0 NOT NULL,
	"applicable_type" smallint NOT NULL,
	"stacks_with_promo_code" boolean DEFAULT false NOT NULL,
	"usable_start_time" timestamp with time zone NOT NULL,
	"usable_end_time" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_tickets_reduction_positive" CHECK ("coupon_tickets"."reduction" > 0),
	CONSTRAINT "coupon_tickets_percent_range" CHECK ("coupon_tickets"."fixed_type" <> 2 or "coupon_tickets"."reduction" between 1 and 99),
	CONSTRAINT "coupon_tickets_window" CHECK ("coupon_tickets"."usable_end_time" > "coupon_tickets"."usable_start_time")
);
--> statement-breakpoint
CREATE TABLE "promo_code_redemptions" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"promo_code_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 801 CACHE 1),
	"code" text NOT NULL,
	"discount_rule" smallint NOT NULL,
	"discount_condition" smallint NOT NULL,
	"satisfy_num" integer,
	"satisfy_amount_cents" integer,
	"discount_percent" smallint,
	"discount_fixed_cents" integer,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_used_within_limit" CHECK ("promo_codes"."usage_limit" is null or "promo_codes"."used_count" <= "promo_codes"."usage_limit")
);
--> statement-breakpoint
CREATE TABLE "user_coupon_tickets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_coupon_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 9001 CACHE 1),
	"user_id" bigint NOT NULL,
	"coupon_ticket_id" integer NOT NULL,
	"used_order_id" bigint,
	"used_at" timestamp with time zone,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_attachments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"order_item_id" bigint,
	"type" text NOT NULL,
	"sku_code" text,
	"name" text NOT NULL,
	"image_url" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 700001 CACHE 1),
	"order_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"kk_product_id" text NOT NULL,
	"sku_code" text NOT NULL,
	"product_name" text NOT NULL,
	"image_url" text,
	"option1" text NOT NULL,
	"option2" text NOT NULL,
	"product_type" smallint NOT NULL,
	"quantity" integer NOT NULL,
	"purchase_price_cents" integer NOT NULL,
	"after_discount_cents" integer NOT NULL,
	"promotion_cents" integer DEFAULT 0 NOT NULL,
	"discount_id" integer,
	"discount_type" smallint,
	"weight_grams" integer NOT NULL,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 50001 CACHE 1),
	"kk_order_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"checkout_id" uuid NOT NULL,
	"status" text DEFAULT 'waitingPayment' NOT NULL,
	"platform_code" text DEFAULT 'KA' NOT NULL,
	"warehouse_code" text NOT NULL,
	"warehouse_country" text NOT NULL,
	"address" jsonb NOT NULL,
	"channel_code" text NOT NULL,
	"channel_name" text NOT NULL,
	"aging_grade" text NOT NULL,
	"delivery_time" text NOT NULL,
	"is_express" boolean DEFAULT false NOT NULL,
	"weight_grams" integer NOT NULL,
	"item_subtotal_cents" integer NOT NULL,
	"activity_discount_cents" integer DEFAULT 0 NOT NULL,
	"promo_code_cents" integer DEFAULT 0 NOT NULL,
	"coupon_cents" integer DEFAULT 0 NOT NULL,
	"shipping_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"coupon_code" text,
	"user_coupon_ticket_id" bigint,
	"remark" text DEFAULT '' NOT NULL,
	"payment_method" smallint,
	"payment_transaction_id" bigint,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"pay_by" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts_not_negative" CHECK ("orders"."total_cents" >= 0 and "orders"."item_subtotal_cents" >= 0 and "orders"."shipping_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"amount_cents" integer NOT NULL,
	"category" text NOT NULL,
	"order_number" text,
	"transaction_id" bigint,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "pay_later_accounts" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"provider_buyer_id" text NOT NULL,
	"status" text,
	"credit_limit_cents" bigint DEFAULT 0 NOT NULL,
	"available_credit_cents" bigint DEFAULT 0 NOT NULL,
	"application" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 880001 CACHE 1),
	"user_id" bigint NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency_code" text DEFAULT 'USD' NOT NULL,
	"payment_method" smallint NOT NULL,
	"payment_type" smallint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"provider_ref" text,
	"failure_message" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transactions_amount_not_negative" CHECK ("payment_transactions"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provider_callbacks" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"transaction_id" bigint,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_callbacks_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "transaction_orders" (
	"transaction_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	CONSTRAINT "transaction_orders_transaction_id_order_id_pk" PRIMARY KEY("transaction_id","order_id")
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_ticket_products" ADD CONSTRAINT "coupon_ticket_products_coupon_ticket_id_coupon_tickets_id_fk" FOREIGN KEY ("coupon_ticket_id") REFERENCES "public"."coupon_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_ticket_products" ADD CONSTRAINT "coupon_ticket_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_redemptions" ADD CONSTRAINT "promo_code_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_redemptions" ADD CONSTRAINT "promo_code_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupon_tickets" ADD CONSTRAINT "user_coupon_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupon_tickets" ADD CONSTRAINT "user_coupon_tickets_coupon_ticket_id_coupon_tickets_id_fk" FOREIGN KEY ("coupon_ticket_id") REFERENCES "public"."coupon_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attachments" ADD CONSTRAINT "order_attachments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attachments" ADD CONSTRAINT "order_attachments_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_later_accounts" ADD CONSTRAINT "pay_later_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_orders" ADD CONSTRAINT "transaction_orders_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_orders" ADD CONSTRAINT "transaction_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton_key" ON "jobs" USING btree ("name","singleton_key") WHERE "jobs"."done_at" is null and "jobs"."singleton_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_sku_key" ON "cart_items" USING btree ("user_id","sku_id","warehouse_code");--> statement-breakpoint
CREATE INDEX "cart_items_user_idx" ON "cart_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "promo_code_redemptions_code_idx" ON "promo_code_redemptions" USING btree ("promo_code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_key" ON "promo_codes" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "user_coupon_tickets_user_idx" ON "user_coupon_tickets" USING btree ("user_id","used_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupon_tickets_user_template_key" ON "user_coupon_tickets" USING btree ("user_id","coupon_ticket_id");--> statement-breakpoint
CREATE INDEX "user_coupon_tickets_order_idx" ON "user_coupon_tickets" USING btree ("used_order_id");--> statement-breakpoint
CREATE INDEX "order_attachments_order_idx" ON "order_attachments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_kk_order_id_key" ON "orders" USING btree ("kk_order_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_checkout_idx" ON "orders" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "orders_unpaid_idx" ON "orders" USING btree ("pay_by") WHERE "orders"."status" = 'waitingPayment';--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_one_debit_per_transaction" ON "ledger_entries" USING btree ("transaction_id") WHERE "ledger_entries"."amount_cents" < 0;--> statement-breakpoint
CREATE INDEX "payment_transactions_user_idx" ON "payment_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_provider_ref_key" ON "payment_transactions" USING btree ("payment_method","provider_ref");--> statement-breakpoint
CREATE INDEX "transaction_orders_order_idx" ON "transaction_orders" USING btree ("order_id");