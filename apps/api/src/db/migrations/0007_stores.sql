CREATE TABLE "store_auth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"session_jti" uuid NOT NULL,
	"platform" text NOT NULL,
	"store_id" bigint,
	"store_name" text NOT NULL,
	"store_url" text NOT NULL,
	"display_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"store_id" bigint PRIMARY KEY NOT NULL,
	"taxable" boolean NOT NULL,
	"default_country" text NOT NULL,
	"unavailable_rule" text NOT NULL,
	"auto_update_inventory" boolean NOT NULL,
	"sync_title" boolean NOT NULL,
	"sync_description" boolean NOT NULL,
	"sync_size_chart" boolean NOT NULL,
	"sync_variants" boolean NOT NULL,
	"sync_images" boolean NOT NULL,
	"price_rule" jsonb NOT NULL,
	"compare_at_price_rule" jsonb NOT NULL,
	"auto_upload_tracking" boolean NOT NULL,
	"auto_purchase" boolean NOT NULL,
	"default_shipping_method" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 5001 CACHE 1),
	"user_id" bigint NOT NULL,
	"platform" text NOT NULL,
	"name" text NOT NULL,
	"store_url" text NOT NULL,
	"display_url" text NOT NULL,
	"platform_shop_id" text,
	"authorized" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"unauthorized_reason" text,
	"credentials" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"currency" text DEFAULT 'USD' NOT NULL,
	"last_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_auth_states" ADD CONSTRAINT "store_auth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_auth_states" ADD CONSTRAINT "store_auth_states_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_auth_states_user_idx" ON "store_auth_states" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stores_user_idx" ON "stores" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_user_shop_key" ON "stores" USING btree ("user_id","platform","platform_shop_id");--> statement-breakpoint
CREATE INDEX "stores_platform_shop_idx" ON "stores" USING btree ("platform","platform_shop_id");--> statement-breakpoint
CREATE INDEX "stores_expiring_idx" ON "stores" USING btree ("access_token_expires_at") WHERE "stores"."authorized";