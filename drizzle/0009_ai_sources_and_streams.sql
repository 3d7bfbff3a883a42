CREATE TABLE "ai_streams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_messages" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_streams" ADD CONSTRAINT "ai_streams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_streams_user_idx" ON "ai_streams" USING btree ("user_id");--> statement-breakpoint
-- hand-written below
-- K-ORAI's rating questions (average, best, a named one) read only rated live events: a covering partial index
-- lets them skip the table (drizzle-kit cannot declare INCLUDE).
CREATE INDEX IF NOT EXISTS "events_user_rated_idx" ON "events" USING btree ("user_id", "box_id", "event_date") INCLUDE ("rating") WHERE "rating" IS NOT NULL AND "deleted_at" IS NULL;
