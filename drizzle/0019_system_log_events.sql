ALTER TABLE "system_logs" ADD COLUMN "event" text;--> statement-breakpoint
ALTER TABLE "system_logs" ADD COLUMN "params" jsonb;