/**
 * The router API the store uses, shared by Module Federation as one singleton. Sharing
 * react-router-dom itself would ship all of it (about 60 KB gzip: data routers, server
 * rendering); shared through this list, the build keeps only what is named here.
 * Import routing from '@store/shared/router' only (lint enforces it), never by a relative path:
 * the package name is what Module Federation shares.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  useHref,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
