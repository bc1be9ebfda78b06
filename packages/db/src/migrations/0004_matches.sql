-- 0004_matches: rounds, matches, per-seat results and match records.
-- Inputs: 0003 (leagues, entries).
-- Effects: creates
--   rounds (numbered per league; seed_commitment published when the round starts, revealed_seeds
--     null until the round is over),
--   matches (uuid ids, used as BullMQ job ids; one per table of a round; seating = entry ids in
--     seat order; status queued -> running -> done | void, attempts counts claims, void_count how
--     often it was voided; the seed is shown only once the round's seeds are revealed),
--   match_results (one row per entry of a done match; primary key (match_id, entry_id) and
--     unique (match_id, seat), so a match has exactly one row set; bot_id copied from the entry
--     for the "recent matches of a bot" index; bot_version_id = the version that played, for
--     fault rates per version),
--   match_records (the replay as gzip-compressed JSON, one per match; size = uncompressed bytes).
--   Indexes: matches by round and status (progress), done matches by league and by time (recent
--   matches), results by bot and time (bot page), results by entry (crosstable, fault rates).

create table rounds (
  id bigint generated always as identity primary key,
  league_id bigint not null references leagues (id) on delete cascade,
  number integer not null check (number > 0),
  state text not null default 'running' check (state in ('running', 'finished')),
  seed_commitment text not null,
  revealed_seeds jsonb,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  constraint rounds_league_number_key unique (league_id, number),
  constraint rounds_id_league_key unique (id, league_id)
);

create table matches (
  id uuid primary key default gen_random_uuid(),
  league_id bigint not null,
  round_id bigint not null,
  table_index integer not null check (table_index >= 0),
  seed text not null,
  seating jsonb not null,
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'void')),
  attempts integer not null default 0,
  void_count integer not null default 0,
  queued_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  error text,
  constraint matches_round_fkey foreign key (round_id, league_id) references rounds (id, league_id) on delete cascade,
  constraint matches_round_table_key unique (round_id, table_index)
);
create index matches_round_status_idx on matches (round_id, status);
create index matches_league_done_idx on matches (league_id, finished_at desc) where status = 'done';
create index matches_done_idx on matches (finished_at desc) where status = 'done';

create table match_results (
  match_id uuid not null references matches (id) on delete cascade,
  entry_id bigint not null,
  bot_id bigint not null,
  bot_version_id bigint not null,
  seat integer not null check (seat >= 0),
  rotations jsonb not null default '[]'::jsonb,
  chips integer not null,
  rank integer not null check (rank > 0),
  faults integer not null default 0 check (faults >= 0),
  cpu_ms double precision not null default 0,
  recorded_at timestamptz not null default now(),
  constraint match_results_pkey primary key (match_id, entry_id),
  constraint match_results_seat_key unique (match_id, seat),
  constraint match_results_entry_fkey foreign key (entry_id, bot_id) references entries (id, bot_id) on delete cascade,
  constraint match_results_version_fkey foreign key (bot_version_id, bot_id) references bot_versions (id, bot_id)
);
create index match_results_entry_idx on match_results (entry_id);
create index match_results_bot_idx on match_results (bot_id, recorded_at desc);

create table match_records (
  match_id uuid primary key references matches (id) on delete cascade,
  record bytea not null,
  size integer not null check (size >= 0),
  created_at timestamptz not null default now()
);
