CREATE TABLE "payout_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" text NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"country" text NOT NULL,
	"kind" text NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"recipient_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_mentor_currency" UNIQUE("mentor_id","currency"),
	CONSTRAINT "payout_accounts_kind_check" CHECK ("payout_accounts"."kind" in ('bank', 'mobile_money'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"attempt_id" uuid NOT NULL,
	"mentor_id" text,
	"provider" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"platform_fee_minor" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"reference" text NOT NULL,
	"tries" integer DEFAULT 1 NOT NULL,
	"provider_transfer_id" text,
	"failure_reason" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "payouts_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_minor" > 0),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('waiting_account', 'queued', 'sent', 'paid', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_mentor_id_profiles_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_mentor_id_profiles_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_mentor_idx" ON "payouts" USING btree ("mentor_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_transfer_idx" ON "payouts" USING btree ("provider_transfer_id");