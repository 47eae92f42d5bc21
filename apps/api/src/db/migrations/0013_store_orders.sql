CREATE TABLE "store_order_cursors" (
	"store_id" bigint PRIMARY KEY NOT NULL,
	"updated_since" timestamp with time zone NOT NULL,
	"polled_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "store_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 300001 CACHE 1),
	"user_id" bigint NOT NULL,
	"store_id" bigint NOT NULL,
	"platform_order_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"reason" text,
	"order" jsonb NOT NULL,
	"cancel_requested_at" timestamp with time zone,
	"cancel_answer" text,
	"cancel_answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_webhook_deliveries" (
	"platform" text NOT NULL,
	"delivery_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_uploads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"store_order_id" bigint NOT NULL,
	"parcel_id" bigint,
	"fulfilment_id" bigint,
	"tracking_number" text NOT NULL,
	"carrier" text NOT NULL,
	"tracking_url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"platform_fulfilment_id" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "store_line_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_order_ref" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_sale_cents" integer;--> statement-breakpoint
ALTER TABLE "store_order_cursors" ADD CONSTRAINT "store_order_cursors_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_uploads" ADD CONSTRAINT "tracking_uploads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_uploads" ADD CONSTRAINT "tracking_uploads_store_order_id_store_orders_id_fk" FOREIGN KEY ("store_order_id") REFERENCES "public"."store_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_uploads" ADD CONSTRAINT "tracking_uploads_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_uploads" ADD CONSTRAINT "tracking_uploads_fulfilment_id_order_fulfilments_id_fk" FOREIGN KEY ("fulfilment_id") REFERENCES "public"."order_fulfilments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_orders_store_platform_key" ON "store_orders" USING btree ("store_id","platform_order_id");--> statement-breakpoint
CREATE INDEX "store_orders_user_idx" ON "store_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_webhook_deliveries_key" ON "store_webhook_deliveries" USING btree ("platform","delivery_id");--> statement-breakpoint
CREATE INDEX "store_webhook_deliveries_age_idx" ON "store_webhook_deliveries" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "tracking_uploads_order_idx" ON "tracking_uploads" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_uploads_parcel_key" ON "tracking_uploads" USING btree ("parcel_id") WHERE "tracking_uploads"."parcel_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_store_order_idx" ON "orders" USING btree ("store_order_ref");