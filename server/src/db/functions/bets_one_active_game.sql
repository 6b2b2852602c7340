-- One active game per player and game (a step game in play, a crash bet in the running round), the rule
-- the unique index bets_one_active_game held before bets was partitioned by month (migration 47): a unique
-- index on a partitioned table must hold the partition key, and an active bet of last month would not
-- collide with one of this month. The trigger runs for active inserts only (an instant play is written
-- settled and never calls it). The advisory lock orders two starts of the same game: the second waits for
-- the first to commit and then, in a statement of its own with a fresh snapshot, sees its row. It answers
-- as the index did (23505), which is what the step games and crash turn into their 'already playing'
-- texts.
CREATE OR REPLACE FUNCTION bets_one_active_game() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(72023, hashtext(NEW.user_id::text || ':' || NEW.game));
  IF EXISTS (SELECT 1 FROM bets b
              WHERE b.user_id = NEW.user_id AND b.game = NEW.game AND b.status = 'active'
                AND NOT b.provider_round) THEN
    RAISE EXCEPTION 'duplicate key value violates unique constraint "bets_one_active_game"'
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'bets_one_active_game';
  END IF;
  RETURN NEW;
END $$;
