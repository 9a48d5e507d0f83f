CREATE TYPE "public"."payment_status" AS ENUM('pending', 'paid', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."session_party" AS ENUM('mentor', 'mentee');--> statement-breakpoint
CREATE TYPE "public"."session_status" AS ENUM('requested', 'confirmed', 'declined', 'expired', 'cancelled', 'completed', 'no_show');--> statement-breakpoint
CREATE TABLE "mentor_availability" (
	"mentor_id" text PRIMARY KEY NOT NULL,
	"timezone" text NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"session_lengths" integer[] NOT NULL,
	"buffer_minutes" integer NOT NULL,
	"min_notice_minutes" integer NOT NULL,
	"horizon_days" integer NOT NULL,
	"days_off" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"payer_id" text NOT NULL,
	"payee_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"provider" text NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "session_reviews" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"mentor_id" text NOT NULL,
	"mentee_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_reviews_rating_check" CHECK ("session_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" text NOT NULL,
	"mentee_id" text NOT NULL,
	"title" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" "session_status" DEFAULT 'requested' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"price_cents" integer NOT NULL,
	"meeting_url" text,
	"cancelled_by" "session_party",
	"reason" text,
	"late_cancellation" boolean DEFAULT false NOT NULL,
	"no_show" "session_party",
	"proposed_starts_at" timestamp with time zone,
	"proposed_by" "session_party",
	"reminded_at" timestamp with time zone,
	"calendar_sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_times_check" CHECK ("sessions"."starts_at" < "sessions"."ends_at" and "sessions"."ends_at" <= "sessions"."blocked_until"),
	CONSTRAINT "sessions_price_check" CHECK ("sessions"."price_cents" >= 0),
	CONSTRAINT "sessions_two_members_check" CHECK ("sessions"."mentor_id" <> "sessions"."mentee_id")
);
--> statement-breakpoint
ALTER TABLE "mentor_availability" ADD CONSTRAINT "mentor_availability_mentor_id_profiles_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payer_id_profiles_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payee_id_profiles_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reviews" ADD CONSTRAINT "session_reviews_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reviews" ADD CONSTRAINT "session_reviews_mentor_id_profiles_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reviews" ADD CONSTRAINT "session_reviews_mentee_id_profiles_id_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_mentor_id_profiles_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_mentee_id_profiles_id_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_payee_paid_idx" ON "payments" USING btree ("payee_id","paid_at");--> statement-breakpoint
CREATE INDEX "session_reviews_mentor_created_idx" ON "session_reviews" USING btree ("mentor_id","created_at" DESC NULLS FIRST,"session_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sessions_mentor_starts_idx" ON "sessions" USING btree ("mentor_id","starts_at");--> statement-breakpoint
CREATE INDEX "sessions_mentee_starts_idx" ON "sessions" USING btree ("mentee_id","starts_at");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_mentor_no_overlap" EXCLUDE USING gist ("mentor_id" WITH =, tstzrange("starts_at", "blocked_until") WITH &&) WHERE ("status" IN ('requested', 'confirmed'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_mentee_no_overlap" EXCLUDE USING gist ("mentee_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" IN ('requested', 'confirmed'));
