import type { MeasurementProfile, MeasurementProfileFields } from '@store/shared/api';
import {
  useDeleteMeasurementProfileMutation,
  useMeasurementProfilesQuery,
  useSaveMeasurementProfileMutation,
} from '@store/shared/store';
import { SavedRecordsSection } from '../../../components/SavedRecordsSection';
import { useRecordList, type SavedRecords } from '../../../components/useSavedRecords';
import { useT } from '../../../i18n';
import { FIT_KEYS } from '../fitKeys';
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
  const t = useT();
  return (
    <SavedRecordsSection
      store={useProfiles()}
      words={{
        saved: t('account.profiles.saved'),
        saveFailed: t('account.profiles.saveFailed'),
        deleteTitle: t('account.profiles.deleteTitle'),
        deleteFailed: t('account.profiles.deleteFailed'),
      }}
      headingId="measurement-profiles"
      title={t('account.profiles.title')}
      loadingText={t('account.profiles.loading')}
      emptyText={t('account.profiles.empty')}
      addLabel={t('account.profiles.add')}
      describe={(profile) => (
        <span>
          <strong>{profile.name}</strong> · {t(FIT_KEYS[profile.fit])} ·{' '}
          {t('account.profiles.count', { count: Object.keys(profile.measurements).length })}
        </span>
      )}
      deleteQuestion={(profile) => t('account.profiles.deleteQuestion', { name: profile.name })}
      form={(profile, save, cancel) => <ProfileForm initial={profile} onSave={save} onCancel={cancel} />}
    />
  );
}
