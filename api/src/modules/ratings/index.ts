import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { forCustomers, forStaff } from '../../http/guards';
import type { JobQueue } from '../../jobs/queue';
import type { MediaStore } from '../../media/mediaStore';
import { ratingRoutes } from './routes';
import { adminReviewRoutes, reviewRoutes } from './reviewRoutes';

/** Ratings and reviews: written by buyers, read by everyone, moderated by the desk. */
export const ratingsModule: FastifyPluginAsync<{ db: Database; jobs: JobQueue; media: MediaStore }> = async (
  app,
  { db, jobs, media },
) => {
  await forCustomers(app, ratingRoutes, { db, jobs, media });
  await app.register(reviewRoutes, { db, media });
  await forStaff('reviews')(app, adminReviewRoutes, { db, media });
};
