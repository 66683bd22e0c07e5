import { and, eq } from 'drizzle-orm';
import type { AdminProduct } from '@store/shared/schemas';
import { productStock } from '../src/db/schema';
import { customerClient } from './customerClient';
import type { TestApi } from './testApp';

/** Women's pieces made through the admin's API with stock in M, named `<name> <n>`, and their count on hand. */
export function stockedPieces(api: TestApi, name: string) {
  const { call } = customerClient(api);
  let made = 0;
  return {
    async piece(admin: string, stock: number, price: number): Promise<AdminProduct> {
      made += 1;
      const body = {
        name: `${name} ${made}`,
        price,
        mainCategory: 'womens',
        type: 'anarkali-suit',
        stock: { M: stock },
      };
      const answer = await call('POST', '/admin/products', body, admin);
      if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
      return answer.body as AdminProduct;
    },
    onHand: async (productId: string) =>
      (
        await api.database.db
          .select({ n: productStock.onHand })
          .from(productStock)
          .where(and(eq(productStock.productId, productId), eq(productStock.stockKey, 'M')))
      )[0]?.n,
  };
}
