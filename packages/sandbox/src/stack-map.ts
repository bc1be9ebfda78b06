/**
 * Maps positions in a bot's bundle (`bot.js:LINE:COL` in a V8 stack) back to the bot's own
 * TypeScript through the bundle's source map, which never leaves the host.
 */
import { SourceMapConsumer } from 'source-map-js';
import type { CompiledBot } from './compile.ts';
import { BOT_FILENAME, PRELUDE_FILENAME } from './prelude.ts';

export interface MappedStack {
  /** The stack with bundle positions replaced by source positions, prelude frames dropped. */
  readonly stack: string;
  /** The first frame that lies in the bot's own source, 1-based. */
  readonly line?: number;
  readonly column?: number;
}

const FRAME = new RegExp(`${BOT_FILENAME.replace('.', '\\.')}:(\\d+):(\\d+)`, 'g');

export class StackMapper {
  private consumer: SourceMapConsumer | null = null;

  constructor(private readonly bot: CompiledBot) {}

  map(stack: string): MappedStack {
    const lines = stack.split('\n').filter((l) => !l.includes(PRELUDE_FILENAME));
    let first: { line: number; column: number } | undefined;
    const mapped = lines.map((l) => l.replace(FRAME, (whole, line: string, column: string) => {
      const pos = this.position(Number(line), Number(column));
      if (!pos) return whole;
      const own = pos.source === this.bot.mapSource;
      if (!first && own) first = { line: pos.line, column: pos.column };
      return `${own ? this.bot.filename : pos.source}:${pos.line}:${pos.column}`;
    }));
    return { stack: mapped.join('\n'), ...first };
  }

  /** Bundle line and column (1-based, as V8 prints them) to source position (1-based). */
  position(line: number, column: number): { source: string; line: number; column: number } | null {
    this.consumer ??= new SourceMapConsumer(JSON.parse(this.bot.sourceMap) as ConstructorParameters<typeof SourceMapConsumer>[0]);
    // source-map-js types these as always set, but a position outside every mapping has them null.
    const p: { line: number | null; column: number; source: string | null } = this.consumer.originalPositionFor({ line, column: column - 1 });
    if (p.line === null || p.source === null) return null;
    return { source: p.source, line: p.line, column: p.column + 1 };
  }
}
