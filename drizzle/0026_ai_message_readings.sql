ALTER TABLE "ai_messages" ADD COLUMN "readings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_messages" ADD COLUMN "reading" text;