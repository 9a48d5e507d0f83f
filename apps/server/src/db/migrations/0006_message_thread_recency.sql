DROP INDEX "message_threads_user2_idx";--> statement-breakpoint
CREATE INDEX "message_threads_user1_recent_idx" ON "message_threads" USING btree ("user1_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "message_threads_user2_recent_idx" ON "message_threads" USING btree ("user2_id","last_message_at" DESC NULLS LAST);