'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** Live progress: re-renders the server page every `seconds` while it is open (JS only; the page is complete without it). */
export function AutoRefresh({ seconds }: { seconds: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), seconds * 1000);
    return () => clearInterval(timer);
  }, [router, seconds]);
  return <span className="small muted"> · live, refreshed every {seconds} s</span>;
}
