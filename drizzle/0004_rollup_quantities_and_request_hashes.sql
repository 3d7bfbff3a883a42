ALTER TABLE "event_day_counts" ADD COLUMN "quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "request_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The quantities of the events already counted, day by day.
UPDATE "event_day_counts" d SET "quantity" = s.quantity
FROM (
  SELECT e.user_id, e.box_id, (e.event_date AT TIME ZONE u.time_zone)::date AS day, sum(e.quantity)::int AS quantity
  FROM events e JOIN users u ON u.id = e.user_id
  WHERE e.deleted_at IS NULL
  GROUP BY 1, 2, 3
) s
WHERE d.user_id = s.user_id AND d.box_id = s.box_id AND d.day = s.day;
