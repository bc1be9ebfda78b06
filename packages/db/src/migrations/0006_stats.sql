-- 0006_stats: counters kept up to date by recordMatchResult, so the crosstable and fault rates
--   read a handful of rows instead of aggregating every result (with 100,000 matches the
--   aggregates took ~1 s and ~50 ms).
-- Inputs: 0004 (match_results of done matches), 0003 (entries), 0002 (bot_versions).
-- Effects: creates pair_stats (per league and ordered pair of entries that met: games, wins,
--   losses, draws by chips summed over the rotations, chip difference) and version_stats (per
--   bot version: done matches, faults, matches with a fault), and fills both from the results
--   already stored.

create table pair_stats (
  league_id bigint not null,
  entry_id bigint not null,
  opponent_id bigint not null,
  games integer not null default 0,
  wins integer not null default 0,
  losses integer not null default 0,
  draws integer not null default 0,
  chip_diff bigint not null default 0,
  constraint pair_stats_pkey primary key (league_id, entry_id, opponent_id),
  constraint pair_stats_entry_fkey foreign key (entry_id, league_id) references entries (id, league_id) on delete cascade,
  constraint pair_stats_opponent_fkey foreign key (opponent_id, league_id) references entries (id, league_id) on delete cascade
);

create table version_stats (
  bot_version_id bigint primary key references bot_versions (id) on delete cascade,
  bot_id bigint not null references bots (id) on delete cascade,
  matches integer not null default 0,
  faults integer not null default 0,
  faulty_matches integer not null default 0
);
create index version_stats_bot_idx on version_stats (bot_id);

insert into pair_stats (league_id, entry_id, opponent_id, games, wins, losses, draws, chip_diff)
select m.league_id, a.entry_id, b.entry_id, count(*), count(*) filter (where a.chips > b.chips),
  count(*) filter (where a.chips < b.chips), count(*) filter (where a.chips = b.chips), sum(a.chips - b.chips)
from matches m
join match_results a on a.match_id = m.id
join match_results b on b.match_id = m.id and b.entry_id <> a.entry_id
where m.status = 'done'
group by m.league_id, a.entry_id, b.entry_id;

insert into version_stats (bot_version_id, bot_id, matches, faults, faulty_matches)
select r.bot_version_id, r.bot_id, count(*), sum(r.faults), count(*) filter (where r.faults > 0)
from match_results r join matches m on m.id = r.match_id
where m.status = 'done'
group by r.bot_version_id, r.bot_id;
