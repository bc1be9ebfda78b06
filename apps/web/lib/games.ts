/** The registry's games for the home page and the rules pages: name, seats, a summary from the rules file. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import GithubSlugger from 'github-slugger';
import type { MatchLength } from '@arena/engine/game';
import { GAMES, findGame } from '@arena/games';
import { siteEnv } from './env.ts';

export interface GameSummary {
  readonly id: string;
  readonly name: string;
  readonly seats: string;
  readonly summary: string;
  /** Whether the game has a rules file (docs/rules/<id>.md) for its rules page; a game registered only for a test may have none. */
  readonly hasRules: boolean;
}

export async function readRules(id: string): Promise<string | undefined> {
  if (!findGame(id)) return undefined;
  try {
    return await readFile(join(siteEnv().repoRoot, 'docs', 'rules', `${id}.md`), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The first paragraph after the "Overview" heading, markdown emphasis removed, in whole sentences:
 * a paragraph that leads into a list ("…one of three kinds of contract:") ends at its last full stop.
 */
export function overviewOf(markdown: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => /^#+\s.*overview/i.test(l));
  const para: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '') {
      if (para.length > 0) break;
      continue;
    }
    para.push(line.trim());
  }
  const text = para.join(' ').replace(/\*\*?|`/g, '');
  if (/[.!?]$/.test(text)) return text;
  const end = Math.max(text.lastIndexOf('. '), text.lastIndexOf('! '), text.lastIndexOf('? '));
  return end === -1 ? text : text.slice(0, end + 1);
}

export interface RulesHeading {
  readonly depth: 2 | 3;
  readonly text: string;
  readonly id: string;
}

/** The rules file's `##`/`###` headings with the ids rehype-slug gives them (github-slugger on their text), for a table of contents. */
export function rulesHeadings(markdown: string): RulesHeading[] {
  const slugger = new GithubSlugger();
  const headings: RulesHeading[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const m = fenced ? null : /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const text = (m[2] ?? '').replace(/\*\*?|`/g, '');
    const id = slugger.slug(text); // every heading takes a slug, as rehype-slug does, so later ids match
    const depth = (m[1] ?? '').length;
    if (depth === 2 || depth === 3) headings.push({ depth, text, id });
  }
  return headings;
}

export async function gameSummaries(): Promise<GameSummary[]> {
  return Promise.all(
    GAMES.map(async (g) => {
      const rules = await readRules(g.id);
      const { min, max } = g.seatRange;
      return { id: g.id, name: g.name, seats: min === max ? `${min} seats` : `${min}–${max} seats`, summary: rules ? overviewOf(rules) : '', hasRules: rules !== undefined };
    }),
  );
}

/** The game's arena match length at `seats` with these (untrusted) options; undefined when the game or options are unknown. */
function matchLengthOf(id: string, seats: number, options: unknown): MatchLength | undefined {
  const game = findGame(id);
  const parsed = game?.parseOptions(options, seats);
  return game && parsed?.ok ? game.matchLength(parsed.value, seats) : undefined;
}

/**
 * A league's deals per match as its matches play them: the setting, cut to the game's own match
 * length (leagues made before that was checked may ask for more), as a range where the game may
 * end a match early (Lupfen's pot).
 */
export function dealsPerMatchText(league: { readonly game: string; readonly seatsPerTable: number; readonly options: unknown; readonly dealsPerMatch: number }): string {
  const length = matchLengthOf(league.game, league.seatsPerTable, league.options);
  if (!length) return `${league.dealsPerMatch} deals per match`;
  const played = Math.min(league.dealsPerMatch, length.max);
  return played <= length.min ? `${played} deals per match` : `${length.min}–${played} deals per match`;
}

/** How long the game's arena match is at `seats` with the default options, and the option that sets it. */
export function defaultMatchLength(id: string, seats: number): { readonly deals: string; readonly option: string } | undefined {
  const length = matchLengthOf(id, seats, undefined);
  if (!length) return undefined;
  return { deals: length.min === length.max ? `${length.min} deals` : `${length.min} to ${length.max} deals`, option: length.option };
}

/** The default options of a game for a table of `seats` (from its parseOptions). */
export function defaultOptions(id: string, seats: number): Record<string, unknown> | undefined {
  const game = findGame(id);
  if (!game) return undefined;
  const parsed = game.parseOptions(undefined, seats);
  return parsed.ok && typeof parsed.value === 'object' && parsed.value !== null ? (parsed.value as Record<string, unknown>) : {};
}
