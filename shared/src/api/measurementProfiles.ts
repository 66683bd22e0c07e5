import type { Fit } from '../catalog/measurements';
import { apiClient } from './client';

/** A saved measurement profile as the API sends it. */
export interface MeasurementProfile {
  _id: string;
  name: string;
  fit: Fit;
  /** Inches by field name; only the fields the customer filled. */
  measurements: Record<string, number>;
  updatedAt: string;
}

export type MeasurementProfileFields = Omit<MeasurementProfile, '_id' | 'updatedAt'>;

const PATH = '/measurement-profiles';

/** GET /measurement-profiles (credentials): the signed-in customer's profiles, by name. */
export async function fetchMeasurementProfiles(signal?: AbortSignal): Promise<MeasurementProfile[]> {
  const { data } = await apiClient().get<MeasurementProfile[]>(PATH, { signal });
  return Array.isArray(data) ? data : [];
}

export async function createMeasurementProfile(profile: MeasurementProfileFields): Promise<MeasurementProfile> {
  return (await apiClient().post<MeasurementProfile>(PATH, profile)).data;
}

export async function updateMeasurementProfile(
  id: string,
  profile: MeasurementProfileFields,
): Promise<MeasurementProfile> {
  return (await apiClient().put<MeasurementProfile>(`${PATH}/${encodeURIComponent(id)}`, profile)).data;
}

export async function deleteMeasurementProfile(id: string): Promise<void> {
  await apiClient().delete(`${PATH}/${encodeURIComponent(id)}`);
}
