-- 0003_leagues: leagues and their entries.
-- Inputs: 0001 (users), 0002 (bots, bot_versions).
-- Effects: creates leagues (rules options as jsonb, table size, deals per match, duplicate format,
--   limits, target rounds, the seed secret that is never shown, and the state machine
--   draft -> open -> running <-> paused -> finished) and entries (one bot version of a bot in a
--   league; at most one entry per bot and league; is_house marks the platform's house bots, which
--   are exempt from the one-owner-per-table rule).

create table leagues (
  id bigint generated always as identity primary key,
  name text not null check (char_length(name) between 1 and 100),
  slug text not null constraint leagues_slug_key unique check (slug ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
  game text not null,
  options jsonb not null default '{}'::jsonb,
  seats_per_table integer not null check (seats_per_table between 2 and 8),
  deals_per_match integer not null check (deals_per_match > 0),
  duplicate boolean not null default true,
  separate_owners boolean not null default true,
  time_limit_ms integer not null check (time_limit_ms > 0),
  memory_limit_mb integer not null check (memory_limit_mb > 0),
  target_rounds integer not null check (target_rounds > 0),
  secret text not null,
  state text not null default 'draft' check (state in ('draft', 'open', 'running', 'paused', 'finished')),
  organiser_id bigint not null references users (id),
  created_at timestamptz not null default now()
);
create index leagues_state_idx on leagues (state);

create table entries (
  id bigint generated always as identity primary key,
  league_id bigint not null references leagues (id) on delete cascade,
  bot_id bigint not null references bots (id) on delete cascade,
  bot_version_id bigint not null,
  is_house boolean not null default false,
  created_at timestamptz not null default now(),
  constraint entries_league_bot_key unique (league_id, bot_id),
  constraint entries_id_bot_key unique (id, bot_id),
  constraint entries_id_league_key unique (id, league_id),
  constraint entries_version_fkey foreign key (bot_version_id, bot_id) references bot_versions (id, bot_id)
);
create index entries_bot_idx on entries (bot_id);
