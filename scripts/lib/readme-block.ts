/** Replaces the text between two marker lines of README.md; `undefined` when a marker is missing. */
export function replaceBlock(readme: string, startMarker: string, endMarker: string, body: string): string | undefined {
  const start = readme.indexOf(startMarker);
  const end = readme.indexOf(endMarker);
  if (start < 0 || end < start) return undefined;
  return `${readme.slice(0, start + startMarker.length)}\n${body}\n${readme.slice(end)}`;
}
