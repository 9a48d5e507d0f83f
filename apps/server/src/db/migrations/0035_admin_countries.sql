ALTER TYPE "public"."admin_action" ADD VALUE 'set_payment_country';--> statement-breakpoint
ALTER TYPE "public"."admin_action" ADD VALUE 'remove_payment_country';--> statement-breakpoint
ALTER TYPE "public"."admin_action" ADD VALUE 'set_charge_rate';--> statement-breakpoint
ALTER TYPE "public"."admin_action" ADD VALUE 'allow_sms_country';--> statement-breakpoint
ALTER TYPE "public"."admin_action" ADD VALUE 'disallow_sms_country';--> statement-breakpoint
ALTER TYPE "public"."admin_target" ADD VALUE 'payment_country';--> statement-breakpoint
ALTER TYPE "public"."admin_target" ADD VALUE 'charge_rate';--> statement-breakpoint
ALTER TYPE "public"."admin_target" ADD VALUE 'sms_country';