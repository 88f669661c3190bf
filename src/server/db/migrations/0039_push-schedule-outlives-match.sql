ALTER TABLE "push_match_schedules" DROP CONSTRAINT "push_match_schedules_match_id_matches_id_fk";
