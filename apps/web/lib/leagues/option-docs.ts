/**
 * The words for a game's rules options on the league form, from the options table of its rules
 * file (`| option | type | default | meaning |`, docs/rules/<game>.md): a label made of the option's
 * name in words (`payLimit` → "Pay limit") and the table's description, with other options named
 * the same way and the Markdown marks removed.
 */
import { readRules } from '../games.ts';

export interface OptionDoc {
  readonly label: string;
  readonly description: string;
}

/** `payLimit` → `Pay limit`, `twoAcesMustLupf` → `Two aces must lupf`. */
export function optionLabel(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const OPTION_ROW = /^\|\s*`([A-Za-z][A-Za-z0-9]*)`\s*\|[^|]*\|[^|]*\|(.*)\|\s*$/;

/** The lines of the table whose header starts with `| option |`. */
function optionTable(markdown: string): string[] {
  const lines = markdown.split('\n');
  const header = lines.findIndex((line) => /^\|\s*option\s*\|/i.test(line));
  if (header < 0) return [];
  const end = lines.findIndex((line, i) => i > header && !line.startsWith('|'));
  return lines.slice(header + 1, end < 0 ? undefined : end);
}

/** The options table's rows as label and description, by option name. */
export function parseOptionDocs(markdown: string): Record<string, OptionDoc> {
  const rows = optionTable(markdown).map((line) => OPTION_ROW.exec(line)).filter((m) => m !== null);
  const keys = new Set(rows.map((m) => m[1] ?? ''));
  const docs: Record<string, OptionDoc> = {};
  for (const [, key = '', meaning = ''] of rows) {
    const description = meaning.trim()
      .replace(/`([A-Za-z][A-Za-z0-9]*)`/g, (code: string, name: string) => (keys.has(name) ? `“${optionLabel(name)}”` : name))
      .replace(/`([^`]*)`/g, '$1').replace(/\*\*?([^*]+)\*\*?/g, '$1');
    docs[key] = { label: optionLabel(key), description };
  }
  return docs;
}

/** The option words of a game (empty when its rules file cannot be read). */
export async function optionDocs(game: string): Promise<Record<string, OptionDoc>> {
  const rules = await readRules(game);
  return rules === undefined ? {} : parseOptionDocs(rules);
}
