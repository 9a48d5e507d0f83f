ALTER TYPE "public"."admin_action" ADD VALUE 'decide_payment_dispute' BEFORE 'set_payment_country';--> statement-breakpoint
ALTER TYPE "public"."admin_target" ADD VALUE 'payment_dispute' BEFORE 'payment_country';--> statement-breakpoint
CREATE TABLE "payment_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"attempt_id" uuid NOT NULL,
	"reported_by" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_by" text,
	"decision_reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_disputes_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "payment_disputes_status_check" CHECK ("payment_disputes"."status" in ('open', 'refunded', 'paid_mentor')),
	CONSTRAINT "payment_disputes_reported_by_check" CHECK ("payment_disputes"."reported_by" in ('mentor', 'mentee'))
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_disputes_created_idx" ON "payment_disputes" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_disputes_attempt_idx" ON "payment_disputes" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_created_idx" ON "payment_attempts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_attempts_refund_idx" ON "payment_attempts" USING btree ("refund_requested_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "payment_attempts"."refund_requested_at" is not null;--> statement-breakpoint
CREATE INDEX "payment_attempts_provider_tx_idx" ON "payment_attempts" USING btree ("provider_transaction_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_refund_provider_idx" ON "payment_attempts" USING btree ("refund_provider_id");--> statement-breakpoint
-- Refunds asked before this column existed are listed by when their attempt started.
UPDATE "payment_attempts" SET "refund_requested_at" = "created_at" WHERE "refund_status" IS NOT NULL AND "refund_requested_at" IS NULL;