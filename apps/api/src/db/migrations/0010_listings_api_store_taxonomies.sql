CREATE TABLE "store_taxonomies" (
	"store_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"items" jsonb NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_taxonomies_store_id_kind_pk" PRIMARY KEY("store_id","kind")
);
--> statement-breakpoint
ALTER TABLE "store_taxonomies" ADD CONSTRAINT "store_taxonomies_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
