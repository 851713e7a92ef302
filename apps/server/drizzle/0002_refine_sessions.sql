CREATE TABLE "refine_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"target_industry" text NOT NULL,
	"job_title" text NOT NULL,
	"resume_text" text NOT NULL,
	"job_description" text NOT NULL,
	"questions" jsonb NOT NULL,
	"question_details" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"initial_score" jsonb NOT NULL,
	"final_scores" jsonb,
	"initial_overall_score" double precision NOT NULL,
	"final_overall_score" double precision,
	"final_text" text NOT NULL,
	"structured_resume" jsonb NOT NULL,
	"history" jsonb NOT NULL,
	"notices" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refine_sessions" ADD CONSTRAINT "refine_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refine_sessions_user_created_idx" ON "refine_sessions" USING btree ("user_id","created_at" DESC NULLS LAST);