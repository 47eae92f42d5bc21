-- TikTok Shop's kept categories were its top-level ones; a product goes in a leaf only, and the adapter now
-- reads the leaves named by their path. Forgetting the kept copies makes the next read take them from the shop.
DELETE FROM "store_taxonomies" WHERE "kind" = 'collections' AND "store_id" IN (SELECT "id" FROM "stores" WHERE "platform" = 'tiktok-shop');
