-- 0010_scoring: how a league scores its duplicate matches, and each result's points under it.
-- Inputs: 0003 (leagues), 0004 (match_results).
-- Effects: leagues.scoring is 'matchpoints' (each deal compared across its rotations, the default
--   of new leagues) or 'chips' (chips summed over the rotations); leagues that already exist get
--   'chips', the scoring their ladders were fitted with. match_results.score is the entry's points
--   under its league's scoring (the input of the rating fit); rows that already exist get their
--   chips.

alter table leagues add column scoring text not null default 'chips'
  constraint leagues_scoring_check check (scoring in ('matchpoints', 'chips'));
alter table leagues alter column scoring set default 'matchpoints';

alter table match_results add column score double precision;
update match_results set score = chips;
alter table match_results alter column score set not null;
