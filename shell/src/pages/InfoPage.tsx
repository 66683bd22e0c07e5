import { PageContainer, PageTitle } from '@store/shared/ui';
import type { ReactNode } from 'react';

export function InfoPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageContainer>
      <PageTitle>{title}</PageTitle>
      {children}
    </PageContainer>
  );
}
