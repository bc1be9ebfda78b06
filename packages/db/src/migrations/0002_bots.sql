-- 0002_bots: bots and their immutable versions.
-- Inputs: 0001 (users).
-- Effects: creates bots (name unique per owner, case-insensitively; game is a game id such as
--   'lupfen') and bot_versions (numbered 1, 2, ... per bot; source as uploaded, bundle as built
--   by esbuild; content_hash unique per bot so re-uploading the same code adds no version).
--   The page "versions of a bot" is served by bot_versions_version_key (bot_id, version).

create table bots (
  id bigint generated always as identity primary key,
  owner_id bigint not null references users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 64),
  game text not null,
  created_at timestamptz not null default now()
);
create unique index bots_owner_name_key on bots (owner_id, lower(name));
create index bots_game_idx on bots (game);

create table bot_versions (
  id bigint generated always as identity primary key,
  bot_id bigint not null references bots (id) on delete cascade,
  version integer not null check (version > 0),
  source text not null,
  bundle text not null,
  content_hash text not null,
  created_at timestamptz not null default now(),
  constraint bot_versions_version_key unique (bot_id, version),
  constraint bot_versions_hash_key unique (bot_id, content_hash),
  constraint bot_versions_id_bot_key unique (id, bot_id)
);
