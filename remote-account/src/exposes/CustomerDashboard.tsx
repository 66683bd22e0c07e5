import { selectCurrentUser, useAppSelector } from '@store/shared/store';
import { PageContainer, PageTitle, theme } from '@store/shared/ui';
import styled from 'styled-components';
import { AddressBook } from '../features/addresses/components/AddressBook';
import { MeasurementProfiles } from '../features/measurements/components/MeasurementProfiles';
import { OrderHistory } from '../features/orders/components/OrderHistory';
import { NameCard } from '../features/profile/components/NameCard';

const Subtitle = styled.p`
  margin-top: 0;
  color: ${theme.color.muted};
`;

/** account/CustomerDashboard: /customer-dashboard; address book and measurement profiles only for a signed-in customer. */
export default function CustomerDashboard() {
  const user = useAppSelector(selectCurrentUser);
  return (
    <PageContainer>
      <PageTitle>Customer Dashboard</PageTitle>
      <Subtitle>View your order history</Subtitle>
      <NameCard />
      <OrderHistory />
      {user ? (
        <>
          <AddressBook />
          <MeasurementProfiles />
        </>
      ) : null}
    </PageContainer>
  );
}
