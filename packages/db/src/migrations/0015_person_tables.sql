-- 0015_person_tables: tables where a signed-in person plays with bots of their choice (issue 19).
-- Inputs: 0001 (users), 0002 (bots, bot_versions).
-- Effects: creates
--   person_tables (uuid ids, used as BullMQ job ids `table-<uuid>` and as the live stream's match
--     id; one single (not duplicate) match: the person in `person_seat`, the bots in the others;
--     game, deals, seed (random), the person's clock per decision, the bots' per-decision limits;
--     status queued -> running -> done | void, attempts counts claims; the replay as gzip-compressed
--     JSON, record_size its uncompressed bytes),
--   person_table_seats (seat order: exactly one of user_id (the person) or bot_version_id per
--     seat; results null until the table is done).
--   Nothing here is read by a league or its ratings: a table with a person never moves a bot's
--   league rating. The people's ladder is fitted from these rows alone.
--   Indexes: a person's tables newest first (list and the open bound), open tables (reconciliation,
--   live lists), done tables (the people's ladder).

create table person_tables (
  id uuid primary key default gen_random_uuid(),
  person_id bigint not null references users (id) on delete cascade,
  game text not null,
  person_seat integer not null check (person_seat >= 0),
  deals integer not null check (deals between 1 and 100),
  seed text not null check (char_length(seed) between 1 and 200),
  clock_ms integer not null check (clock_ms between 1000 and 600000),
  time_limit_ms integer not null check (time_limit_ms > 0),
  memory_limit_mb integer not null check (memory_limit_mb > 0),
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'void')),
  attempts integer not null default 0,
  record bytea,
  record_size integer check (record_size >= 0),
  error text,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz
);
create index person_tables_person_idx on person_tables (person_id, created_at desc);
create index person_tables_open_idx on person_tables (created_at) where status in ('queued', 'running');
create index person_tables_done_idx on person_tables (finished_at) where status = 'done';

create table person_table_seats (
  table_id uuid not null references person_tables (id) on delete cascade,
  seat integer not null check (seat >= 0),
  user_id bigint references users (id) on delete set null,
  bot_id bigint,
  bot_version_id bigint,
  chips integer,
  rank integer check (rank > 0),
  faults integer check (faults >= 0),
  cpu_ms double precision,
  constraint person_table_seats_pkey primary key (table_id, seat),
  constraint person_table_seats_version_fkey foreign key (bot_version_id, bot_id) references bot_versions (id, bot_id),
  constraint person_table_seats_one_player check ((bot_version_id is null) = (bot_id is null))
);
