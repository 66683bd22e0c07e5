/** The first row a query answers, or undefined: what a look-up by key returns. */
export async function firstRow<T>(rows: PromiseLike<T[]>): Promise<T | undefined> {
  const [row] = await rows;
  return row;
}
