-- custom SQL (keep when regenerating)
-- Every match summary now says whether a team's withdrawal holds the match off (it reads
-- withdrawal_cancellations): without this trigger the public read cache would keep no match list.
CREATE TRIGGER data_change_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON withdrawal_cancellations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
