DROP INDEX "message_threads_user1_recent_idx";--> statement-breakpoint
DROP INDEX "message_threads_user2_recent_idx";--> statement-breakpoint
ALTER TABLE "message_threads" ALTER COLUMN "last_message_at" SET DEFAULT now();--> statement-breakpoint
UPDATE "message_threads" SET "last_message_at" = "created_at" WHERE "last_message_at" IS NULL;--> statement-breakpoint
ALTER TABLE "message_threads" ALTER COLUMN "last_message_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "message_threads_user1_recent_idx" ON "message_threads" USING btree ("user1_id","last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "message_threads_user2_recent_idx" ON "message_threads" USING btree ("user2_id","last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);