/** The text with LIKE's wildcards and escape character escaped, so it matches only itself (PostgreSQL's `\` escape). */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern that finds the text anywhere. */
export function likeContains(text: string): string {
  return `%${likeLiteral(text)}%`;
}
