/** A place in a bot's source as the CLI prints it: `file`, `file:line` or `file:line:column`. */
export function sourceAt(file: string, line?: number | null, column?: number | null): string {
  if (line === undefined || line === null) return file;
  return column === undefined || column === null ? `${file}:${line}` : `${file}:${line}:${column}`;
}
