CREATE TABLE "user_account_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"time_format" text DEFAULT '12' NOT NULL,
	"date_format" text DEFAULT 'MM/DD/YYYY' NOT NULL,
	"theme" text DEFAULT 'light' NOT NULL,
	"auto_backup_enabled" boolean DEFAULT true NOT NULL,
	"cache_auto_clear_enabled" boolean DEFAULT true NOT NULL,
	"linkedin_connected" boolean DEFAULT false NOT NULL,
	"google_calendar_connected" boolean DEFAULT false NOT NULL,
	"outlook_connected" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_id" text NOT NULL,
	"following_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_id_following_id_pk" PRIMARY KEY("follower_id","following_id"),
	CONSTRAINT "follows_not_self" CHECK ("follows"."follower_id" <> "follows"."following_id")
);
--> statement-breakpoint
CREATE TABLE "user_privacy_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"profile_view_tracking_enabled" boolean DEFAULT true NOT NULL,
	"show_contact_info" boolean DEFAULT true NOT NULL,
	"show_session_history" boolean DEFAULT true NOT NULL,
	"show_reviews" boolean DEFAULT true NOT NULL,
	"allow_search_engine_indexing" boolean DEFAULT true NOT NULL,
	"data_export_enabled" boolean DEFAULT true NOT NULL,
	"third_party_sharing_enabled" boolean DEFAULT false NOT NULL,
	"analytics_opt_out" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_views" (
	"mentor_id" text NOT NULL,
	"viewer_id" text NOT NULL,
	"viewed_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_views_mentor_id_viewed_on_viewer_id_pk" PRIMARY KEY("mentor_id","viewed_on","viewer_id")
);
--> statement-breakpoint
CREATE TABLE "mentor_skills" (
	"mentor_id" text NOT NULL,
	"skill_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mentor_skills_mentor_id_skill_id_pk" PRIMARY KEY("mentor_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "skills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "skills_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "onboarding_step" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "onboarding_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD COLUMN "search_document" "tsvector";--> statement-breakpoint
ALTER TABLE "user_account_settings" ADD CONSTRAINT "user_account_settings_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_profiles_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_following_id_profiles_id_fk" FOREIGN KEY ("following_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_privacy_settings" ADD CONSTRAINT "user_privacy_settings_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_mentor_id_profiles_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_viewer_id_profiles_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_skills" ADD CONSTRAINT "mentor_skills_mentor_id_mentor_profiles_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentor_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_skills" ADD CONSTRAINT "mentor_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follows_following_created_idx" ON "follows" USING btree ("following_id","created_at" DESC NULLS LAST,"follower_id");--> statement-breakpoint
CREATE INDEX "follows_follower_created_idx" ON "follows" USING btree ("follower_id","created_at" DESC NULLS LAST,"following_id");--> statement-breakpoint
CREATE INDEX "profile_views_mentor_created_idx" ON "profile_views" USING btree ("mentor_id","created_at");--> statement-breakpoint
CREATE INDEX "mentor_skills_skill_idx" ON "mentor_skills" USING btree ("skill_id","mentor_id");--> statement-breakpoint
CREATE INDEX "mentor_profiles_search_idx" ON "mentor_profiles" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "mentor_profiles_languages_idx" ON "mentor_profiles" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "mentor_profiles_specializations_idx" ON "mentor_profiles" USING gin ("specializations");--> statement-breakpoint
CREATE INDEX "mentor_profiles_listed_rate_idx" ON "mentor_profiles" USING btree ("hourly_rate_cents") WHERE "mentor_profiles"."onboarding_completed_at" is not null;--> statement-breakpoint
CREATE INDEX "mentor_profiles_listed_idx" ON "mentor_profiles" USING btree ("onboarding_completed_at" DESC NULLS LAST,"id") WHERE "mentor_profiles"."onboarding_completed_at" is not null;--> statement-breakpoint
CREATE INDEX "profiles_country_idx" ON "profiles" USING btree ("country");