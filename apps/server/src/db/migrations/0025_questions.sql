CREATE TYPE "public"."faq_topic" AS ENUM('accounts', 'finding-a-mentor', 'sessions-and-payments', 'privacy', 'for-mentors');--> statement-breakpoint
ALTER TYPE "public"."admin_action" ADD VALUE 'create_faq_entry';--> statement-breakpoint
ALTER TYPE "public"."admin_action" ADD VALUE 'update_faq_entry';--> statement-breakpoint
ALTER TYPE "public"."admin_action" ADD VALUE 'delete_faq_entry';--> statement-breakpoint
ALTER TYPE "public"."admin_target" ADD VALUE 'question';--> statement-breakpoint
ALTER TYPE "public"."admin_target" ADD VALUE 'answer';--> statement-breakpoint
ALTER TYPE "public"."admin_target" ADD VALUE 'faq_entry';--> statement-breakpoint
ALTER TYPE "public"."report_content_type" ADD VALUE 'question';--> statement-breakpoint
ALTER TYPE "public"."report_content_type" ADD VALUE 'answer';--> statement-breakpoint
CREATE TABLE "answer_votes" (
	"answer_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"value" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_votes_answer_id_user_id_pk" PRIMARY KEY("answer_id","user_id"),
	CONSTRAINT "answer_votes_value" CHECK ("answer_votes"."value" in (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic" "faq_topic" NOT NULL,
	"slug" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_entries_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "question_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"body" text NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"mentor_id" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"excerpt" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"answers_count" integer DEFAULT 0 NOT NULL,
	"accepted_answer_id" uuid,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', left(body, 100000)), 'B')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_title_length" CHECK (char_length("questions"."title") between 1 and 120),
	CONSTRAINT "questions_answers_not_negative" CHECK ("questions"."answers_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "answer_votes" ADD CONSTRAINT "answer_votes_answer_id_question_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."question_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_votes" ADD CONSTRAINT "answer_votes_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_mentor_id_profiles_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_accepted_answer_id_question_answers_id_fk" FOREIGN KEY ("accepted_answer_id") REFERENCES "public"."question_answers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_votes_user_idx" ON "answer_votes" USING btree ("user_id","created_at","answer_id");--> statement-breakpoint
CREATE INDEX "faq_entries_order_idx" ON "faq_entries" USING btree ("topic","position","id");--> statement-breakpoint
CREATE INDEX "question_answers_question_idx" ON "question_answers" USING btree ("question_id","created_at","id");--> statement-breakpoint
CREATE INDEX "question_answers_author_idx" ON "question_answers" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "questions_created_idx" ON "questions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "questions_unanswered_idx" ON "questions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "questions"."answers_count" = 0;--> statement-breakpoint
CREATE INDEX "questions_author_idx" ON "questions" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "questions_mentor_idx" ON "questions" USING btree ("mentor_id");--> statement-breakpoint
CREATE INDEX "questions_search_idx" ON "questions" USING gin ("search");--> statement-breakpoint
CREATE INDEX "questions_tags_idx" ON "questions" USING gin ("tags");