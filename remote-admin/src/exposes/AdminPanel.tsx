import { selectCurrentUser, useAppSelector } from '@store/shared/store';
import { StatusText, theme } from '@store/shared/ui';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation, useNavigate } from '@store/shared/router';
import styled from 'styled-components';
import { AddProductForm } from '../features/add-product/components/AddProductForm';
import { CouponsTab } from '../features/coupons/components/CouponsTab';
import { DashboardTab } from '../features/dashboard/components/DashboardTab';
import { FailedJobsTab } from '../features/jobs/components/FailedJobsTab';
import { OrdersTab } from '../features/orders/components/OrdersTab';
import { AdminNav } from '../features/panel/components/AdminNav';
import { ACTIVE_TAB_KEY, TABS, tabForLocation, tabsFor, type TabId } from '../features/panel/tabs';
import { ProductListTab } from '../features/products/components/ProductListTab';
import { ProductionTab } from '../features/orders/components/ProductionTab';
import { ReturnsTab } from '../features/returns/components/ReturnsTab';
import { ReviewsTab } from '../features/reviews/components/ReviewsTab';
import { TeamTab } from '../features/team/components/TeamTab';

/**
 * Tabs the desk opens now and then load when opened, so the panel's first screen stays as small
 * as it was: Shipping (with its charts), Search (what shoppers searched, the synonyms), Gift cards, Insights (the owner's
 * reports and their charts).
 */
const LAZY_TABS: Partial<Record<TabId, LazyExoticComponent<ComponentType>>> = {
  shipping: lazy(() => import('../features/shipping/components/ShippingTab')),
  search: lazy(() => import('../features/search/components/SearchTab')),
  'gift-cards': lazy(() => import('../features/gift-cards/components/GiftCardsTab')),
  insights: lazy(() => import('../features/insights/components/InsightsTab')),
};

const Layout = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 24px 16px 48px;
  display: grid;
  gap: 24px;
  font-family: ${theme.font.body};
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: 220px 1fr;
  }
`;

const Sidebar = styled.aside`
  display: none;
  @media (min-width: ${theme.breakpoint.lg}) {
    display: block;
    position: sticky;
    top: calc(${theme.headerHeight} + 24px);
    align-self: start;
  }
`;

const MobileBar = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  select {
    flex: 1;
    min-height: 44px;
    padding: 0 10px;
    border: 1px solid ${theme.color.line};
    border-radius: 6px;
    font: 15px/1 ${theme.font.body};
  }
  button {
    min-height: 44px;
    padding: 0 14px;
    border: 1px solid ${theme.color.ink};
    border-radius: 6px;
    background: ${theme.color.paper};
    font: 600 14px/1 ${theme.font.body};
  }
  @media (min-width: ${theme.breakpoint.lg}) {
    display: none;
  }
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 90;
  background: rgba(20, 18, 16, 0.45);
`;

const Drawer = styled.aside`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: 91;
  width: min(280px, 85vw);
  padding: 80px 16px 16px;
  background: ${theme.color.paper};
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.25);
`;

function ActiveTab({ tab }: { tab: TabId }) {
  const list = TABS.find((t) => t.id === tab);
  if (list && 'section' in list) return <ProductListTab key={list.section} section={list.section} />;
  if (tab === 'add-product') return <AddProductForm />;
  if (tab === 'orders') return <OrdersTab />;
  const Lazy = LAZY_TABS[tab];
  if (Lazy)
    return (
      <Suspense fallback={<StatusText role="status">Loading...</StatusText>}>
        <Lazy />
      </Suspense>
    );
  if (tab === 'returns') return <ReturnsTab />;
  if (tab === 'coupons') return <CouponsTab />;
  if (tab === 'jobs') return <FailedJobsTab />;
  if (tab === 'reviews') return <ReviewsTab />;
  if (tab === 'team') return <TeamTab />;
  if (tab === 'production') return <ProductionTab />;
  return <DashboardTab />;
}

/** admin/AdminPanel: /admin and /admin/* (product §2): sidebar or dropdown, the active tab kept in storage. */
export default function AdminPanel() {
  const navigate = useNavigate();
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const tabs = tabsFor(useAppSelector(selectCurrentUser));
  const active = tabForLocation(location.pathname, tabs);

  const choose = (tab: TabId) => {
    localStorage.setItem(ACTIVE_TAB_KEY, tab);
    setDrawerOpen(false);
    navigate(TABS.find((t) => t.id === tab)?.path ?? '/admin');
  };

  return (
    <Layout>
      <Sidebar>
        <AdminNav tabs={tabs} active={active} onChoose={choose} />
      </Sidebar>
      <MobileBar>
        <button type="button" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
          Menu
        </button>
        <select aria-label="Admin section" value={active ?? ''} onChange={(e) => choose(e.target.value as TabId)}>
          {tabs.map((tab) => (
            <option key={tab.id} value={tab.id}>
              {tab.label}
            </option>
          ))}
        </select>
      </MobileBar>
      {drawerOpen ? (
        <>
          <Overlay data-testid="admin-overlay" onClick={() => setDrawerOpen(false)} />
          <Drawer aria-label="Admin menu">
            <AdminNav tabs={tabs} active={active} onChoose={choose} />
          </Drawer>
        </>
      ) : null}
      <main>
        {active ? (
          <ActiveTab tab={active} />
        ) : (
          <StatusText role="status">Your role has no desk here yet: ask the store&apos;s owner.</StatusText>
        )}
      </main>
    </Layout>
  );
}
