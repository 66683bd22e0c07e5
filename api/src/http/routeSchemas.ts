import { z } from 'zod';

/** `:id` params of a record: a UUID, or 400 'id: Invalid <record> id'. */
export const idParams = (record: string) => z.object({ id: z.uuid({ message: `Invalid ${record} id` }) });
