CREATE TABLE "listing_batch_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_batch_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"batch_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"listing_id" bigint,
	"status" text DEFAULT 'uploading' NOT NULL,
	"reason" text,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_batches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1),
	"user_id" bigint NOT NULL,
	"store_id" bigint NOT NULL,
	"platform" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"options" jsonb NOT NULL,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "listing_variants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"listing_id" bigint NOT NULL,
	"sku_id" integer NOT NULL,
	"sku" text NOT NULL,
	"size" text NOT NULL,
	"colour" text NOT NULL,
	"warehouse" text NOT NULL,
	"cost_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"suggested_cents" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"compare_at_cents" integer,
	"quantity" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"platform_variant_id" text,
	CONSTRAINT "listing_variants_money_not_negative" CHECK ("listing_variants"."price_cents" >= 0 and "listing_variants"."cost_cents" >= 0 and "listing_variants"."shipping_cents" >= 0 and "listing_variants"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 70001 CACHE 1),
	"user_id" bigint NOT NULL,
	"store_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"platform" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"platform_status" text,
	"sync_type" smallint,
	"last_error" text,
	"platform_product_id" text,
	"platform_url" text,
	"title" text NOT NULL,
	"description_html" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"collection_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_id" text,
	"product_type" text,
	"size_unit" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ship_from" text,
	"ship_to" text,
	"channel_code" text,
	"delivery_days" text,
	"currency" text NOT NULL,
	"pricing" jsonb,
	"catalogue_changed_at" timestamp with time zone,
	"pending_prices" jsonb,
	"batch_id" bigint,
	"published_at" timestamp with time zone,
	"synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_batch_items" ADD CONSTRAINT "listing_batch_items_batch_id_listing_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."listing_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_batch_items" ADD CONSTRAINT "listing_batch_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_batch_items" ADD CONSTRAINT "listing_batch_items_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_batches" ADD CONSTRAINT "listing_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_batches" ADD CONSTRAINT "listing_batches_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_variants" ADD CONSTRAINT "listing_variants_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_variants" ADD CONSTRAINT "listing_variants_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_batch_items_batch_idx" ON "listing_batch_items" USING btree ("batch_id","position");--> statement-breakpoint
CREATE INDEX "listing_batches_user_idx" ON "listing_batches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_variants_listing_idx" ON "listing_variants" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "listing_variants_sku_idx" ON "listing_variants" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "listings_user_status_idx" ON "listings" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "listings_store_product_idx" ON "listings" USING btree ("store_id","product_id");--> statement-breakpoint
CREATE INDEX "listings_product_idx" ON "listings" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "listings_platform_product_idx" ON "listings" USING btree ("store_id","platform_product_id");