import { describe, expect, test } from 'vitest';
import { LEAGUE_SLUG, slugify } from './leagues.ts';

describe('slugify', () => {
  test('a name gives its URL name: lowercase, accents dropped, other runs a single -', () => {
    expect(slugify('Spring Cup')).toBe('spring-cup');
    expect(slugify('Zürich Straße — Herbst 2026!')).toBe('zurich-strasse-herbst-2026');
    expect(slugify('  --Ærø?? ')).toBe('r');
    expect(slugify('♣♠')).toBe('league');
  });

  test('every slug it gives fits the leagues.slug check, also for long names', () => {
    const long = `${'a'.repeat(62)} b c`;
    expect(slugify(long)).toBe('a'.repeat(62));
    for (const name of [long, 'x', 'Äpfel & Birnen', '1. FC', '-'.repeat(80), 'ü'.repeat(100)]) expect(slugify(name)).toMatch(LEAGUE_SLUG);
  });
});
