CREATE TABLE "import_boxes" (
	"import_id" uuid NOT NULL,
	"box_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "import_boxes_import_id_box_id_pk" PRIMARY KEY("import_id","box_id")
);
--> statement-breakpoint
CREATE TABLE "import_events" (
	"import_id" uuid NOT NULL,
	"event_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "import_events_import_id_event_id_pk" PRIMARY KEY("import_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"state" text DEFAULT 'previewed' NOT NULL,
	"content" jsonb,
	"boxes_created" integer DEFAULT 0 NOT NULL,
	"events_created" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_boxes" ADD CONSTRAINT "import_boxes_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_boxes" ADD CONSTRAINT "import_boxes_box_id_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."boxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_boxes" ADD CONSTRAINT "import_boxes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_events" ADD CONSTRAINT "import_events_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_events" ADD CONSTRAINT "import_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_events" ADD CONSTRAINT "import_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_boxes_box_idx" ON "import_boxes" USING btree ("box_id");--> statement-breakpoint
CREATE INDEX "import_events_event_idx" ON "import_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "imports_user_idx" ON "imports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "imports_previewed_expiry_idx" ON "imports" USING btree ("expires_at") WHERE "imports"."state" = 'previewed';