'use client';
/**
 * One live stream of /api/live/<id> (server-sent events), for the live viewer and a person's
 * table: every `frame` event's data, read by `read`, is queued for the page to show at its own
 * pace; `end` closes the stream and gives the match's status (`done` or `void`). EventSource
 * reconnects by itself after a lost connection; `connected` says whether it is open now.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

export interface LiveStream<T> {
  /** Frames received and not shown yet, oldest first: the page takes them out as it shows them. */
  readonly queue: RefObject<T[]>;
  /** The match's status once the stream has ended, else null. */
  readonly ended: string | null;
  readonly connected: boolean;
}

function dataOf(e: Event): unknown {
  return JSON.parse((e as MessageEvent<string>).data);
}

export function useLiveStream<T>(url: string, read: (data: unknown) => T): LiveStream<T> {
  const [ended, setEnded] = useState<string | null>(null);
  const [connected, setConnected] = useState(false);
  const queue = useRef<T[]>([]);
  const reader = useRef(read);
  useEffect(() => {
    const source = new EventSource(url);
    source.addEventListener('open', () => setConnected(true));
    source.addEventListener('error', () => setConnected(false));
    source.addEventListener('frame', (e) => {
      queue.current.push(reader.current(dataOf(e)));
    });
    source.addEventListener('end', (e) => {
      source.close();
      setEnded((dataOf(e) as { status: string }).status);
    });
    return () => source.close();
  }, [url]);
  return { queue, ended, connected };
}
