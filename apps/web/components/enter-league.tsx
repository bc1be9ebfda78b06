import type { LeagueRow } from '@arena/db/leagues';
import { listOwnVersions } from '@/lib/bots/data';
import { EnterLeagueForm } from './enter-league-form';

export async function EnterLeague({ league, userId, csrf }: { league: LeagueRow; userId: number; csrf: string }) {
  const versions = await listOwnVersions(userId, league.game);
  if (versions.length === 0) return <p className="small">Entries are open. <a href="/bots/upload">Upload a {league.game} bot</a> to enter.</p>;
  return <EnterLeagueForm leagueId={league.id} csrf={csrf} versions={versions} />;
}
