import {
  createMeasurementProfile,
  deleteMeasurementProfile,
  fetchMeasurementProfiles,
  updateMeasurementProfile,
  type MeasurementProfile,
  type MeasurementProfileFields,
} from '@store/shared/api';
import { FIT_LABELS } from '@store/shared/catalog';
import { Button, RecordList, StatusText } from '@store/shared/ui';
import { useSavedRecords, type SavedRecordsApi } from '../../../components/useSavedRecords';
import { summary } from '../profileInput';
import { ProfileForm } from './ProfileForm';

const profileApi: SavedRecordsApi<MeasurementProfile, MeasurementProfileFields> = {
  load: fetchMeasurementProfiles,
  create: createMeasurementProfile,
  update: updateMeasurementProfile,
  remove: deleteMeasurementProfile,
};

/** Named measurement sets ('Me', 'Father') the product page can fill its custom form from. */
export function MeasurementProfiles() {
  const { records, editing, setEditing, cancel, save, remove, dialog, section } = useSavedRecords(
    profileApi,
    'profile',
  );
  return (
    <section ref={section} aria-labelledby="measurement-profiles">
      <h2 id="measurement-profiles">Measurement profiles</h2>
      {records === null ? (
        <StatusText role="status">Loading profiles...</StatusText>
      ) : editing ? (
        <ProfileForm
          key={editing === 'new' ? 'new' : editing._id}
          initial={editing === 'new' ? null : editing}
          onSave={(profile) => void save(profile)}
          onCancel={cancel}
        />
      ) : (
        <>
          {records.length === 0 ? (
            <p>No profiles yet. Save your measurements once and pick them on any tailored product.</p>
          ) : null}
          <RecordList
            records={records}
            keyOf={(record) => record._id}
            describe={(profile) => (
              <span>
                <strong>{profile.name}</strong> · {FIT_LABELS[profile.fit]} · {summary(profile)}
              </span>
            )}
            onEdit={setEditing}
            onDelete={(profile) => void remove(profile, `Delete the profile ${profile.name}?`)}
          />
          <Button type="button" onClick={() => setEditing('new')}>
            Add profile
          </Button>
        </>
      )}
      {dialog}
    </section>
  );
}
