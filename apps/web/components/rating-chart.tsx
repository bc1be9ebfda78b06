'use client';
/**
 * The rating history (UX.md §4) with recharts: a real chart library gives axes, tooltips and a
 * responsive container for free, where hand-drawn SVG would need all of it rewritten; its output is
 * SVG, so it stays crisp and accessible. x = round, the line is the rating, the band its 95 %
 * interval. The same points are listed as a table next to it (no JavaScript needed to read them).
 * From the first round on it reads: the x axis is numeric with half a round of room on each side,
 * the y axis spans the whole band, and a lone round draws its interval as a band of that width
 * (an area needs two points).
 */
import { Area, ComposedChart, Line, ReferenceArea, ResponsiveContainer, Tooltip, XAxis, YAxis, CartesianGrid } from 'recharts';

export interface ChartPoint {
  readonly round: number;
  readonly rating: number;
  readonly band: readonly [number, number];
}

/** The y range: the whole band with some room, on round Elo figures. */
function yDomain(points: readonly ChartPoint[]): [number, number] {
  const lo = Math.min(...points.map((p) => p.band[0]));
  const hi = Math.max(...points.map((p) => p.band[1]));
  const pad = Math.max(10, (hi - lo) * 0.1);
  return [Math.floor((lo - pad) / 10) * 10, Math.ceil((hi + pad) / 10) * 10];
}

export function RatingChart({ points, label }: { points: readonly ChartPoint[]; label: string }) {
  const rounds = points.map((p) => p.round);
  const lone = points.length === 1 ? points[0] : undefined;
  return (
    <div style={{ width: '100%', height: 240 }} role="img" aria-label={label}>
      <ResponsiveContainer>
        <ComposedChart data={points.map((p) => ({ ...p, band: [...p.band] }))} margin={{ top: 8, right: 12, bottom: 4, left: 0 }}>
          <CartesianGrid stroke="#e5e7eb" />
          <XAxis dataKey="round" type="number" domain={[Math.min(...rounds) - 0.5, Math.max(...rounds) + 0.5]} ticks={rounds} allowDecimals={false}
            label={{ value: 'round', position: 'insideBottomRight', offset: -2 }} />
          <YAxis domain={yDomain(points)} width={48} />
          {lone ? <ReferenceArea x1={lone.round - 0.3} x2={lone.round + 0.3} y1={lone.band[0]} y2={lone.band[1]} fill="#93c5fd" fillOpacity={0.5} stroke="none" label={{ value: `95 %: ${Math.round(lone.band[0])}–${Math.round(lone.band[1])}`, position: 'insideTop', fontSize: 11 }} /> : null}
          <Tooltip formatter={(v) => (Array.isArray(v) ? v.map((x) => Math.round(Number(x))).join('–') : Math.round(Number(v)))} />
          <Area dataKey="band" stroke="none" fill="#93c5fd" fillOpacity={0.5} isAnimationActive={false} name="95 % interval" />
          <Line dataKey="rating" stroke="#1d4ed8" strokeWidth={2} dot isAnimationActive={false} name="Elo" />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
