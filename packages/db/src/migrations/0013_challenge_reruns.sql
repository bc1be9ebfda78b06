-- 0012_challenge_reruns: a challenge may be the rerun of a recorded match.
-- Inputs: 0011 (challenges).
-- Effects: challenges gains
--   challenger_seat (the seat, of rotation 0, of the challenger's own version: 0 for an ordinary
--     challenge; seat K for "rerun with my bot in seat K", the other seats as recorded),
--   rerun_of (the league match or challenge, same uuid space, whose seed, deals, options, limits
--     and other seats' versions the rerun copies; null for an ordinary challenge. No foreign key:
--     it names a row of either table, and a rerun outlives nothing it compares with).
alter table challenges
  add column challenger_seat integer not null default 0 check (challenger_seat between 0 and 15),
  add column rerun_of uuid;
