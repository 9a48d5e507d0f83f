ALTER TYPE "public"."payment_status" ADD VALUE 'sent' BEFORE 'paid';--> statement-breakpoint
CREATE TABLE "mentor_payment_methods" (
	"mentor_id" text PRIMARY KEY NOT NULL,
	"methods" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentor_payment_methods" ADD CONSTRAINT "mentor_payment_methods_mentor_id_profiles_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;