CREATE TABLE "platform_active_ranges" (
	"start_day" date NOT NULL,
	"end_day" date NOT NULL,
	"active_users" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "platform_active_ranges_start_day_end_day_pk" PRIMARY KEY("start_day","end_day")
);
--> statement-breakpoint
CREATE TABLE "platform_days" (
	"day" date PRIMARY KEY NOT NULL,
	"signups" integer NOT NULL,
	"events" bigint NOT NULL,
	"active_users" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);

--> statement-breakpoint
-- hand-written below
-- A write that changes a covered day's figures deletes that day's row (an activity row also the active-user ranges
-- holding its day), so the dashboard reads it live until the platform-days job recomputes it. Only days before
-- yesterday (UTC) are ever covered; the WHEN clauses keep every write to a recent day (a tap, a sign-up, today's
-- activity) free of any work here.
CREATE FUNCTION platform_days_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    IF TG_OP <> 'INSERT' THEN
      DELETE FROM platform_days WHERE day = (OLD.created_at AT TIME ZONE 'UTC')::date;
    END IF;
    IF TG_OP <> 'DELETE' THEN
      DELETE FROM platform_days WHERE day = (NEW.created_at AT TIME ZONE 'UTC')::date;
    END IF;
  ELSIF TG_TABLE_NAME = 'boxes' THEN
    DELETE FROM platform_days WHERE day IN (
      SELECT day FROM event_day_counts WHERE user_id = NEW.user_id AND box_id = NEW.id);
  ELSE
    IF TG_OP <> 'INSERT' THEN
      DELETE FROM platform_days WHERE day = OLD.day;
      IF TG_TABLE_NAME = 'user_activity_days' THEN
        DELETE FROM platform_active_ranges WHERE OLD.day BETWEEN start_day AND end_day;
      END IF;
    END IF;
    IF TG_OP <> 'DELETE' THEN
      DELETE FROM platform_days WHERE day = NEW.day;
      IF TG_TABLE_NAME = 'user_activity_days' THEN
        DELETE FROM platform_active_ranges WHERE NEW.day BETWEEN start_day AND end_day;
      END IF;
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER platform_days_event_insert AFTER INSERT ON event_day_counts FOR EACH ROW
  WHEN (NEW.day < (now() AT TIME ZONE 'UTC')::date - 1) EXECUTE FUNCTION platform_days_forget();
--> statement-breakpoint
CREATE TRIGGER platform_days_event_update AFTER UPDATE ON event_day_counts FOR EACH ROW
  WHEN (OLD.day < (now() AT TIME ZONE 'UTC')::date - 1 OR NEW.day < (now() AT TIME ZONE 'UTC')::date - 1)
  EXECUTE FUNCTION platform_days_forget();
--> statement-breakpoint
CREATE TRIGGER platform_days_event_delete AFTER DELETE ON event_day_counts FOR EACH ROW
  WHEN (OLD.day < (now() AT TIME ZONE 'UTC')::date - 1) EXECUTE FUNCTION platform_days_forget();
--> statement-breakpoint
CREATE TRIGGER platform_days_activity_insert AFTER INSERT ON user_activity_days FOR EACH ROW
  WHEN (NEW.day < (now() AT TIME ZONE 'UTC')::date - 1) EXECUTE FUNCTION platform_days_forget();
--> statement-breakpoint
CREATE TRIGGER platform_days_activity_delete AFTER DELETE ON user_activity_days FOR EACH ROW
  WHEN (OLD.day < (now() AT TIME ZONE 'UTC')::date - 1) EXECUTE FUNCTION platform_days_forget();
--> statement-breakpoint
CREATE TRIGGER platform_days_user_insert AFTER INSERT ON users FOR EACH ROW
  WHEN ((NEW.created_at AT TIME ZONE 'UTC')::date < (now() AT TIME ZONE 'UTC')::date - 1)
  EXECUTE FUNCTION platform_days_forget();
--> statement-breakpoint
CREATE TRIGGER platform_days_user_change AFTER UPDATE OF created_at ON users FOR EACH ROW
  WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at) EXECUTE FUNCTION platform_days_forget();
--> statement-breakpoint
CREATE TRIGGER platform_days_user_delete AFTER DELETE ON users FOR EACH ROW
  WHEN ((OLD.created_at AT TIME ZONE 'UTC')::date < (now() AT TIME ZONE 'UTC')::date - 1)
  EXECUTE FUNCTION platform_days_forget();
--> statement-breakpoint
CREATE TRIGGER platform_days_box_trash AFTER UPDATE OF deleted_at ON boxes FOR EACH ROW
  WHEN (OLD.deleted_at IS DISTINCT FROM NEW.deleted_at) EXECUTE FUNCTION platform_days_forget();
