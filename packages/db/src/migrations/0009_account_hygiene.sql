-- 0009_account_hygiene: deleted accounts and retired bots.
-- Inputs: 0001 (users), 0002 (bots).
-- Effects: users.deleted_at marks an account deleted by its owner (name and e-mail anonymised,
--   password unusable, sessions and tokens gone); bots.retired_at marks a bot of a deleted account
--   (renamed, no longer scheduled). Match history keeps pointing at both, so it stays intact.

alter table users add column deleted_at timestamptz;
alter table bots add column retired_at timestamptz;
