CREATE TABLE "goal_pauses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"goal_id" integer,
	"start_day" date NOT NULL,
	"end_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goal_pauses" ADD CONSTRAINT "goal_pauses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_pauses" ADD CONSTRAINT "goal_pauses_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goal_pauses_user_idx" ON "goal_pauses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "goal_pauses_goal_idx" ON "goal_pauses" USING btree ("goal_id");