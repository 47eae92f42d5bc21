ALTER TABLE "search_history" RENAME COLUMN "last_searched_at" TO "searched_at";--> statement-breakpoint
DROP INDEX "search_history_recent_idx";--> statement-breakpoint
ALTER TABLE "search_history" DROP CONSTRAINT "search_history_user_id_term_pk";--> statement-breakpoint
CREATE INDEX "search_history_user_idx" ON "search_history" USING btree ("user_id","searched_at");--> statement-breakpoint
CREATE INDEX "search_history_searched_at_idx" ON "search_history" USING btree ("searched_at");--> statement-breakpoint
ALTER TABLE "search_history" DROP COLUMN "times";