/** How a review is signed: the first name and the initial of the last ('Asha R.'), or 'Verified buyer'. */
export function reviewerName(name: string): string {
  const [first, ...rest] = name.trim().split(/\s+/).filter(Boolean);
  if (!first) return 'Verified buyer';
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}
