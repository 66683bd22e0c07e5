import type { FastifyPluginAsync } from 'fastify';
import type { ApiConfig } from '../../config';
import type { MediaStore } from '../../media/mediaStore';
import type { JobQueue } from '../../jobs/queue';
import type { OtpService } from '../auth/otpService';
import type { GuestAccess } from '../orders/guestAccess';
import type { CashConfirmation } from './cash/cashConfirmation';
import type { CheckoutDeps } from './completePayment';
import { cardCheckoutRoutes } from './routes/card';
import { cashOrderRoutes } from './routes/cash';
import { RememberedProducts } from './rememberedProducts';

/**
 * The checkout: pricing a bag, holding its stock, and placing the order by each payment method
 * (card or UPI through the provider; cash on delivery with its confirmation).
 */
export const checkoutModule: FastifyPluginAsync<{
  config: ApiConfig;
  media: MediaStore;
  jobs: JobQueue;
  otp: OtpService;
  guests: GuestAccess;
  cashConfirmation: CashConfirmation;
  /** The checkout's own deps (hold minutes and cap, what a new order queues), built in wiring.ts. */
  checkout: CheckoutDeps;
}> = async (app, { config, media, jobs, otp, guests, cashConfirmation, checkout }) => {
  await app.register(cardCheckoutRoutes, {
    ...checkout,
    media,
    guests,
    prepaidDiscount: config.prepaidDiscount,
    rateLimits: config.rateLimits,
    rememberedProducts: new RememberedProducts(),
  });
  await app.register(cashOrderRoutes, {
    ...checkout,
    media,
    otp,
    rules: config.cashOnDelivery,
    risk: config.cashRisk,
    prepaidDiscount: config.prepaidDiscount,
    jobs,
    guests,
    confirmation: cashConfirmation,
    rateLimits: config.rateLimits,
  });
};
