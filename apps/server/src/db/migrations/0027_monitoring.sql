CREATE TABLE "client_errors" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_errors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"filename" text DEFAULT '' NOT NULL,
	"lineno" integer DEFAULT 0 NOT NULL,
	"colno" integer DEFAULT 0 NOT NULL,
	"stack" text,
	"url" text NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performance_alerts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "performance_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"alert" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"url" text NOT NULL,
	"session_id" uuid NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_vital_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "web_vital_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	"delta" double precision NOT NULL,
	"rating" text NOT NULL,
	"metric_id" text NOT NULL,
	"navigation_type" text NOT NULL,
	"page" text NOT NULL,
	"url" text NOT NULL,
	"referrer" text NOT NULL,
	"user_agent" text NOT NULL,
	"session_id" uuid NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "client_errors_group_idx" ON "client_errors" USING btree ("message","filename","lineno","colno","created_at");--> statement-breakpoint
CREATE INDEX "client_errors_created_idx" ON "client_errors" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "performance_alerts_alert_metric_created_idx" ON "performance_alerts" USING btree ("alert","metric","created_at");--> statement-breakpoint
CREATE INDEX "web_vital_reports_page_name_created_idx" ON "web_vital_reports" USING btree ("page","name","created_at");--> statement-breakpoint
CREATE INDEX "web_vital_reports_name_created_idx" ON "web_vital_reports" USING btree ("name","created_at");