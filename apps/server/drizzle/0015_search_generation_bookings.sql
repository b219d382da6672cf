-- Search's date filter counts an item's active bookings that day (modules/search), so a booking
-- made, moved or released changes what search shows: it moves the generation on like an item
-- change does (0008), and the cached counts of a date are dropped at that commit.
CREATE CONSTRAINT TRIGGER bookings_search_generation AFTER INSERT OR UPDATE OR DELETE ON bookings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_generation_bump();--> statement-breakpoint
CREATE TRIGGER bookings_truncate_search_generation AFTER TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();
