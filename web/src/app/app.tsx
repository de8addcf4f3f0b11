// The app: providers around the router.
import { AppProvider } from './provider';
import { AppRouter } from './router';

/** Everything the page renders. */
export function App() {
  return (
    <AppProvider>
      <AppRouter />
    </AppProvider>
  );
}
