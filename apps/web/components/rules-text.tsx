/**
 * A rules file rendered as HTML (react-markdown with GitHub tables; raw HTML in the file is
 * skipped, never rendered): headings with ids for the table of contents, tables, and card
 * notation in code spans (`EA`, `H10`) drawn as cards in text.
 */
import Markdown, { type Components } from 'react-markdown';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import { CardText } from '@/components/cards';
import type { RulesHeading } from '@/lib/games';
import { isCard } from '@arena/engine/cards';

const components: Components = {
  code: ({ children, className }) => {
    const text = typeof children === 'string' ? children : null;
    if (text !== null && className === undefined && isCard(text)) return <CardText card={text} />;
    return <code className={className}>{children}</code>;
  },
  table: ({ children }) => <div className="scroll-x"><table className="data rules-table">{children}</table></div>,
};

export function RulesContents({ headings }: { headings: readonly RulesHeading[] }) {
  return (
    <nav className="rules-toc panel" aria-label="Contents">
      <strong>Contents</strong>
      <ol>
        {headings.map((h) => (
          <li key={h.id} className={h.depth === 3 ? 'sub' : undefined}><a href={`#${h.id}`}>{h.text}</a></li>
        ))}
      </ol>
    </nav>
  );
}

export function RulesText({ markdown }: { markdown: string }) {
  return (
    <article className="rules">
      <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSlug]} components={components} skipHtml>{markdown}</Markdown>
    </article>
  );
}
