import { theme } from '@store/shared/ui';
import styled from 'styled-components';

/** The listing's page (and the store's results): the filters' column beside the results. */
export const Layout = styled.div`
  display: flex;
  gap: 32px;
  align-items: flex-start;
`;

/** The results' column. */
export const Main = styled.div`
  flex: 1;
  min-width: 0;
`;

/** Above the grid: the search box, Filter (small screens) and Sort. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 24px;
  @media (min-width: ${theme.breakpoint.lg}) {
    flex-wrap: nowrap;
  }
`;

/** The 250 px column of large screens; its filters scroll within it. */
export const Sidebar = styled.aside`
  width: 250px;
  flex: none;
  position: sticky;
  top: calc(${theme.headerHeight} + 16px);
  max-height: calc(100vh - ${theme.headerHeight} - 32px);
  overflow-y: auto;
  @media (max-width: ${theme.breakpoint.lg}) {
    display: none;
  }
`;

/** What comes into view at the end of the grid: the next page is asked for then. */
export const ListEnd = styled.div`
  min-height: 1px;
`;

/** The filters in a dropped-down toolbar list (small screens' Filter), before the (folded) categories. */
export const FiltersItem = styled.li`
  padding: 0 16px;
`;
