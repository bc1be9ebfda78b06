import { expect, test } from 'vitest';
import { loadMigrations, migrate } from './migrate.ts';
import { testDatabase } from './test-hooks.ts';

const t = testDatabase({ migrate: false });

test('0006 backfills pair_stats and version_stats from results stored before it', async () => {
  const migrations = await loadMigrations();
  const before = migrations.filter((m) => m.version < 6);
  await migrate(t.db, before);
  const sql = t.db.sql;
  const [org] = await sql<{ id: number }[]>`insert into users (name, email, password_hash) values ('o', 'o@x', 'h') returning id`;
  const [league] = await sql<{ id: number }[]>`
    insert into leagues (name, slug, game, seats_per_table, deals_per_match, time_limit_ms, memory_limit_mb, target_rounds, secret, organiser_id)
    values ('L', 'l', 'lupfen', 2, 1, 10, 10, 1, 's', ${org?.id ?? 0}) returning id`;
  const entries: { entry: number; bot: number; version: number }[] = [];
  for (const name of ['a', 'b']) {
    const [bot] = await sql<{ id: number }[]>`insert into bots (owner_id, name, game) values (${org?.id ?? 0}, ${name}, 'lupfen') returning id`;
    const [version] = await sql<{ id: number }[]>`
      insert into bot_versions (bot_id, version, source, bundle, content_hash) values (${bot?.id ?? 0}, 1, '', '', ${name}) returning id`;
    const [entry] = await sql<{ id: number }[]>`
      insert into entries (league_id, bot_id, bot_version_id) values (${league?.id ?? 0}, ${bot?.id ?? 0}, ${version?.id ?? 0}) returning id`;
    entries.push({ entry: entry?.id ?? 0, bot: bot?.id ?? 0, version: version?.id ?? 0 });
  }
  const [round] = await sql<{ id: number }[]>`insert into rounds (league_id, number, seed_commitment) values (${league?.id ?? 0}, 1, 'c') returning id`;
  for (const [i, chips] of [[5, -5], [-3, 3], [0, 0]].entries()) {
    const [match] = await sql<{ id: string }[]>`
      insert into matches (league_id, round_id, table_index, seed, seating, status)
      values (${league?.id ?? 0}, ${round?.id ?? 0}, ${i}, 's', '[]', 'done') returning id`;
    for (const [seat, e] of entries.entries()) {
      await sql`
        insert into match_results (match_id, entry_id, bot_id, bot_version_id, seat, chips, rank, faults)
        values (${match?.id ?? ''}, ${e.entry}, ${e.bot}, ${e.version}, ${seat}, ${chips[seat] ?? 0}, 1, ${seat})`;
    }
  }
  expect((await migrate(t.db, migrations.filter((m) => m.version === 6))).applied).toEqual(['0006_stats.sql']);
  const [a, b] = entries as [(typeof entries)[0], (typeof entries)[0]];
  expect(await sql`select entry_id, opponent_id, games, wins, losses, draws, chip_diff from pair_stats order by entry_id`).toEqual([
    { entryId: a.entry, opponentId: b.entry, games: 3, wins: 1, losses: 1, draws: 1, chipDiff: 4 },
    { entryId: b.entry, opponentId: a.entry, games: 3, wins: 1, losses: 1, draws: 1, chipDiff: -4 },
  ]);
  expect(await sql`select bot_version_id, matches, faults, faulty_matches from version_stats order by bot_version_id`).toEqual([
    { botVersionId: a.version, matches: 3, faults: 0, faultyMatches: 0 },
    { botVersionId: b.version, matches: 3, faults: 3, faultyMatches: 3 },
  ]);
});
