/** A loading placeholder (Suspense fallbacks and loading.tsx). */
export function Skeleton({ lines = 4, label = 'Loading…' }: { lines?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="muted small">{label}</span>
      {Array.from({ length: lines }, (_, i) => <div key={i} className="skeleton" style={{ width: `${90 - i * 7}%` }} />)}
    </div>
  );
}
