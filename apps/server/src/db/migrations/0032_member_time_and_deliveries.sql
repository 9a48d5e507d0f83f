CREATE TABLE "notification_deliveries" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"event_key" text NOT NULL,
	"user_id" text NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_deliveries_attempts_check" CHECK ("notification_deliveries"."attempts" >= 1)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "timezone" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "reminded_day_before_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_deliveries_event_user_channel_key" ON "notification_deliveries" USING btree ("event_key","user_id","channel");--> statement-breakpoint
CREATE INDEX "notification_deliveries_channel_created_idx" ON "notification_deliveries" USING btree ("channel","created_at");--> statement-breakpoint
-- A mentor's zone was already known from onboarding: it becomes their member's zone (decision 048).
UPDATE "profiles" p SET "timezone" = m."timezone" FROM "mentor_profiles" m WHERE m."id" = p."id" AND m."timezone" IS NOT NULL;
