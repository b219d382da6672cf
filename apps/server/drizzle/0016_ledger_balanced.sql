-- The ledger's one rule, kept by the database: the entries of a posting add up to zero. Checked
-- at commit (a deferred constraint trigger), so a posting may be written entry by entry inside
-- its transaction; a transaction that leaves any posting unbalanced fails as a whole.
CREATE OR REPLACE FUNCTION ledger_posting_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  SELECT coalesce(sum(amount), 0) INTO total FROM ledger_entries WHERE posting = NEW.posting;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger posting % does not add up to zero (%)', NEW.posting, total
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entries_balanced';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced
  AFTER INSERT OR UPDATE ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_posting_balanced();
--> statement-breakpoint
-- Entries are never changed or removed: a mistake is corrected by another posting.
CREATE OR REPLACE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are never changed or removed; post a correction instead'
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only
  BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
