/** Prints rows as an aligned text table (numbers right-aligned). */
export type Row = Readonly<Record<string, string | number>>;

export function formatTable(title: string, rows: readonly Row[]): string {
  const first = rows[0];
  if (!first) return `## ${title}\n\n(no rows)\n`;
  const columns = Object.keys(first);
  const cell = (v: string | number | undefined): string => (typeof v === 'number' ? formatNumber(v) : (v ?? ''));
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

/**
 * A number as `toLocaleString('en-US', { maximumFractionDigits: 2 })` writes it (thousands
 * separated by commas, at most two decimals, the shortest decimal form of the number rounded half
 * away from zero), without Intl: its first use in a process sets up ICU, about 20 ms of CPU, a share
 * of a short `arena play` (issue 20).
 */
export function formatNumber(v: number): string {
  if (Number.isNaN(v)) return 'NaN';
  const sign = v < 0 || Object.is(v, -0) ? '-' : '';
  const abs = Math.abs(v);
  if (abs === Infinity) return `${sign}∞`;
  if (abs >= 1e21) return v.toLocaleString('en-US', { maximumFractionDigits: 2 });
  // Below 1e21 the shortest form has an exponent only under 1e-6, which rounds to 0.
  const shortest = String(abs);
  const [whole = '0', fraction = ''] = shortest.includes('e') ? ['0'] : shortest.split('.');
  const hundredths = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0')) + ((fraction[2] ?? '0') >= '5' ? 1n : 0n);
  const decimals = String(hundredths % 100n).padStart(2, '0').replace(/0+$/, '');
  const digits = String(hundredths / 100n).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${digits}${decimals === '' ? '' : `.${decimals}`}`;
}
