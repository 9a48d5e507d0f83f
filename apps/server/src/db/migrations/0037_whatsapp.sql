CREATE TABLE "whatsapp_opt_ins" (
	"user_id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"source" text NOT NULL,
	"opted_in_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "whatsapp_opt_ins_source_check" CHECK ("whatsapp_opt_ins"."source" in ('settings'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_statuses" (
	"send_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "whatsapp_statuses_status_check" CHECK ("whatsapp_statuses"."status" in ('sent', 'delivered', 'read', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "whatsapp_opt_ins" ADD CONSTRAINT "whatsapp_opt_ins_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_statuses" ADD CONSTRAINT "whatsapp_statuses_send_id_sms_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."sms_sends"("id") ON DELETE cascade ON UPDATE no action;