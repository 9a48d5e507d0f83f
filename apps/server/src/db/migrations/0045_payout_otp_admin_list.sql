ALTER TYPE "public"."admin_action" ADD VALUE 'finalize_payout_otp' BEFORE 'set_payment_country';--> statement-breakpoint
ALTER TYPE "public"."admin_action" ADD VALUE 'resend_payout_otp' BEFORE 'set_payment_country';--> statement-breakpoint
ALTER TYPE "public"."admin_target" ADD VALUE 'payout' BEFORE 'payment_country';--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_status_check";--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payouts_created_idx" ON "payouts" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('waiting_account', 'queued', 'awaiting_otp', 'sent', 'paid', 'failed'));