DROP INDEX "questions_search_idx";--> statement-breakpoint
CREATE INDEX "questions_search_tags_idx" ON "questions" USING gin ("search","tags");