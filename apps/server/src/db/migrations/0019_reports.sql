CREATE TYPE "public"."report_content_type" AS ENUM('article', 'comment', 'profile', 'message');--> statement-breakpoint
CREATE TYPE "public"."report_reason" AS ENUM('spam', 'harassment', 'hate', 'inappropriate', 'misinformation', 'impersonation', 'other');--> statement-breakpoint
CREATE TYPE "public"."report_resolution" AS ENUM('dismissed', 'removed', 'suspended');--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_member_id_profiles_id_fk";
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_message_id_messages_id_fk";
--> statement-breakpoint
DROP INDEX "reports_open_idx";--> statement-breakpoint
DROP INDEX "reports_reporter_idx";--> statement-breakpoint
-- notifications.kind: the snapshot's expression now names content_removed, which its `else 'social'`
-- gave already; the column is left as it is rather than dropped and made again with its index.
ALTER TABLE "reports" ADD COLUMN "content_type" "report_content_type";--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "content_id" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "author_id" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "details" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "resolved_by" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "resolution" "report_resolution";--> statement-breakpoint
-- The message reports move over (decision 034): a report named a member and perhaps one of their
-- messages; without a message (or once it was deleted) it was about the member, now their profile.
-- The reporter's words become the details, under the reason 'other'; one resolved before was dismissed.
UPDATE "reports" SET
  "content_type" = (case when "message_id" is null then 'profile' else 'message' end)::"report_content_type",
  "content_id" = coalesce("message_id"::text, "member_id"),
  "author_id" = "member_id",
  "details" = left("reason", 1000),
  "resolution" = case when "resolved_at" is not null then 'dismissed'::"report_resolution" end;--> statement-breakpoint
-- Nobody reports themselves, and one member's open reports of one thing are one report.
DELETE FROM "reports" WHERE "reporter_id" = "author_id";--> statement-breakpoint
DELETE FROM "reports" r USING "reports" o
  WHERE r."resolved_at" is null AND o."resolved_at" is null AND o."reporter_id" = r."reporter_id"
    AND o."content_type" = r."content_type" AND o."content_id" = r."content_id" AND (o."created_at", o."id") < (r."created_at", r."id");--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "content_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "content_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "author_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "reason" SET DATA TYPE "public"."report_reason" USING 'other'::"public"."report_reason";--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_profiles_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_once_idx" ON "reports" USING btree ("reporter_id","content_type","content_id") WHERE "reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "reports_open_content_idx" ON "reports" USING btree ("content_type","content_id","created_at","id") WHERE "reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "reports_author_idx" ON "reports" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("created_at","id") WHERE "reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id","created_at","id");--> statement-breakpoint
ALTER TABLE "reports" DROP COLUMN "member_id";--> statement-breakpoint
ALTER TABLE "reports" DROP COLUMN "message_id";--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_details_length" CHECK (char_length("reports"."details") <= 1000);--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_whole" CHECK (("reports"."resolved_at" is null) = ("reports"."resolution" is null));
