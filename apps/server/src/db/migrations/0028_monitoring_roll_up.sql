CREATE TABLE "client_error_days" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_error_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"filename" text NOT NULL,
	"lineno" integer NOT NULL,
	"colno" integer NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_vital_days" (
	"day" date NOT NULL,
	"page" text NOT NULL,
	"name" text NOT NULL,
	"count" integer NOT NULL,
	"p75" double precision NOT NULL,
	"good" integer NOT NULL,
	"needs_improvement" integer NOT NULL,
	"poor" integer NOT NULL,
	CONSTRAINT "web_vital_days_day_page_name_pk" PRIMARY KEY("day","page","name")
);
--> statement-breakpoint
CREATE INDEX "client_error_days_day_idx" ON "client_error_days" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "web_vital_reports_session_metric_idx" ON "web_vital_reports" USING btree ("session_id","metric_id");