CREATE TABLE "member_phones" (
	"user_id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"tries_left" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_countries" (
	"calling_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"phone" text NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"provider_message_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_phones" ADD CONSTRAINT "member_phones_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_sends" ADD CONSTRAINT "sms_sends_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_sends_created_idx" ON "sms_sends" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sms_sends_user_idx" ON "sms_sends" USING btree ("user_id","created_at");