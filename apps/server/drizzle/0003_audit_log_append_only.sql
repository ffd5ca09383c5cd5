-- The audit log is append-only in the database itself (decision 016): rows cannot be
-- changed, deleted or truncated by anyone but the table's owner disabling this trigger.
-- The one change allowed is the one PostgreSQL makes when an actor's account is deleted
-- (ON DELETE SET NULL on actor_id): the entry keeps the actor's e-mail address.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.actor_id IS NULL
      AND (NEW.id, NEW.actor_email, NEW.action, NEW.target, NEW.detail, NEW.created_at)
        IS NOT DISTINCT FROM (OLD.id, OLD.actor_email, OLD.action, OLD.target, OLD.detail, OLD.created_at)
    THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_change" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
