-- 0011_challenges: challenge matches, played on demand and never rated.
-- Inputs: 0001 (users), 0002 (bots, bot_versions).
-- Effects: creates
--   challenges (uuid ids, used as BullMQ job ids `challenge-<uuid>`; one unranked duplicate match
--     that a programmer asked for: their own bot version in seat 0 against chosen opponents;
--     game, rules options, deals per rotation, seed (chosen by the challenger or random, so two
--     versions can play the same deals), the per-bot limits and scoring the match is played with,
--     the BullMQ priority it was queued with; status queued -> running -> done | void, attempts
--     counts claims; cpu_ms = the measured CPU of every bot's decisions over all rotations (the
--     challenger's daily quota adds these up by the UTC day the challenge was created); the replay
--     as gzip-compressed JSON, record_size its uncompressed bytes),
--   challenge_seats (the bots in seat order, results null until the match is done).
--   No row of either table is ever read by the ratings: they live apart from leagues and entries.
--   Indexes: a user's challenges newest first (list and daily quota), open challenges (reconciliation).

create table challenges (
  id uuid primary key default gen_random_uuid(),
  challenger_id bigint not null references users (id) on delete cascade,
  game text not null,
  options jsonb not null default '{}'::jsonb,
  deals integer not null check (deals between 1 and 100),
  seed text not null check (char_length(seed) between 1 and 200),
  time_limit_ms integer not null check (time_limit_ms > 0),
  memory_limit_mb integer not null check (memory_limit_mb > 0),
  scoring text not null check (scoring in ('matchpoints', 'chips')),
  priority integer not null check (priority between 0 and 2097152),
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'void')),
  attempts integer not null default 0,
  cpu_ms double precision not null default 0 check (cpu_ms >= 0),
  record bytea,
  record_size integer check (record_size >= 0),
  error text,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz
);
create index challenges_challenger_idx on challenges (challenger_id, created_at desc);
create index challenges_open_idx on challenges (created_at) where status in ('queued', 'running');

create table challenge_seats (
  challenge_id uuid not null references challenges (id) on delete cascade,
  seat integer not null check (seat >= 0),
  bot_id bigint not null,
  bot_version_id bigint not null,
  chips integer,
  score double precision,
  rank integer check (rank > 0),
  faults integer check (faults >= 0),
  cpu_ms double precision,
  constraint challenge_seats_pkey primary key (challenge_id, seat),
  constraint challenge_seats_version_fkey foreign key (bot_version_id, bot_id) references bot_versions (id, bot_id)
);
