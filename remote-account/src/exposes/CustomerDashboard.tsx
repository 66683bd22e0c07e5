import { selectCurrentUser, useAppSelector } from '@store/shared/store';
import { PageContainer, PageTitle, theme, useDocumentMeta } from '@store/shared/ui';
import styled from 'styled-components';
import { AddressBook } from '../features/addresses/components/AddressBook';
import { MeasurementProfiles } from '../features/measurements/components/MeasurementProfiles';
import { OrderHistory } from '../features/orders/components/OrderHistory';
import { NameCard } from '../features/profile/components/NameCard';
import { StoreCredit } from '../features/storeCredit/components/StoreCredit';
import { useT } from '../i18n';

const Subtitle = styled.p`
  margin-top: 0;
  color: ${theme.color.muted};
`;

/** account/CustomerDashboard: /customer-dashboard; address book and measurement profiles only for a signed-in customer. */
export default function CustomerDashboard() {
  const user = useAppSelector(selectCurrentUser);
  const t = useT();
  // The server titles the page the same (shell/server/pages.ts): a client-side visit sets it here.
  useDocumentMeta(t('account.dashboard.title'));
  return (
    <PageContainer>
      <PageTitle>{t('account.dashboard.title')}</PageTitle>
      <Subtitle>{t('account.dashboard.subtitle')}</Subtitle>
      <NameCard />
      <OrderHistory />
      {user ? (
        <>
          <StoreCredit />
          <AddressBook />
          <MeasurementProfiles />
        </>
      ) : null}
    </PageContainer>
  );
}
