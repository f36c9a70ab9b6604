/**
 * The id of a title as URLs and content ids spell it: `Gonzo's Treasure Hunt` → `gonzos-treasure-hunt`,
 * `Play'n GO` → `playn-go`.
 */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
