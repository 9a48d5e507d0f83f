CREATE TABLE "goal_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"goal_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goal_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"goal_id" uuid NOT NULL,
	"title" text NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"why" text DEFAULT '' NOT NULL,
	"target_date" date,
	"mentor_id" text,
	"archived_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goals_title_length" CHECK (char_length("goals"."title") between 1 and 120)
);
--> statement-breakpoint
-- drizzle-kit would drop and re-add notifications.kind (losing its index) because its generated expression now names
-- goal_shared and goal_comment; both are of the 'social' kind its `else` already gives, so the column stays (as in 0019).
ALTER TABLE "profiles" ADD COLUMN "welcome_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "welcome_outcome" text;--> statement-breakpoint
ALTER TABLE "goal_comments" ADD CONSTRAINT "goal_comments_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_comments" ADD CONSTRAINT "goal_comments_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_milestones" ADD CONSTRAINT "goal_milestones_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_mentor_id_profiles_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goal_comments_goal_created_idx" ON "goal_comments" USING btree ("goal_id","created_at","id");--> statement-breakpoint
CREATE INDEX "goal_comments_user_idx" ON "goal_comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "goal_milestones_goal_idx" ON "goal_milestones" USING btree ("goal_id","position");--> statement-breakpoint
CREATE INDEX "goals_owner_state_created_idx" ON "goals" USING btree ("user_id",("archived_at" is not null),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "goals_mentor_created_idx" ON "goals" USING btree ("mentor_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "goals"."mentor_id" is not null;