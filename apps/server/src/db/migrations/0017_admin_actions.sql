CREATE TYPE "public"."admin_action" AS ENUM('make_admin', 'remove_admin', 'suspend', 'lift_suspension', 'dismiss_report', 'remove_content', 'send_newsletter');--> statement-breakpoint
CREATE TYPE "public"."admin_target" AS ENUM('member', 'article', 'comment', 'message', 'report', 'newsletter');--> statement-breakpoint
CREATE TABLE "admin_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" text NOT NULL,
	"action" "admin_action" NOT NULL,
	"target_type" "admin_target" NOT NULL,
	"target_id" text NOT NULL,
	"member_id" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_actions" ADD CONSTRAINT "admin_actions_admin_id_profiles_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_actions" ADD CONSTRAINT "admin_actions_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_actions_created_idx" ON "admin_actions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "admin_actions_member_idx" ON "admin_actions" USING btree ("member_id","created_at" DESC NULLS FIRST);