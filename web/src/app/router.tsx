// The routes. The home screen ships in the first bundle; every other screen loads on demand, and
// a move to it keeps the current screen up until its code has arrived (the router changes pages
// inside a React transition). The router runs in declarative mode: the data router
// (createBrowserRouter, with its loaders and actions, none of which the app uses) added about
// 16 kB gzip to the first screen. The /dev fixture routes exist in `vite` dev and in
// `--mode e2e` builds only, so production bundles do not contain them.
import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { HomeScreen } from '../features/home/components/home-screen';
import { InviteScreen } from '../features/home/components/invite-screen';
import { paths } from '../lib/paths';
import { RouteErrorBoundary } from './routes/route-error';

const DEV_ROUTES = import.meta.env.DEV || import.meta.env.VITE_DEV_ROUTES === 'true';

/** A screen whose code loads when it is first shown. */
const onDemand = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

const ContinueScreen = onDemand(
  async () => (await import('../features/home/components/continue-screen')).ContinueScreen,
);
const OnlineRoom = onDemand(async () => (await import('./routes/room')).OnlineRoom);
const OfflineRoom = onDemand(async () => (await import('./routes/room')).OfflineRoom);
const ReplayScreen = onDemand(
  async () => (await import('../features/replay/components/replay-screen')).ReplayScreen,
);
const StatsScreen = onDemand(
  async () => (await import('../features/stats/components/stats-screen')).StatsScreen,
);
const ReviewRoute = onDemand(async () => (await import('./routes/review')).ReviewRoute);
const ComfortScreen = onDemand(async () => (await import('./routes/comfort')).ComfortScreen);
const learn = () => import('./routes/learn');
const LearnScreen = onDemand(async () => (await learn()).LearnScreen);
const LessonScreen = onDemand(async () => (await learn()).LessonScreen);
const RulesScreen = onDemand(async () => (await learn()).RulesScreen);
const NotFound = onDemand(async () => (await import('./routes/not-found')).NotFound);
const DevTable = DEV_ROUTES ? onDemand(async () => (await import('./routes/dev/dev-table')).DevTable) : null;
const DevDominoes = DEV_ROUTES
  ? onDemand(async () => (await import('./routes/dev/dev-dominoes')).DevDominoes)
  : null;

/** The router, for the whole page. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        {/* While a screen's code arrives on the first page load: the bare felt, said on purpose.
            Not a <main>: a screen is on the page once its <main> is. */}
        <Suspense fallback={<div aria-busy="true" />}>
          <Routes>
            <Route path={paths.home.pattern} element={<HomeScreen />} />
            <Route path={paths.join.pattern} element={<InviteScreen />} />
            <Route path={paths.continue.pattern} element={<ContinueScreen />} />
            <Route path={paths.room.pattern} element={<OnlineRoom />} />
            <Route path={paths.offlineRoom.pattern} element={<OfflineRoom />} />
            <Route path={paths.replay.pattern} element={<ReplayScreen />} />
            <Route path={paths.stats.pattern} element={<StatsScreen />} />
            <Route path={paths.review.pattern} element={<ReviewRoute />} />
            <Route path={paths.comfort.pattern} element={<ComfortScreen />} />
            <Route path={paths.learn.pattern} element={<LearnScreen />} />
            <Route path={paths.lesson.pattern} element={<LessonScreen />} />
            <Route path={paths.rules.pattern} element={<RulesScreen />} />
            {DevTable && <Route path={paths.devTable.pattern} element={<DevTable />} />}
            {DevDominoes && <Route path={paths.devDominoes.pattern} element={<DevDominoes />} />}
            <Route path="*" element={<NotFound />} />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
