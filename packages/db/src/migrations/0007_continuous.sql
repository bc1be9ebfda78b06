-- 0007_continuous: continuous leagues and queue priorities.
-- Inputs: 0003 (leagues), 0004 (matches).
-- Effects: leagues.continuous (false: a round league, whose organiser starts each round; true: the
--   workers keep its tables coming, each batch of tables a round of its own, with its commitment);
--   matches.priority (the BullMQ priority its job is queued with: 0 none, 1 placement, 10 routine;
--   kept so that a job queued again after a lost queue keeps its place); matches.placement (the
--   table was scheduled to place a provisional entry); matches_open_idx serves "queued or running
--   matches of a league" (the scheduler's bound and the reconciliation).

alter table leagues add column continuous boolean not null default false;
alter table matches add column priority integer not null default 0 check (priority between 0 and 2097152);
alter table matches add column placement boolean not null default false;
create index matches_open_idx on matches (league_id, status) where status in ('queued', 'running');
