// The routes. The home screen ships in the first bundle; every other screen loads on demand.
// The /dev fixture routes exist in `vite` dev and in `--mode e2e` builds only, so production
// bundles do not contain them.
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { HomeScreen } from '../features/home/components/home-screen';
import { InviteScreen } from '../features/home/components/invite-screen';
import { paths } from '../lib/paths';
import { RouteError } from './routes/route-error';

const DEV_ROUTES = import.meta.env.DEV || import.meta.env.VITE_DEV_ROUTES === 'true';

const devRoutes: RouteObject[] = DEV_ROUTES
  ? [
      {
        path: paths.devTable.pattern,
        lazy: async () => ({ Component: (await import('./routes/dev/dev-table')).DevTable }),
      },
      {
        path: paths.devDominoes.pattern,
        lazy: async () => ({ Component: (await import('./routes/dev/dev-dominoes')).DevDominoes }),
      },
    ]
  : [];

const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // While a lazily loaded screen's code arrives on the first page load: the bare felt, as
    // before, but said on purpose (React Router warns on every reload without one). Not a
    // <main>: a screen is on the page once its <main> is.
    hydrateFallbackElement: <div aria-busy="true" />,
    children: [
      { path: paths.home.pattern, element: <HomeScreen /> },
      { path: paths.join.pattern, element: <InviteScreen /> },
      {
        path: paths.continue.pattern,
        lazy: async () => ({
          Component: (await import('../features/home/components/continue-screen')).ContinueScreen,
        }),
      },
      {
        path: paths.room.pattern,
        lazy: async () => ({ Component: (await import('./routes/room')).OnlineRoom }),
      },
      {
        path: paths.offlineRoom.pattern,
        lazy: async () => ({ Component: (await import('./routes/room')).OfflineRoom }),
      },
      {
        path: paths.replay.pattern,
        lazy: async () => ({
          Component: (await import('../features/replay/components/replay-screen')).ReplayScreen,
        }),
      },
      {
        path: paths.stats.pattern,
        lazy: async () => ({
          Component: (await import('../features/stats/components/stats-screen')).StatsScreen,
        }),
      },
      {
        path: paths.review.pattern,
        lazy: async () => ({ Component: (await import('./routes/review')).ReviewRoute }),
      },
      {
        path: paths.comfort.pattern,
        lazy: async () => ({ Component: (await import('./routes/comfort')).ComfortScreen }),
      },
      ...devRoutes,
      { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFound }) },
    ],
  },
];

const router = createBrowserRouter(routes);

/** The router, created once for the page. */
export function AppRouter() {
  return <RouterProvider router={router} />;
}
