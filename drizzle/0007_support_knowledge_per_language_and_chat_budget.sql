CREATE TABLE "support_chat_budget" (
	"minute" timestamp with time zone PRIMARY KEY NOT NULL,
	"questions" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_knowledge" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "support_knowledge" ADD COLUMN "installed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- hand-written below
-- The single text the table held until now was written in Italian: it becomes the Italian text. The generated
-- "ADD COLUMN language PRIMARY KEY" would fail on that row, so the key is added once the row has its language.
DELETE FROM "support_knowledge" WHERE "id" <> 1;--> statement-breakpoint
UPDATE "support_knowledge" SET "language" = 'it';--> statement-breakpoint
ALTER TABLE "support_knowledge" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "support_knowledge" ALTER COLUMN "language" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "support_knowledge" ADD PRIMARY KEY ("language");
