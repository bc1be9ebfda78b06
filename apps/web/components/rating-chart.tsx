'use client';
/**
 * The rating history (UX.md §4) with recharts: a real chart library gives axes, tooltips and a
 * responsive container for free, where hand-drawn SVG would need all of it rewritten; its output is
 * SVG, so it stays crisp and accessible. x = round, the line is the rating, the band its 95 %
 * interval. The same points are listed as a table next to it (no JavaScript needed to read them).
 */
import { Area, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis, CartesianGrid } from 'recharts';

export interface ChartPoint {
  readonly round: number;
  readonly rating: number;
  readonly band: readonly [number, number];
}

export function RatingChart({ points, label }: { points: readonly ChartPoint[]; label: string }) {
  return (
    <div style={{ width: '100%', height: 240 }} role="img" aria-label={label}>
      <ResponsiveContainer>
        <ComposedChart data={points.map((p) => ({ ...p, band: [...p.band] }))} margin={{ top: 8, right: 12, bottom: 4, left: 0 }}>
          <CartesianGrid stroke="#e5e7eb" />
          <XAxis dataKey="round" label={{ value: 'round', position: 'insideBottomRight', offset: -2 }} />
          <YAxis domain={['auto', 'auto']} width={48} />
          <Tooltip formatter={(v) => (Array.isArray(v) ? v.map((x) => Math.round(Number(x))).join('–') : Math.round(Number(v)))} />
          <Area dataKey="band" stroke="none" fill="#93c5fd" fillOpacity={0.5} isAnimationActive={false} name="95 % interval" />
          <Line dataKey="rating" stroke="#1d4ed8" strokeWidth={2} dot isAnimationActive={false} name="Elo" />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
