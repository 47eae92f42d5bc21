CREATE TABLE "file_tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "file_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 9001 CACHE 1),
	"user_id" bigint NOT NULL,
	"task_type" text NOT NULL,
	"format" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_status" smallint DEFAULT 1 NOT NULL,
	"file_path" text,
	"file_name" text,
	"error" text,
	"seen_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_takedown_notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_takedown_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"spu_code" text NOT NULL,
	"sku_code" text,
	"product_name" text NOT NULL,
	"img_url" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "station_letter_reads" (
	"letter_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "station_letter_reads_letter_id_user_id_pk" PRIMARY KEY("letter_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "station_letters" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "station_letters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 5001 CACHE 1),
	"type" smallint NOT NULL,
	"title" text NOT NULL,
	"content_html" text NOT NULL,
	"recipient_user_ids" bigint[],
	"send_time" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_search" (
	"id" integer PRIMARY KEY NOT NULL,
	"status" smallint NOT NULL,
	"category_id" integer NOT NULL,
	"product_type" smallint NOT NULL,
	"price_cents" integer NOT NULL,
	"total_stock" integer NOT NULL,
	"warehouses" text[] NOT NULL,
	"supplier_rank" text NOT NULL,
	"sales" integer NOT NULL,
	"fabric" text,
	"item_no" text NOT NULL,
	"kk_product_id" text NOT NULL,
	"search_vector" "tsvector",
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"actor" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_fulfilments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_fulfilments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"store_name" text,
	"store_order_id" text,
	"tracking_number" text NOT NULL,
	"carrier" text NOT NULL,
	"tracking_url" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_items" (
	"parcel_id" bigint NOT NULL,
	"order_item_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "parcel_items_parcel_id_order_item_id_pk" PRIMARY KEY("parcel_id","order_item_id"),
	CONSTRAINT "parcel_items_quantity_positive" CHECK ("parcel_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parcels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 300001 CACHE 1),
	"parcel_code" text NOT NULL,
	"order_id" bigint NOT NULL,
	"warehouse_code" text NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL,
	"first_carrier" text,
	"tracking_number" text,
	"last_carrier" text,
	"tail_tracking_number" text,
	"tracking_url" text,
	"weight_grams" integer,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"tracking_registered_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_items" (
	"refund_id" bigint NOT NULL,
	"order_item_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "refund_items_refund_id_order_item_id_pk" PRIMARY KEY("refund_id","order_item_id"),
	CONSTRAINT "refund_items_quantity_positive" CHECK ("refund_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "refund_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"refund_id" bigint NOT NULL,
	"type" text NOT NULL,
	"amount_cents" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 600001 CACHE 1),
	"refund_no" text NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"reason" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requested_cents" integer NOT NULL,
	"refundable_cents" integer NOT NULL,
	"approved_cents" integer,
	"payment_method" smallint,
	"provider_ref" text,
	"review_note" text,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amounts" CHECK ("refunds"."requested_cents" > 0 and "refunds"."requested_cents" <= "refunds"."refundable_cents" and ("refunds"."approved_cents" is null or ("refunds"."approved_cents" >= 0 and "refunds"."approved_cents" <= "refunds"."requested_cents")))
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"parcel_id" bigint NOT NULL,
	"leg" text DEFAULT 'first' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"location" text,
	"description" text NOT NULL,
	"stage" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_bill_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_bill_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bill_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"parcel_id" bigint NOT NULL,
	"amount_cents" integer NOT NULL,
	"delivered_at" timestamp with time zone,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "credit_bills" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_bills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 70001 CACHE 1),
	"bill_no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"status" text DEFAULT 'waitingPayment' NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_bills_amounts" CHECK ("credit_bills"."amount_cents" >= 0 and "credit_bills"."paid_cents" >= 0 and "credit_bills"."paid_cents" <= "credit_bills"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "payment_consents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 2001 CACHE 1),
	"user_id" bigint NOT NULL,
	"payment_method" smallint NOT NULL,
	"card_id" bigint,
	"label" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"automatic_payment" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1),
	"user_id" bigint NOT NULL,
	"provider_customer_id" text NOT NULL,
	"provider_payment_method_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"billing_address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "abnormal_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "resume_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_order_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "bill_id" bigint;--> statement-breakpoint
ALTER TABLE "file_tasks" ADD CONSTRAINT "file_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_takedown_notices" ADD CONSTRAINT "product_takedown_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_letter_reads" ADD CONSTRAINT "station_letter_reads_letter_id_station_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."station_letters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_letter_reads" ADD CONSTRAINT "station_letter_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_id_products_id_fk" FOREIGN KEY ("id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fulfilments" ADD CONSTRAINT "order_fulfilments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_items" ADD CONSTRAINT "parcel_items_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_items" ADD CONSTRAINT "parcel_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_items" ADD CONSTRAINT "refund_items_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_items" ADD CONSTRAINT "refund_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_records" ADD CONSTRAINT "refund_records_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_bill_lines" ADD CONSTRAINT "credit_bill_lines_bill_id_credit_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."credit_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_bill_lines" ADD CONSTRAINT "credit_bill_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_bills" ADD CONSTRAINT "credit_bills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_consents" ADD CONSTRAINT "payment_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_consents" ADD CONSTRAINT "payment_consents_card_id_saved_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."saved_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_tasks_user_idx" ON "file_tasks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "product_takedown_notices_user_idx" ON "product_takedown_notices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "product_takedown_notices_unread_idx" ON "product_takedown_notices" USING btree ("user_id") WHERE "product_takedown_notices"."read_at" is null;--> statement-breakpoint
CREATE INDEX "station_letters_send_idx" ON "station_letters" USING btree ("type","send_time");--> statement-breakpoint
CREATE INDEX "station_letters_recipients_idx" ON "station_letters" USING gin ("recipient_user_ids");--> statement-breakpoint
CREATE INDEX "product_search_category_idx" ON "product_search" USING btree ("category_id","status");--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_search_created_idx" ON "product_search" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "product_search_sales_idx" ON "product_search" USING btree ("sales");--> statement-breakpoint
CREATE INDEX "product_search_price_idx" ON "product_search" USING btree ("price_cents");--> statement-breakpoint
CREATE INDEX "product_search_stock_idx" ON "product_search" USING btree ("total_stock");--> statement-breakpoint
CREATE INDEX "product_search_warehouses_idx" ON "product_search" USING gin ("warehouses");--> statement-breakpoint
CREATE INDEX "product_search_item_no_idx" ON "product_search" USING btree ("item_no");--> statement-breakpoint
CREATE INDEX "product_search_kk_product_id_idx" ON "product_search" USING btree ("kk_product_id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_fulfilments_order_idx" ON "order_fulfilments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "parcel_items_item_idx" ON "parcel_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_code_key" ON "parcels" USING btree ("parcel_code");--> statement-breakpoint
CREATE INDEX "parcels_order_idx" ON "parcels" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "parcels_tracking_idx" ON "parcels" USING btree ("tracking_number");--> statement-breakpoint
CREATE INDEX "refund_records_refund_idx" ON "refund_records" USING btree ("refund_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_no_key" ON "refunds" USING btree ("refund_no");--> statement-breakpoint
CREATE INDEX "refunds_user_idx" ON "refunds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_open_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'processing';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_open_per_order" ON "refunds" USING btree ("order_id") WHERE "refunds"."status" in ('processing', 'refunding');--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_events_once_key" ON "tracking_events" USING btree ("parcel_id","occurred_at","description");--> statement-breakpoint
CREATE INDEX "tracking_events_parcel_idx" ON "tracking_events" USING btree ("parcel_id","occurred_at");--> statement-breakpoint
CREATE INDEX "credit_bill_lines_bill_idx" ON "credit_bill_lines" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_bill_lines_parcel_key" ON "credit_bill_lines" USING btree ("parcel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_bills_no_key" ON "credit_bills" USING btree ("bill_no");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_bills_period_key" ON "credit_bills" USING btree ("user_id","period_start");--> statement-breakpoint
CREATE INDEX "credit_bills_user_idx" ON "credit_bills" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_consents_user_idx" ON "payment_consents" USING btree ("user_id","sort_order");--> statement-breakpoint
CREATE INDEX "saved_cards_user_idx" ON "saved_cards" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_method_key" ON "saved_cards" USING btree ("provider_payment_method_id");--> statement-breakpoint
CREATE INDEX "orders_user_status_idx" ON "orders" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_within_total" CHECK ("orders"."refunded_cents" >= 0 and "orders"."refunded_cents" <= "orders"."total_cents");--> statement-breakpoint
-- product_search follows products: every insert, and every update of a column it copies (the
-- list's filters, sorts and ranking), is written through here. Deletes follow by the cascade.
CREATE FUNCTION "product_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_search" ("id", "status", "category_id", "product_type", "price_cents", "total_stock", "warehouses", "supplier_rank", "sales", "fabric", "item_no", "kk_product_id", "search_vector", "created_at")
  VALUES (NEW."id", NEW."status", NEW."category_id", NEW."product_type", NEW."price_cents", NEW."total_stock", NEW."warehouses", NEW."supplier_rank", NEW."sales", NEW."fabric", NEW."item_no", NEW."kk_product_id", NEW."search_vector", NEW."created_at")
  ON CONFLICT ("id") DO UPDATE SET
    "status" = EXCLUDED."status", "category_id" = EXCLUDED."category_id", "product_type" = EXCLUDED."product_type",
    "price_cents" = EXCLUDED."price_cents", "total_stock" = EXCLUDED."total_stock", "warehouses" = EXCLUDED."warehouses",
    "supplier_rank" = EXCLUDED."supplier_rank", "sales" = EXCLUDED."sales", "fabric" = EXCLUDED."fabric", "item_no" = EXCLUDED."item_no",
    "kk_product_id" = EXCLUDED."kk_product_id", "search_vector" = EXCLUDED."search_vector", "created_at" = EXCLUDED."created_at";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_search_insert" AFTER INSERT ON "products" FOR EACH ROW EXECUTE FUNCTION "product_search_sync"();
--> statement-breakpoint
CREATE TRIGGER "products_search_update" AFTER UPDATE ON "products" FOR EACH ROW
  WHEN ((OLD."status", OLD."category_id", OLD."product_type", OLD."price_cents", OLD."total_stock", OLD."warehouses", OLD."supplier_rank", OLD."sales", OLD."fabric", OLD."item_no", OLD."kk_product_id", OLD."search_vector", OLD."created_at")
    IS DISTINCT FROM (NEW."status", NEW."category_id", NEW."product_type", NEW."price_cents", NEW."total_stock", NEW."warehouses", NEW."supplier_rank", NEW."sales", NEW."fabric", NEW."item_no", NEW."kk_product_id", NEW."search_vector", NEW."created_at"))
  EXECUTE FUNCTION "product_search_sync"();
--> statement-breakpoint
INSERT INTO "product_search" ("id", "status", "category_id", "product_type", "price_cents", "total_stock", "warehouses", "supplier_rank", "sales", "fabric", "item_no", "kk_product_id", "search_vector", "created_at")
SELECT "id", "status", "category_id", "product_type", "price_cents", "total_stock", "warehouses", "supplier_rank", "sales", "fabric", "item_no", "kk_product_id", "search_vector", "created_at" FROM "products" ORDER BY "id";
--> statement-breakpoint
-- Plans of the list need the new table's statistics at once, not after autovacuum's first pass.
ANALYZE "product_search";
