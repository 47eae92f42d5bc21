CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "ad_popups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ad_popups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"main_image" text NOT NULL,
	"icon_image" text NOT NULL,
	"popup_link" text,
	"countdown_end_time" timestamp with time zone,
	"delay_time" integer DEFAULT 3 NOT NULL,
	"accept_type" smallint DEFAULT 0 NOT NULL,
	"display_page_type" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "album_products" (
	"album_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "album_products_album_id_product_id_pk" PRIMARY KEY("album_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "albums" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "albums_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 201 CACHE 1),
	"type" smallint NOT NULL,
	"name" text NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"banner_url" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"titles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_url" text NOT NULL,
	"mobile_image_url" text,
	"link_url" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"parent_id" integer,
	"level" smallint NOT NULL,
	"name" text NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"category_url" text NOT NULL,
	"img_url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_products" (
	"discount_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"discount_percent" smallint NOT NULL,
	"spike_total_stock" integer,
	"spike_sold_stock" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "discount_products_discount_id_product_id_pk" PRIMARY KEY("discount_id","product_id"),
	CONSTRAINT "discount_products_percent_range" CHECK ("discount_products"."discount_percent" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 501 CACHE 1),
	"type" smallint NOT NULL,
	"name" text NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"banner_url" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "hot_search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"times" integer DEFAULT 0 NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "influencer_follows" (
	"user_id" bigint NOT NULL,
	"influencer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "influencer_follows_user_id_influencer_pk" PRIMARY KEY("user_id","influencer")
);
--> statement-breakpoint
CREATE TABLE "ins_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ins_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 9001 CACHE 1),
	"influencer" text NOT NULL,
	"avatar_url" text,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"followers" integer DEFAULT 0 NOT NULL,
	"category_id" integer,
	"tags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"product_ids" integer[] DEFAULT ARRAY[]::integer[] NOT NULL,
	"release_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nav_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nav_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"name" text NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"img_url" text,
	"label_img_url" text,
	"link_url" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"menu_type" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"colour" text,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"features" real[]
);
--> statement-breakpoint
CREATE TABLE "product_texts" (
	"product_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	CONSTRAINT "product_texts_product_id_locale_pk" PRIMARY KEY("product_id","locale")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kk_product_id" text NOT NULL,
	"item_no" text NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"seo_slug" text NOT NULL,
	"product_type" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fabric" text,
	"min_order_quantity" integer,
	"weight_grams" integer NOT NULL,
	"packing_size" text,
	"processing_time" text DEFAULT '1~3' NOT NULL,
	"price_cents" integer NOT NULL,
	"original_price_cents" integer NOT NULL,
	"total_stock" integer DEFAULT 0 NOT NULL,
	"warehouses" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"supplier_rank" text DEFAULT 'C' NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"main_image_url" text,
	"keywords" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(keywords, '')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_stock_not_negative" CHECK ("products"."total_stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"user_id" bigint,
	"name" text NOT NULL,
	"email" text,
	"rating" smallint NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"colour" text,
	"size" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"user_id" bigint NOT NULL,
	"term" text NOT NULL,
	"times" integer DEFAULT 1 NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_history_user_id_term_pk" PRIMARY KEY("user_id","term")
);
--> statement-breakpoint
CREATE TABLE "search_lexicon" (
	"term" text PRIMARY KEY NOT NULL,
	"frequency" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_suggestions" (
	"phrase" text PRIMARY KEY NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sku_stock" (
	"sku_id" integer NOT NULL,
	"warehouse_code" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sku_stock_sku_id_warehouse_code_pk" PRIMARY KEY("sku_id","warehouse_code"),
	CONSTRAINT "sku_stock_not_negative" CHECK ("sku_stock"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "skus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sku_code" text NOT NULL,
	"product_id" integer NOT NULL,
	"colour" text NOT NULL,
	"colour_hex" text,
	"size" text NOT NULL,
	"price_cents" integer NOT NULL,
	"original_price_cents" integer NOT NULL,
	"weight_grams" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"image_url" text,
	CONSTRAINT "skus_price_not_negative" CHECK ("skus"."price_cents" >= 0 and "skus"."original_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "channel_rates" (
	"channel_id" integer NOT NULL,
	"zone_code" text NOT NULL,
	"max_weight_grams" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "channel_rates_channel_id_zone_code_max_weight_grams_pk" PRIMARY KEY("channel_id","zone_code","max_weight_grams"),
	CONSTRAINT "channel_rates_positive" CHECK ("channel_rates"."price_cents" >= 0 and "channel_rates"."max_weight_grams" > 0)
);
--> statement-breakpoint
CREATE TABLE "logistics_channels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "logistics_channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel_code" text NOT NULL,
	"channel_name_en" text NOT NULL,
	"warehouse_country" text NOT NULL,
	"aging_grade" text NOT NULL,
	"extra_min_days" smallint DEFAULT 0 NOT NULL,
	"extra_max_days" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "logistics_channels_channel_code_unique" UNIQUE("channel_code")
);
--> statement-breakpoint
CREATE TABLE "shipping_zone_countries" (
	"zone_code" text NOT NULL,
	"country_code" text NOT NULL,
	CONSTRAINT "shipping_zone_countries_zone_code_country_code_pk" PRIMARY KEY("zone_code","country_code")
);
--> statement-breakpoint
CREATE TABLE "shipping_zones" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "album_products" ADD CONSTRAINT "album_products_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_products" ADD CONSTRAINT "album_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_products" ADD CONSTRAINT "discount_products_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_products" ADD CONSTRAINT "discount_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencer_follows" ADD CONSTRAINT "influencer_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ins_posts" ADD CONSTRAINT "ins_posts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_texts" ADD CONSTRAINT "product_texts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_stock" ADD CONSTRAINT "sku_stock_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_rates" ADD CONSTRAINT "channel_rates_channel_id_logistics_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."logistics_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_rates" ADD CONSTRAINT "channel_rates_zone_code_shipping_zones_code_fk" FOREIGN KEY ("zone_code") REFERENCES "public"."shipping_zones"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_zone_countries" ADD CONSTRAINT "shipping_zone_countries_zone_code_shipping_zones_code_fk" FOREIGN KEY ("zone_code") REFERENCES "public"."shipping_zones"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_zone_countries" ADD CONSTRAINT "shipping_zone_countries_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_url_key" ON "categories" USING btree ("category_url");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "discount_products_product_idx" ON "discount_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "discounts_type_idx" ON "discounts" USING btree ("type","status","end_time");--> statement-breakpoint
CREATE INDEX "ins_posts_release_idx" ON "ins_posts" USING btree ("release_time");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "products_kk_product_id_key" ON "products" USING btree ("kk_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_item_no_key" ON "products" USING btree ("item_no");--> statement-breakpoint
CREATE UNIQUE INDEX "products_seo_slug_key" ON "products" USING btree ("seo_slug");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","status");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_sales_idx" ON "products" USING btree ("sales");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_cents");--> statement-breakpoint
CREATE INDEX "products_stock_idx" ON "products" USING btree ("total_stock");--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "search_history_recent_idx" ON "search_history" USING btree ("user_id","last_searched_at");--> statement-breakpoint
CREATE INDEX "search_lexicon_trgm_idx" ON "search_lexicon" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_suggestions_prefix_idx" ON "search_suggestions" USING btree (lower("phrase") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_suggestions_trgm_idx" ON "search_suggestions" USING gin (lower("phrase") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sku_stock_warehouse_idx" ON "sku_stock" USING btree ("warehouse_code");--> statement-breakpoint
CREATE UNIQUE INDEX "skus_code_key" ON "skus" USING btree ("sku_code");--> statement-breakpoint
CREATE INDEX "skus_product_idx" ON "skus" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "logistics_channels_origin_idx" ON "logistics_channels" USING btree ("warehouse_country","status");--> statement-breakpoint
CREATE INDEX "shipping_zone_countries_country_idx" ON "shipping_zone_countries" USING btree ("country_code");