/** Prints rows as an aligned text table (numbers right-aligned). */
export type Row = Readonly<Record<string, string | number>>;

export function formatTable(title: string, rows: readonly Row[]): string {
  const first = rows[0];
  if (!first) return `## ${title}\n\n(no rows)\n`;
  const columns = Object.keys(first);
  const cell = (v: string | number | undefined): string => (typeof v === 'number' ? v.toLocaleString('en-US', { maximumFractionDigits: 2 }) : (v ?? ''));
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (values: readonly string[], numeric: readonly boolean[]): string =>
    `| ${values.map((v, i) => (numeric[i] ? v.padStart(widths[i] ?? 0) : v.padEnd(widths[i] ?? 0))).join(' | ')} |`;
  const numeric = columns.map((c) => typeof first[c] === 'number');
  return [
    `## ${title}`,
    '',
    line(columns, numeric),
    `|${widths.map((w, i) => (numeric[i] ? `${'-'.repeat(w + 1)}:` : `${'-'.repeat(w + 2)}`)).join('|')}|`,
    ...rows.map((r) => line(columns.map((c) => cell(r[c])), numeric)),
    '',
  ].join('\n');
}
