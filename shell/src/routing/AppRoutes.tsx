import { Route, Routes } from '@store/shared/router';
import { RemoteSlot } from '../federation/RemoteSlot';
import { LoginPage } from '../pages/LoginPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { UnauthorizedPage } from '../pages/UnauthorizedPage';
import { AdminGuard } from './AdminGuard';
import { Suspense, type ReactElement } from 'react';
import { lazyPage } from './lazyPage';
import { REMOTE_ROUTES, SHELL_PATHS, type ShellPath } from './remoteRoutes';

// Reading pages, rarely the first: their code and words load when opened, not with every page.
const help = lazyPage(() => import('../pages/HelpPage').then((page) => page.HelpPage));
const terms = lazyPage(() => import('../pages/TermsPage').then((page) => page.TermsPage));
const privacy = lazyPage(() => import('../pages/PrivacyPage').then((page) => page.PrivacyPage));
const { Page: HelpPage } = help;
const { Page: TermsPage } = terms;
const { Page: PrivacyPage } = privacy;

/** Loads the code of a shell page that loads when opened, for hydrating it drawn (bootstrap.tsx). */
export function preloadShellPage(path: string): Promise<unknown> {
  const page = { '/help': help, '/terms': terms, '/privacy': privacy }[path];
  return page ? page.preload().catch(() => undefined) : Promise.resolve();
}

/** The shell's own pages, one for each of SHELL_PATHS (the render server answers 404 elsewhere). */
const SHELL_PAGES: Record<ShellPath, ReactElement> = {
  '/unauthorized': <UnauthorizedPage />,
  '/login': <LoginPage />,
  '/register': <LoginPage />,
  '/terms': <TermsPage />,
  '/privacy': <PrivacyPage />,
  '/help': <HelpPage />,
};

/** Every route of the product's route table, each to the remote module (or shell page) that owns it. */
export function AppRoutes() {
  return (
    <Routes>
      {REMOTE_ROUTES.map(({ path, module }) => {
        const slot = <RemoteSlot id={module} />;
        return (
          <Route
            key={path}
            path={path}
            element={module === 'admin/AdminPanel' ? <AdminGuard>{slot}</AdminGuard> : slot}
          />
        );
      })}
      {SHELL_PATHS.map((path) => (
        <Route key={path} path={path} element={<Suspense fallback={null}>{SHELL_PAGES[path]}</Suspense>} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
