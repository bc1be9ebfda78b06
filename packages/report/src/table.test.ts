import { describe, expect, it } from 'vitest';
import { formatTable } from './table.ts';

describe('formatTable', () => {
  it('aligns text left and numbers right under a title', () => {
    const out = formatTable('T', [{ name: 'a', n: 1000 }, { name: 'bbb', n: 2 }]);
    expect(out.split('\n')).toEqual(['## T', '', '| name |     n |', '|------|------:|', '| a    | 1,000 |', '| bbb  |     2 |', '']);
  });
  it('says when there are no rows', () => {
    expect(formatTable('Empty', [])).toBe('## Empty\n\n(no rows)\n');
  });
});
