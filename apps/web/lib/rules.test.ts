import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { RulesText } from '@/components/rules-text';
import { GAME_IDS } from '@arena/games';
import { overviewOf, rulesHeadings } from './games.ts';

const rulesOf = (id: string) => readFileSync(new URL(`../../../docs/rules/${id}.md`, import.meta.url), 'utf8');

describe.each(GAME_IDS)('the rules of %s', (id) => {
  const markdown = rulesOf(id);
  const html = renderToStaticMarkup(createElement(RulesText, { markdown }));

  test('render as HTML: headings, tables, no Markdown marks left', () => {
    expect(html).toMatch(/<h1[^>]*>/);
    expect(html).toMatch(/<h2 id="[a-z0-9-]+"/);
    if (/^\|.*\|$/m.test(markdown)) expect(html).toContain('<table');
    expect(html).not.toMatch(/^#+ /m);
    expect(html).not.toContain('**');
  });

  test('every entry of the table of contents names a heading of the page', () => {
    const headings = rulesHeadings(markdown);
    expect(headings.length).toBeGreaterThan(3);
    for (const h of headings) expect(html, h.text).toContain(`id="${h.id}"`);
  });

  test('the summary is whole sentences', () => {
    const summary = overviewOf(markdown);
    expect(summary.length).toBeGreaterThan(40);
    expect(summary).toMatch(/[.!?]$/);
  });
});

test('raw HTML in a rules file is not rendered', () => {
  const html = renderToStaticMarkup(createElement(RulesText, { markdown: '# T\n\n<script>alert(1)</script>\n\nText <b onclick="x()">bold</b>' }));
  expect(html).not.toContain('<script');
  expect(html).not.toContain('onclick');
});

test('card notation in code is drawn as a card', () => {
  const html = renderToStaticMarkup(createElement(RulesText, { markdown: 'Lead `EA`, then `foo`.' }));
  expect(html).toContain('data-card="EA"');
  expect(html).toContain('<code>foo</code>');
});
