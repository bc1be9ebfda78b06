'use client';

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return (
    <>
      <h1>Something went wrong</h1>
      <p>The page could not be shown. <button type="button" onClick={reset}>Try again</button></p>
    </>
  );
}
