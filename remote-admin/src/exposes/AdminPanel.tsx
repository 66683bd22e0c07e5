import { PageContainer, PageTitle } from '@store/shared/ui';

/** admin/AdminPanel: /admin and /admin/*. Tabs, products and orders come with the admin issue. */
export default function AdminPanel() {
  return (
    <PageContainer>
      <PageTitle>Admin Dashboard</PageTitle>
    </PageContainer>
  );
}
