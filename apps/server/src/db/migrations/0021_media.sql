CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'processing' NOT NULL,
	"private" boolean NOT NULL,
	"original_bytes" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"duration_ms" integer,
	"bytes" integer,
	"small_bytes" integer,
	"message_id" uuid,
	"article_id" uuid,
	"attached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_kind" CHECK ("media"."kind" in ('image', 'video')),
	CONSTRAINT "media_state" CHECK ("media"."state" in ('processing', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_owner_idx" ON "media" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "media_message_idx" ON "media" USING btree ("message_id") WHERE "media"."message_id" is not null;--> statement-breakpoint
CREATE INDEX "media_article_idx" ON "media" USING btree ("article_id") WHERE "media"."article_id" is not null;--> statement-breakpoint
CREATE INDEX "media_unattached_idx" ON "media" USING btree ("created_at") WHERE "media"."attached_at" is null;--> statement-breakpoint
CREATE INDEX "media_released_idx" ON "media" USING btree ("created_at") WHERE "media"."attached_at" is not null and "media"."message_id" is null and "media"."article_id" is null;