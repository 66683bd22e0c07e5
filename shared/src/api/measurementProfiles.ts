import type { MeasurementProfile } from './answers';

export type { MeasurementProfile } from './answers';

/** A profile as its form saves it (POST and PUT /measurement-profiles, `saveMeasurementProfile`). */
export type MeasurementProfileFields = Omit<MeasurementProfile, '_id' | 'updatedAt'>;
