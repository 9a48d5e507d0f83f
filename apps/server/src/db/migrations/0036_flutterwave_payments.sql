-- Uganda and Tanzania pay through Flutterwave (decision 050), unless an admin has already given them a provider.
-- Their charge rates (UGX 3,700, TZS 2,600) were seeded with Paystack's (0031). 290 basis points: a fee estimate.
UPDATE "payment_countries" SET "provider" = 'flutterwave', "fee_basis_points" = 290, "updated_at" = now()
WHERE "code" IN ('UG', 'TZ') AND "provider" IS NULL;--> statement-breakpoint
INSERT INTO "payment_countries" ("code", "name", "provider", "currency", "fee_basis_points") VALUES
	('UG', 'Uganda', 'flutterwave', 'UGX', 290),
	('TZ', 'Tanzania', 'flutterwave', 'TZS', 290)
ON CONFLICT DO NOTHING;
