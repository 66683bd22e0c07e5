import type { MeasurementProfile, MeasurementProfileFields } from '@store/shared/api';
import { FIT_LABELS } from '@store/shared/catalog';
import {
  useDeleteMeasurementProfileMutation,
  useMeasurementProfilesQuery,
  useSaveMeasurementProfileMutation,
} from '@store/shared/store';
import { SavedRecordsSection } from '../../../components/SavedRecordsSection';
import { useRecordList, type SavedRecords } from '../../../components/useSavedRecords';
import { summary } from '../profileInput';
import { ProfileForm } from './ProfileForm';

/** The profiles through the shared endpoints: the product page and the checkout read the same list. */
function useProfiles(): SavedRecords<MeasurementProfile, MeasurementProfileFields> {
  const records = useRecordList<MeasurementProfile>(useMeasurementProfilesQuery(), 'measurement profiles');
  const [save] = useSaveMeasurementProfileMutation();
  const [remove] = useDeleteMeasurementProfileMutation();
  return { records, save: (id, input) => save({ id, input }).unwrap(), remove: (id) => remove(id).unwrap() };
}

/** Named measurement sets ('Me', 'Father') the product page can fill its custom form from. */
export function MeasurementProfiles() {
  return (
    <SavedRecordsSection
      store={useProfiles()}
      noun="profile"
      headingId="measurement-profiles"
      title="Measurement profiles"
      loadingText="Loading profiles..."
      emptyText="No profiles yet. Save your measurements once and pick them on any tailored product."
      addLabel="Add profile"
      describe={(profile) => (
        <span>
          <strong>{profile.name}</strong> · {FIT_LABELS[profile.fit]} · {summary(profile)}
        </span>
      )}
      deleteQuestion={(profile) => `Delete the profile ${profile.name}?`}
      form={(profile, save, cancel) => <ProfileForm initial={profile} onSave={save} onCancel={cancel} />}
    />
  );
}
