import type { Section } from '@store/shared/catalog';
import { selectCurrentUser, useAppSelector, useMeasurementProfilesQuery } from '@store/shared/store';
import { SelectField, theme } from '@store/shared/ui';
import { Link } from '@store/shared/router';
import styled from 'styled-components';
import { useT } from '../i18n';

const Hint = styled.p`
  margin: 0 0 16px;
  color: ${theme.color.muted};
  font-size: 14px;
`;

/**
 * For a signed-in customer: fill the custom measurement form from one of their saved profiles
 * of this section's fit. Signed out, or with none saved, it points to the dashboard instead.
 */
export function ProfilePicker({
  section,
  onPick,
}: {
  section: Section;
  onPick: (measurements: Record<string, string>) => void;
}) {
  const t = useT();
  const signedIn = Boolean(useAppSelector(selectCurrentUser));
  const { data: saved, isError } = useMeasurementProfilesQuery(undefined, { skip: !signedIn });
  // None saved, or none that could be read: the hint to save one.
  const profiles = isError ? [] : saved ? saved.filter((profile) => profile.fit === section) : null;

  if (!signedIn || profiles === null) return null;
  if (profiles.length === 0)
    return (
      <Hint>
        {t('catalog.profile.hintBefore')} <Link to="/customer-dashboard">{t('catalog.profile.dashboard')}</Link>{' '}
        {t('catalog.profile.hintAfter')}
      </Hint>
    );
  return (
    <SelectField
      label={t('catalog.profile.fill')}
      defaultValue=""
      onChange={(event) => {
        const profile = profiles.find((p) => p._id === event.target.value);
        if (profile)
          onPick(Object.fromEntries(Object.entries(profile.measurements).map(([field, v]) => [field, String(v)])));
      }}
    >
      <option value="" disabled>
        {t('catalog.profile.choose')}
      </option>
      {profiles.map((profile) => (
        <option key={profile._id} value={profile._id}>
          {profile.name}
        </option>
      ))}
    </SelectField>
  );
}
