ALTER TABLE "subscriptions" ADD COLUMN "renewal_reminded_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "renewal_reminders" boolean DEFAULT true NOT NULL;