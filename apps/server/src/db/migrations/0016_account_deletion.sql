ALTER TABLE "profiles" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "anonymised" boolean DEFAULT false NOT NULL;