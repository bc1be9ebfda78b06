import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { readRules } from '@/lib/games';

export async function generateMetadata({ params }: { params: Promise<{ game: string }> }): Promise<Metadata> {
  return { title: `Rules: ${(await params).game}` };
}

/** The rules file as written (plain text; the markdown reads well as it is). */
export default async function RulesPage({ params }: { params: Promise<{ game: string }> }) {
  const rules = await readRules((await params).game);
  if (rules === undefined) notFound();
  return <pre style={{ whiteSpace: 'pre-wrap', font: '14px/1.5 ui-monospace, monospace' }}>{rules}</pre>;
}
