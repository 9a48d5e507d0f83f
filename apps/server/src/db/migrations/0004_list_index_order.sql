DROP INDEX "articles_created_idx";--> statement-breakpoint
DROP INDEX "articles_author_created_idx";--> statement-breakpoint
DROP INDEX "saved_articles_user_created_idx";--> statement-breakpoint
DROP INDEX "follows_following_created_idx";--> statement-breakpoint
DROP INDEX "follows_follower_created_idx";--> statement-breakpoint
DROP INDEX "mentor_notifications_mentor_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
CREATE INDEX "articles_created_idx" ON "articles" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_author_created_idx" ON "articles" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saved_articles_user_created_idx" ON "saved_articles" USING btree ("user_id","created_at" DESC NULLS FIRST,"article_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "follows_following_created_idx" ON "follows" USING btree ("following_id","created_at" DESC NULLS FIRST,"follower_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "follows_follower_created_idx" ON "follows" USING btree ("follower_id","created_at" DESC NULLS FIRST,"following_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mentor_notifications_mentor_created_idx" ON "mentor_notifications" USING btree ("mentor_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);