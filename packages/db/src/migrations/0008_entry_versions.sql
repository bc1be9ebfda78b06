-- 0008_entry_versions: a bot's versions in a league, one current at a time.
-- Inputs: 0003 (entries).
-- Effects: entries.retired_at (null: the bot's current entry in the league, scheduled and on the
--   ladder; set: an earlier version replaced by a newer one, kept with its matches and rating but
--   never scheduled again). The one-entry-per-bot rule becomes one CURRENT entry per bot and league
--   (entries_league_bot_current_key), so a new version is a new entry beside the retired one.

alter table entries drop constraint entries_league_bot_key;
alter table entries add column retired_at timestamptz;
create unique index entries_league_bot_current_key on entries (league_id, bot_id) where retired_at is null;
