CREATE TABLE "charge_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"effective_from" timestamp with time zone DEFAULT now() NOT NULL,
	"set_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charge_rates_rate_check" CHECK ("charge_rates"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" uuid,
	"attempt_id" uuid,
	"kind" text NOT NULL,
	"account" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"provider_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"country" text NOT NULL,
	"reference" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"authorization_url" text,
	"provider_transaction_id" text,
	"provider_fee_minor" integer,
	"paid_at" timestamp with time zone,
	"refund_status" text,
	"refund_minor" integer,
	"refund_reason" text,
	"refund_provider_id" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payment_attempts_amount_check" CHECK ("payment_attempts"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"provider" text,
	"currency" text NOT NULL,
	"fee_basis_points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_countries_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_key" text NOT NULL,
	"reference" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_key" UNIQUE("provider","event_key")
);
--> statement-breakpoint
CREATE TABLE "payment_mismatches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mentor_payment_methods" ADD COLUMN "late_cancel_refund" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charge_country" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charge_currency" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charge_minor" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charge_rate" numeric(18, 6);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fee_bearer" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "late_cancel_refund" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charge_rates_currency_idx" ON "charge_rates" USING btree ("currency","effective_from");--> statement-breakpoint
CREATE INDEX "ledger_entries_payment_idx" ON "ledger_entries" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_payment_idx" ON "payment_attempts" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_open_idx" ON "payment_attempts" USING btree ("created_at") WHERE "payment_attempts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "payment_mismatches_created_idx" ON "payment_mismatches" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_mismatches_reference_idx" ON "payment_mismatches" USING btree ("reference");--> statement-breakpoint
INSERT INTO "payment_countries" ("code", "name", "provider", "currency", "fee_basis_points") VALUES
	('NG', 'Nigeria', 'paystack', 'NGN', 150),
	('GH', 'Ghana', 'paystack', 'GHS', 195),
	('KE', 'Kenya', 'paystack', 'KES', 290),
	('ZA', 'South Africa', 'paystack', 'ZAR', 290),
	('CI', 'Côte d’Ivoire', 'paystack', 'XOF', 320),
	('UG', 'Uganda', NULL, 'UGX', 0),
	('TZ', 'Tanzania', NULL, 'TZS', 0)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "charge_rates" ("currency", "rate", "effective_from", "set_by") VALUES
	('NGN', 1550, '2026-01-01T00:00:00Z', NULL),
	('GHS', 15.5, '2026-01-01T00:00:00Z', NULL),
	('KES', 129, '2026-01-01T00:00:00Z', NULL),
	('ZAR', 18.2, '2026-01-01T00:00:00Z', NULL),
	('XOF', 605, '2026-01-01T00:00:00Z', NULL),
	('UGX', 3700, '2026-01-01T00:00:00Z', NULL),
	('TZS', 2600, '2026-01-01T00:00:00Z', NULL);
