CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"target_industry" text DEFAULT '' NOT NULL,
	"has_fabricated_content" boolean DEFAULT false NOT NULL,
	"fabricated_details" text DEFAULT '' NOT NULL,
	"has_dropped_content" boolean DEFAULT false NOT NULL,
	"dropped_content_details" text DEFAULT '' NOT NULL,
	"has_inappropriate_language" boolean DEFAULT false NOT NULL,
	"inappropriate_language_examples" text DEFAULT '' NOT NULL,
	"factual_accuracy_rating" integer,
	"formatting_rating" integer,
	"technical_errors" text DEFAULT '' NOT NULL,
	"export_worked_smoothly" boolean DEFAULT true NOT NULL,
	"export_issues" text DEFAULT '' NOT NULL,
	"overall_improvement_rating" integer,
	"would_use_refined_resume" boolean,
	"would_use_reason" text DEFAULT '' NOT NULL,
	"most_helpful_change" text DEFAULT '' NOT NULL,
	"least_helpful_change" text DEFAULT '' NOT NULL,
	"usage_frequency" text,
	"target_role" text DEFAULT '' NOT NULL,
	"experience_years" text,
	"store_resume_texts" boolean DEFAULT false NOT NULL,
	"resume_text" text,
	"refined_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refine_sessions" ADD COLUMN "template" text DEFAULT 'classic' NOT NULL;--> statement-breakpoint
ALTER TABLE "refine_sessions" ADD COLUMN "page_size" text DEFAULT 'letter' NOT NULL;--> statement-breakpoint
ALTER TABLE "refine_sessions" ADD COLUMN "edits" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "refine_sessions" ADD COLUMN "unused_answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_session_id_refine_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "refine_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_user_session_idx" ON "feedback" USING btree ("user_id","session_id");--> statement-breakpoint
CREATE INDEX "feedback_session_idx" ON "feedback" USING btree ("session_id");