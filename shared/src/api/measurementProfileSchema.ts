import { z } from 'zod';
import { FITS, MAX_MEASUREMENT, measurementFields, measurementLabel } from '../catalog';

export const MAX_PROFILES = 20;

/**
 * A saved measurement profile: a name ('Me', 'Father'), the fit, and any of that fit's
 * measurements in inches (at least one; the product page asks for the rest when ordering).
 */
export const measurementProfileSchema = z
  .object({
    name: z
      .string({ message: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(40, 'Name must be at most 40 characters'),
    fit: z.enum(FITS, { message: "Fit must be men's or women's" }),
    measurements: z.record(
      z.string(),
      z
        .number({ message: 'must be a number of inches' })
        .gt(0, 'must be more than 0 inches')
        .max(MAX_MEASUREMENT, `must be at most ${MAX_MEASUREMENT} inches`),
      { message: 'Measurements are required' },
    ),
  })
  .superRefine(({ fit, measurements }, context) => {
    const allowed = new Set(measurementFields(fit));
    const fields = Object.keys(measurements);
    for (const field of fields)
      if (!allowed.has(field))
        context.addIssue({
          code: 'custom',
          path: ['measurements', field],
          message: `is not a ${fit === 'mens' ? "men's" : "women's"} measurement`,
        });
    if (fields.length === 0)
      context.addIssue({
        code: 'custom',
        path: ['measurements'],
        message: `Enter at least one measurement, such as ${measurementLabel(measurementFields(fit)[0] ?? '')}`,
      });
  });

export type MeasurementProfileInput = z.output<typeof measurementProfileSchema>;
