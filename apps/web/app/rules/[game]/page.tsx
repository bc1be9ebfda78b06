import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RulesContents, RulesText } from '@/components/rules-text';
import { readRules, rulesHeadings } from '@/lib/games';
import { findGame } from '@arena/games';

export async function generateMetadata({ params }: { params: Promise<{ game: string }> }): Promise<Metadata> {
  const id = (await params).game;
  return { title: `Rules of ${findGame(id)?.name ?? id}` };
}

/** The rules file as HTML, with a table of contents of its sections. */
export default async function RulesPage({ params }: { params: Promise<{ game: string }> }) {
  const rules = await readRules((await params).game);
  if (rules === undefined) notFound();
  return (
    <div className="rules-page">
      <RulesContents headings={rulesHeadings(rules)} />
      <RulesText markdown={rules} />
    </div>
  );
}
