CREATE INDEX "ai_messages_user_idx" ON "ai_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ai_usage_conversation_idx" ON "ai_usage" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "contact_messages_user_idx" ON "contact_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "import_boxes_user_idx" ON "import_boxes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "import_events_user_idx" ON "import_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notification_settings_box_idx" ON "notification_settings" USING btree ("box_id");--> statement-breakpoint
CREATE INDEX "system_logs_user_idx" ON "system_logs" USING btree ("user_id");