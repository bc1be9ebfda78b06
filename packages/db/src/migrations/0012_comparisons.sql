-- 0012_comparisons: "is v2 better than v1?" on the site, a series of paired challenges judged by an SPRT.
-- Inputs: 0001 (users), 0002 (bot_versions), 0011 (challenges).
-- Effects: creates
--   comparisons (uuid ids; a programmer's version A against their version B of the same game, both
--     against the same field (`opponents`: bot version ids in seat order after seat 0), `deals`
--     per rotation per set; the test's elo0/elo1/alpha/beta and its most deal sets; a base seed each
--     set's seed is derived from; state running -> accepted | rejected | inconclusive | stopped
--     (stop_reason: 'quota-used' when the daily CPU quota refused the next pair, 'refused' when a seat
--     could no longer be seated, 'void' when a challenge of a set was void); the test's standing after the sets scored so far: llr
--     against lower/upper (Wald's bounds), the Elo estimate of B over A with its 95 % interval,
--     sets scored and deals played (both tables, every rotation)),
--   comparison_sets (set n of a comparison: its seed and its pair of challenges, A in seat 0 of one,
--     B of the other; B's score against A, 1, ½ or 0, once both are done).
--   At most one set is unscored at a time (the worker creates the next pair when it scores one).
--   Indexes: a programmer's comparisons newest first; the set of a challenge (the worker's look-up).

create table comparisons (
  id uuid primary key default gen_random_uuid(),
  owner_id bigint not null references users (id) on delete cascade,
  game text not null,
  version_a bigint not null references bot_versions (id),
  version_b bigint not null references bot_versions (id),
  opponents jsonb not null,
  deals integer not null check (deals between 1 and 100),
  elo0 double precision not null,
  elo1 double precision not null check (elo1 > elo0),
  alpha double precision not null check (alpha > 0 and alpha < 0.5),
  beta double precision not null check (beta > 0 and beta < 0.5),
  max_sets integer not null check (max_sets between 1 and 1000),
  seed text not null check (char_length(seed) between 1 and 200),
  state text not null default 'running' check (state in ('running', 'accepted', 'rejected', 'inconclusive', 'stopped')),
  stop_reason text check (stop_reason in ('quota-used', 'refused', 'void')),
  llr double precision not null default 0,
  lower_bound double precision not null,
  upper_bound double precision not null,
  elo double precision,
  elo_low double precision,
  elo_high double precision,
  sets integer not null default 0 check (sets >= 0),
  deals_played integer not null default 0 check (deals_played >= 0),
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index comparisons_owner_idx on comparisons (owner_id, created_at desc);

create table comparison_sets (
  comparison_id uuid not null references comparisons (id) on delete cascade,
  set_no integer not null check (set_no >= 1),
  seed text not null,
  challenge_a uuid not null unique references challenges (id) on delete cascade,
  challenge_b uuid not null unique references challenges (id) on delete cascade,
  points_a double precision,
  points_b double precision,
  score double precision check (score between 0 and 1),
  constraint comparison_sets_pkey primary key (comparison_id, set_no)
);
