/** Paths of the catalog: segments joined by '/', '' for a tenant's root. */

export const joinPath = (folder: string, name: string) => (folder ? `${folder}/${name}` : name);

/** "a/b/c.pdf" → { folder: "a/b", name: "c.pdf" }; "c.pdf" → { folder: "", name: "c.pdf" }. */
export function splitPath(path: string): { folder: string; name: string } {
  const cut = path.lastIndexOf('/');
  return cut < 0 ? { folder: '', name: path } : { folder: path.slice(0, cut), name: path.slice(cut + 1) };
}

/** Every folder from the root down to `path` itself: "a/b" → ["a", "a/b"]. */
export function foldersDownTo(path: string): string[] {
  if (!path) return [];
  const segments = path.split('/');
  return segments.map((_, i) => segments.slice(0, i + 1).join('/'));
}

/** A LIKE pattern matching what lies below `folder` (its own rows excluded); '%', '_' and '\' taken literally. */
export const belowPattern = (folder: string) => `${escapeLike(folder)}/%`;

/** A LIKE pattern for names containing `text`, case as given. */
export const containingPattern = (text: string) => `%${escapeLike(text)}%`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `path` moved from below `from` to below `to` ("a/x/y", "a/x", "b" → "b/y"). */
export const rebase = (path: string, from: string, to: string) =>
  path === from ? to : joinPath(to, path.slice(from.length + 1));
