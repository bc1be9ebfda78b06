-- 0005_ratings: the ladder and its history.
-- Inputs: 0003 (entries), 0004 (rounds).
-- Effects: creates ratings (one row per entry of a league: Elo rating with its 95 % interval
--   low..high as double precision, likely rank range, games, provisional flag) and rating_history
--   (one point per entry and round: the last rating written during that round). The ladder reads
--   ratings_ladder_idx; a bot's chart reads
--   rating_history_entry_round_key (entry_id, round_id).

create table ratings (
  league_id bigint not null,
  entry_id bigint not null,
  rating double precision not null,
  low double precision not null,
  high double precision not null,
  rank_low integer not null check (rank_low > 0),
  rank_high integer not null check (rank_high >= rank_low),
  games integer not null default 0 check (games >= 0),
  provisional boolean not null default true,
  updated_at timestamptz not null default now(),
  constraint ratings_pkey primary key (league_id, entry_id),
  constraint ratings_entry_fkey foreign key (entry_id, league_id) references entries (id, league_id) on delete cascade
);
create index ratings_ladder_idx on ratings (league_id, rating desc);

create table rating_history (
  id bigint generated always as identity primary key,
  league_id bigint not null,
  entry_id bigint not null,
  round_id bigint not null references rounds (id) on delete cascade,
  rating double precision not null,
  low double precision not null,
  high double precision not null,
  recorded_at timestamptz not null default now(),
  constraint rating_history_entry_round_key unique (entry_id, round_id),
  constraint rating_history_entry_fkey foreign key (entry_id, league_id) references entries (id, league_id) on delete cascade
);
create index rating_history_league_idx on rating_history (league_id, round_id);
