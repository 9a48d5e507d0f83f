CREATE TYPE "public"."story_mentor_state" AS ENUM('pending', 'approved', 'declined');--> statement-breakpoint
ALTER TYPE "public"."admin_target" ADD VALUE 'story';--> statement-breakpoint
ALTER TYPE "public"."report_content_type" ADD VALUE 'story';--> statement-breakpoint
CREATE TABLE "stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"excerpt" text NOT NULL,
	"image_url" text,
	"mentor_id" text,
	"mentor_state" "story_mentor_state",
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stories_title_length" CHECK (char_length("stories"."title") between 1 and 120),
	CONSTRAINT "stories_counts_not_negative" CHECK ("stories"."likes_count" >= 0 and "stories"."comments_count" >= 0),
	CONSTRAINT "stories_mentor_named" CHECK (("stories"."mentor_id" is null) = ("stories"."mentor_state" is null))
);
--> statement-breakpoint
CREATE TABLE "story_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_likes" (
	"story_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_likes_story_id_user_id_pk" PRIMARY KEY("story_id","user_id")
);
--> statement-breakpoint
DROP INDEX "media_released_idx";--> statement-breakpoint
-- notifications.kind: the snapshot's expression now names story_mentor_named, which its `else 'social'`
-- gave already; the column is left as it is rather than dropped and made again without its index.
ALTER TABLE "media" ADD COLUMN "story_id" uuid;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_mentor_id_profiles_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_comments" ADD CONSTRAINT "story_comments_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_comments" ADD CONSTRAINT "story_comments_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_likes" ADD CONSTRAINT "story_likes_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_likes" ADD CONSTRAINT "story_likes_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stories_created_idx" ON "stories" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stories_loved_idx" ON "stories" USING btree ("likes_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stories_author_idx" ON "stories" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "stories_mentor_approved_idx" ON "stories" USING btree ("mentor_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "stories"."mentor_state" = 'approved';--> statement-breakpoint
CREATE INDEX "story_comments_story_idx" ON "story_comments" USING btree ("story_id","created_at","id");--> statement-breakpoint
CREATE INDEX "story_comments_user_idx" ON "story_comments" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "story_likes_user_idx" ON "story_likes" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_story_idx" ON "media" USING btree ("story_id") WHERE "media"."story_id" is not null;--> statement-breakpoint
CREATE INDEX "media_released_idx" ON "media" USING btree ("created_at") WHERE "media"."attached_at" is not null and "media"."message_id" is null and "media"."article_id" is null and "media"."story_id" is null;