CREATE TYPE "public"."program_application_status" AS ENUM('pending', 'accepted', 'declined', 'waitlisted');--> statement-breakpoint
CREATE TYPE "public"."program_status" AS ENUM('draft', 'open', 'running', 'finished');--> statement-breakpoint
CREATE TABLE "program_announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"applicant_id" text NOT NULL,
	"answers" jsonb NOT NULL,
	"status" "program_application_status" DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"certificate_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_applications_certificate_id_unique" UNIQUE("certificate_id"),
	CONSTRAINT "program_applications_certificate_check" CHECK (("program_applications"."certificate_id" is null) = ("program_applications"."completed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "program_mentors" (
	"program_id" uuid NOT NULL,
	"mentor_id" text NOT NULL,
	CONSTRAINT "program_mentors_program_id_mentor_id_pk" PRIMARY KEY("program_id","mentor_id")
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organiser_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"capacity" integer NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"country" text,
	"price_cents" integer,
	"currency" text,
	"status" "program_status" DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programs_dates_check" CHECK ("programs"."starts_on" <= "programs"."ends_on"),
	CONSTRAINT "programs_capacity_check" CHECK ("programs"."capacity" > 0),
	CONSTRAINT "programs_price_check" CHECK (("programs"."price_cents" is null) = ("programs"."currency" is null) and coalesce("programs"."price_cents", 1) > 0)
);
--> statement-breakpoint
-- notifications.kind: the schema now names only the types that are not social (the `else` gives those),
-- so new social types leave it alone; the column keeps its earlier, equivalent expression and its index.
ALTER TABLE "sessions" ADD COLUMN "program_id" uuid;--> statement-breakpoint
ALTER TABLE "program_announcements" ADD CONSTRAINT "program_announcements_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_announcements" ADD CONSTRAINT "program_announcements_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_applications" ADD CONSTRAINT "program_applications_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_applications" ADD CONSTRAINT "program_applications_applicant_id_profiles_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_mentors" ADD CONSTRAINT "program_mentors_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_mentors" ADD CONSTRAINT "program_mentors_mentor_id_profiles_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_organiser_id_profiles_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "program_announcements_program_created_idx" ON "program_announcements" USING btree ("program_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "program_announcements_author_idx" ON "program_announcements" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "program_applications_once_idx" ON "program_applications" USING btree ("program_id","applicant_id");--> statement-breakpoint
CREATE INDEX "program_applications_program_created_idx" ON "program_applications" USING btree ("program_id","created_at","id");--> statement-breakpoint
CREATE INDEX "program_applications_applicant_idx" ON "program_applications" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "program_mentors_mentor_idx" ON "program_mentors" USING btree ("mentor_id");--> statement-breakpoint
CREATE INDEX "programs_listed_created_idx" ON "programs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "programs"."status" in ('open', 'running');--> statement-breakpoint
CREATE INDEX "programs_organiser_created_idx" ON "programs" USING btree ("organiser_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "programs_topics_idx" ON "programs" USING gin ("topics");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_program_starts_idx" ON "sessions" USING btree ("program_id","starts_at") WHERE "sessions"."program_id" is not null;