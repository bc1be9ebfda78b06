import { headers } from 'next/headers';
import { Suspense, type ReactNode } from 'react';

/**
 * Suspense with a skeleton where it helps and cannot hurt: on client-side navigations (an RSC
 * request, so JavaScript is running) the skeleton shows while the section streams in. A full
 * document request renders the section in place, so the page reads completely without JavaScript
 * (streamed Suspense content needs a script to be revealed) and `notFound()` still answers 404.
 */
export async function Deferred({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const h = await headers();
  if (h.get('rsc') === '1') return <Suspense fallback={fallback}>{children}</Suspense>;
  return <>{children}</>;
}
