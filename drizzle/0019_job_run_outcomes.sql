ALTER TABLE "job_runs" ADD COLUMN "state" text DEFAULT 'claimed' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "claimed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "run_by" text;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "error" text;--> statement-breakpoint
-- Hand-written: a minute claimed before this migration was run as it was claimed, so it counts as done.
UPDATE "job_runs" SET "state" = 'done', "attempts" = 1, "claimed_at" = "slot", "finished_at" = "slot";
