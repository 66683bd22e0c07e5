import { z } from 'zod';

/** `:id` params of a record: a UUID, or 400 'id: Invalid <record> id'. */
export const idParams = (record: string) => z.object({ id: z.uuid({ message: `Invalid ${record} id` }) });

/** `:id/items/:lineId` params: an order and one of its pieces (its line id). */
export const lineParams = idParams('order').extend({ lineId: idParams('piece').shape.id });
