ALTER INDEX "events_search_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "events_tags_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('events_search_trgm_idx');--> statement-breakpoint
SELECT gin_clean_pending_list('events_tags_idx');
