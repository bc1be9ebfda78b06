import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { GAMES } from '@arena/games';
import { defaultOptions } from '../games.ts';
import { optionLabel, parseOptionDocs } from './option-docs.ts';

const rulesOf = (id: string) => readFile(new URL(`../../../../docs/rules/${id}.md`, import.meta.url), 'utf8');

describe('option words from the rules files', () => {
  test('labels are the names in words', () => {
    expect(optionLabel('payLimit')).toBe('Pay limit');
    expect(optionLabel('twoAcesMustLupf')).toBe('Two aces must lupf');
    expect(optionLabel('ante')).toBe('Ante');
  });

  test('every option a game parses has a description in its rules file', async () => {
    for (const game of GAMES) {
      const docs = parseOptionDocs(await rulesOf(game.id));
      for (const key of Object.keys(defaultOptions(game.id, game.seatRange.default) ?? {})) {
        expect(docs[key]?.description, `${game.id} ${key}`).toMatch(/\w{3}/);
        expect(docs[key]?.description, `${game.id} ${key}`).not.toMatch(/[`*|]/);
      }
    }
  });

  test('a description names other options in words, and keeps plain values', async () => {
    const docs = parseOptionDocs(await rulesOf('lupfen'));
    expect(docs.schieben?.description).toContain('Requires “Dealer fee” > 0');
    expect(docs.payLimit?.description).toMatch(/^Cap on the loss payment: .*at most “Pay limit”.*0 = no cap/);
  });
});
