import type { CourierConfig } from '../../config';
import type { CourierProvider } from './types';

/** Shiprocket's external API client: being written (the sandbox is the provider until then). */
export function shiprocketCourier(config: CourierConfig): CourierProvider {
  throw new Error(`The Shiprocket client is not ready yet (${config.apiUrl}): use COURIER_PROVIDER=sandbox`);
}
