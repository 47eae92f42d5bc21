ALTER TABLE "product_texts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(description, '')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "product_texts_search_zh_cn_idx" ON "product_texts" USING gin ("search_vector") WHERE locale = 'zh-CN';--> statement-breakpoint
CREATE INDEX "product_texts_search_ru_idx" ON "product_texts" USING gin ("search_vector") WHERE locale = 'ru';--> statement-breakpoint
CREATE INDEX "product_texts_search_fr_idx" ON "product_texts" USING gin ("search_vector") WHERE locale = 'fr';--> statement-breakpoint
CREATE INDEX "product_texts_search_de_idx" ON "product_texts" USING gin ("search_vector") WHERE locale = 'de';--> statement-breakpoint
CREATE INDEX "product_texts_search_pt_idx" ON "product_texts" USING gin ("search_vector") WHERE locale = 'pt';--> statement-breakpoint
CREATE INDEX "product_texts_search_es_idx" ON "product_texts" USING gin ("search_vector") WHERE locale = 'es';--> statement-breakpoint
CREATE INDEX "product_texts_search_ja_idx" ON "product_texts" USING gin ("search_vector") WHERE locale = 'ja';--> statement-breakpoint
CREATE INDEX "product_texts_search_ko_idx" ON "product_texts" USING gin ("search_vector") WHERE locale = 'ko';--> statement-breakpoint
CREATE INDEX "product_texts_search_ar_idx" ON "product_texts" USING gin ("search_vector") WHERE locale = 'ar';--> statement-breakpoint
CREATE INDEX "product_texts_search_it_idx" ON "product_texts" USING gin ("search_vector") WHERE locale = 'it';--> statement-breakpoint
CREATE INDEX "product_texts_search_vi_idx" ON "product_texts" USING gin ("search_vector") WHERE locale = 'vi';--> statement-breakpoint
CREATE INDEX "product_texts_search_tr_idx" ON "product_texts" USING gin ("search_vector") WHERE locale = 'tr';--> statement-breakpoint
CREATE INDEX "product_texts_search_th_idx" ON "product_texts" USING gin ("search_vector") WHERE locale = 'th';--> statement-breakpoint
CREATE INDEX "product_texts_search_nl_idx" ON "product_texts" USING gin ("search_vector") WHERE locale = 'nl';--> statement-breakpoint
CREATE INDEX "product_texts_search_he_idx" ON "product_texts" USING gin ("search_vector") WHERE locale = 'he';--> statement-breakpoint
CREATE INDEX "product_texts_search_id_idx" ON "product_texts" USING gin ("search_vector") WHERE locale = 'id';--> statement-breakpoint
-- Statistics for the new column, so the planner sizes the per-locale lookups from the first search (as 0006).
ANALYZE "product_texts";