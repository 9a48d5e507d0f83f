CREATE TYPE "public"."connection_request_status" AS ENUM('pending', 'declined');--> statement-breakpoint
ALTER TYPE "public"."admin_action" ADD VALUE 'create_community';--> statement-breakpoint
ALTER TYPE "public"."admin_action" ADD VALUE 'edit_community';--> statement-breakpoint
ALTER TYPE "public"."admin_action" ADD VALUE 'archive_community';--> statement-breakpoint
ALTER TYPE "public"."admin_target" ADD VALUE 'community';--> statement-breakpoint
CREATE TABLE "communities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "communities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "community_articles" (
	"article_id" uuid PRIMARY KEY NOT NULL,
	"community_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_members" (
	"community_id" uuid NOT NULL,
	"member_id" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_members_community_id_member_id_pk" PRIMARY KEY("community_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "connection_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_id" text NOT NULL,
	"recipient_id" text NOT NULL,
	"note" text,
	"status" "connection_request_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "connection_requests_not_self" CHECK ("connection_requests"."requester_id" <> "connection_requests"."recipient_id")
);
--> statement-breakpoint
CREATE TABLE "connections" (
	"member_id" text NOT NULL,
	"other_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connections_member_id_other_id_pk" PRIMARY KEY("member_id","other_id"),
	CONSTRAINT "connections_not_self" CHECK ("connections"."member_id" <> "connections"."other_id")
);
--> statement-breakpoint
ALTER TABLE "community_articles" ADD CONSTRAINT "community_articles_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_articles" ADD CONSTRAINT "community_articles_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_requests" ADD CONSTRAINT "connection_requests_requester_id_profiles_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_requests" ADD CONSTRAINT "connection_requests_recipient_id_profiles_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_other_id_profiles_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "communities_created_idx" ON "communities" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "community_articles_feed_idx" ON "community_articles" USING btree ("community_id","created_at" DESC NULLS FIRST,"article_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "community_members_joined_idx" ON "community_members" USING btree ("community_id","joined_at" DESC NULLS FIRST,"member_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "community_members_member_idx" ON "community_members" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "connection_requests_pending_pair_idx" ON "connection_requests" USING btree (least("requester_id", "recipient_id"),greatest("requester_id", "recipient_id")) WHERE "connection_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "connection_requests_received_idx" ON "connection_requests" USING btree ("recipient_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "connection_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "connection_requests_sent_idx" ON "connection_requests" USING btree ("requester_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "connection_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "connection_requests_declined_idx" ON "connection_requests" USING btree ("requester_id","recipient_id") WHERE "connection_requests"."status" = 'declined';--> statement-breakpoint
CREATE INDEX "connections_member_created_idx" ON "connections" USING btree ("member_id","created_at" DESC NULLS FIRST,"other_id" DESC NULLS FIRST);