/** Who may run and who may see a league (the actions and the pages ask the same two questions). */
import type { LeagueRow } from '@arena/db/leagues';
import type { UserRow } from '@arena/db/users';

type Viewer = Pick<UserRow, 'id' | 'role'> | undefined;

/** Whether `user` runs this league: its organiser, or an admin. */
export function canOrganise(league: Pick<LeagueRow, 'organiserId'>, user: Viewer): boolean {
  return user !== undefined && (user.id === league.organiserId || user.role === 'admin');
}

/** Whether `user` may see the league at all: a draft is unlisted, seen only by whoever may organise it. */
export function canSee(league: Pick<LeagueRow, 'organiserId' | 'state'>, user: Viewer): boolean {
  return league.state !== 'draft' || canOrganise(league, user);
}
