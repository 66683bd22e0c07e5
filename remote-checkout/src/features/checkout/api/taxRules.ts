import { apiClient, type TaxRules } from '@store/shared/api';

/** GET /store/tax: the seller's state and the GST slabs the invoice will apply. */
export async function fetchTaxRules(signal?: AbortSignal): Promise<TaxRules> {
  return (await apiClient().get<TaxRules>('/store/tax', { signal })).data;
}
