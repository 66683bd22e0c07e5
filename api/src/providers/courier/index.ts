import type { ApiConfig } from '../../config';
import type { Database } from '../../db/client';
import { SandboxCourier } from './sandbox';
import { shiprocketCourier } from './shiprocket';
import type { CourierProvider } from './types';

export { SandboxCourier, SANDBOX_STEPS, type SandboxStep, type SandboxWebhook } from './sandbox';
export { remittanceCsv } from './remittanceCsv';
export * from './types';

/**
 * Shiprocket with its API user; otherwise the sandbox (returned twice: it also moves parcels on
 * command and on its clock). A second courier (Delhivery direct) would be one more branch here.
 */
export function courierProvider(
  config: ApiConfig,
  db: Database,
): { provider: CourierProvider; sandbox: SandboxCourier | null } {
  const courier = config.courier;
  if (courier.provider === 'shiprocket') return { provider: shiprocketCourier(courier), sandbox: null };
  const sandbox = new SandboxCourier(db, {
    webhookToken: courier.webhookToken,
    pickupLocation: courier.pickupLocation,
    pickupPincode: courier.pickupPincode,
  });
  return { provider: sandbox, sandbox };
}
