import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { forAdmins } from '../../http/guards';
import type { JobQueue } from '../../jobs/queue';
import type { MediaStore } from '../../media/mediaStore';
import type { PaymentProvider } from '../../providers/payment/types';
import type { GuestAccess } from '../orders/guestAccess';
import type { ProductImageStore } from '../uploads';
import { adminCouponRoutes } from './couponRoutes';
import { jobRoutes } from './jobRoutes';
import { adminPaymentRoutes } from './paymentRoutes';
import { adminProductRoutes } from './productRoutes';

/** The desk's products, coupons, payments and jobs. */
export const adminModule: FastifyPluginAsync<{
  db: Database;
  media: MediaStore;
  images: ProductImageStore;
  jobs: JobQueue;
  provider: PaymentProvider;
  guests: GuestAccess;
}> = async (app, { db, media, images, jobs, provider, guests }) => {
  await forAdmins(app, adminProductRoutes, { db, media, images, jobs });
  await forAdmins(app, adminCouponRoutes, { db });
  await forAdmins(app, jobRoutes, { jobs });
  await forAdmins(app, adminPaymentRoutes, { db, provider, guests });
};
