ALTER TABLE "products" ADD COLUMN "stock_cn" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_us" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_gb" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_de" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "card_colours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "stock_cn" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "stock_us" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "stock_gb" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "stock_de" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- product_search now also copies the stock per warehouse country (the minimum-stock filter).
CREATE OR REPLACE FUNCTION "product_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_search" ("id", "status", "category_id", "product_type", "price_cents", "total_stock", "warehouses", "stock_cn", "stock_us", "stock_gb", "stock_de", "supplier_rank", "sales", "fabric", "item_no", "kk_product_id", "search_vector", "created_at")
  VALUES (NEW."id", NEW."status", NEW."category_id", NEW."product_type", NEW."price_cents", NEW."total_stock", NEW."warehouses", NEW."stock_cn", NEW."stock_us", NEW."stock_gb", NEW."stock_de", NEW."supplier_rank", NEW."sales", NEW."fabric", NEW."item_no", NEW."kk_product_id", NEW."search_vector", NEW."created_at")
  ON CONFLICT ("id") DO UPDATE SET
    "status" = EXCLUDED."status", "category_id" = EXCLUDED."category_id", "product_type" = EXCLUDED."product_type",
    "price_cents" = EXCLUDED."price_cents", "total_stock" = EXCLUDED."total_stock", "warehouses" = EXCLUDED."warehouses",
    "stock_cn" = EXCLUDED."stock_cn", "stock_us" = EXCLUDED."stock_us", "stock_gb" = EXCLUDED."stock_gb", "stock_de" = EXCLUDED."stock_de",
    "supplier_rank" = EXCLUDED."supplier_rank", "sales" = EXCLUDED."sales", "fabric" = EXCLUDED."fabric", "item_no" = EXCLUDED."item_no",
    "kk_product_id" = EXCLUDED."kk_product_id", "search_vector" = EXCLUDED."search_vector", "created_at" = EXCLUDED."created_at";
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "products_search_update" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_search_update" AFTER UPDATE ON "products" FOR EACH ROW
  WHEN ((OLD."status", OLD."category_id", OLD."product_type", OLD."price_cents", OLD."total_stock", OLD."warehouses", OLD."stock_cn", OLD."stock_us", OLD."stock_gb", OLD."stock_de", OLD."supplier_rank", OLD."sales", OLD."fabric", OLD."item_no", OLD."kk_product_id", OLD."search_vector", OLD."created_at")
    IS DISTINCT FROM (NEW."status", NEW."category_id", NEW."product_type", NEW."price_cents", NEW."total_stock", NEW."warehouses", NEW."stock_cn", NEW."stock_us", NEW."stock_gb", NEW."stock_de", NEW."supplier_rank", NEW."sales", NEW."fabric", NEW."item_no", NEW."kk_product_id", NEW."search_vector", NEW."created_at"))
  EXECUTE FUNCTION "product_search_sync"();
--> statement-breakpoint
-- Backfill of the new summary columns, as refreshProductSummaries computes them (product-summary.ts).
WITH "per_country" AS (
  SELECT s."product_id",
    coalesce(sum(st."stock") FILTER (WHERE st."warehouse_code" IN ('CN_S', 'CN_N')), 0)::int AS "stock_cn",
    coalesce(sum(st."stock") FILTER (WHERE st."warehouse_code" = 'US'), 0)::int AS "stock_us",
    coalesce(sum(st."stock") FILTER (WHERE st."warehouse_code" = 'GB'), 0)::int AS "stock_gb",
    coalesce(sum(st."stock") FILTER (WHERE st."warehouse_code" = 'DE'), 0)::int AS "stock_de"
  FROM "skus" s JOIN "sku_stock" st ON st."sku_id" = s."id"
  WHERE s."status" = 1
  GROUP BY s."product_id"
),
"colour_cards" AS (
  SELECT x."product_id",
    jsonb_agg(jsonb_build_object('name', x."colour", 'hex', x."hex", 'imageUrl', x."image_url") ORDER BY x."first_id") AS "colours"
  FROM (
    SELECT s."product_id", s."colour", min(s."id") AS "first_id",
      (array_agg(s."colour_hex" ORDER BY s."id"))[1] AS "hex",
      coalesce(
        (SELECT i."url" FROM "product_images" i WHERE i."product_id" = s."product_id" AND i."colour" = s."colour" ORDER BY i."sort", i."id" LIMIT 1),
        (array_agg(s."image_url" ORDER BY s."id") FILTER (WHERE s."image_url" IS NOT NULL))[1]
      ) AS "image_url"
    FROM "skus" s
    WHERE s."status" = 1
    GROUP BY s."product_id", s."colour"
  ) x
  GROUP BY x."product_id"
)
UPDATE "products" p SET
  "stock_cn" = coalesce(pc."stock_cn", 0), "stock_us" = coalesce(pc."stock_us", 0),
  "stock_gb" = coalesce(pc."stock_gb", 0), "stock_de" = coalesce(pc."stock_de", 0),
  "card_colours" = coalesce(cc."colours", '[]'::jsonb)
FROM "products" q
LEFT JOIN "per_country" pc ON pc."product_id" = q."id"
LEFT JOIN "colour_cards" cc ON cc."product_id" = q."id"
WHERE q."id" = p."id";
--> statement-breakpoint
ANALYZE "products";
--> statement-breakpoint
ANALYZE "product_search";
