'use client';
/**
 * The chart is drawn in the browser only: recharts' server render costs more than the rest of
 * the bot page, and its SVG needs the container's width anyway. The same points are in a table
 * beside it for readers without JavaScript.
 */
import dynamic from 'next/dynamic';
import type { ChartPoint } from './rating-chart';

const Chart = dynamic(() => import('./rating-chart').then((m) => m.RatingChart), {
  ssr: false,
  loading: () => <div className="skeleton" style={{ height: 240 }} role="status" aria-label="Loading the chart" />,
});

export function LazyRatingChart({ points, label }: { points: readonly ChartPoint[]; label: string }) {
  return <Chart points={points} label={label} />;
}
