import type { MeasurementProfile } from './answers';
import { apiClient } from './client';

export type { MeasurementProfile } from './answers';

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
