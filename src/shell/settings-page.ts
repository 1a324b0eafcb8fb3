// The settings page, loaded when it is first opened (from the start screen or the pause), never to start or play.
import { lazy } from 'react';

/** SettingsScreen, fetched on first use; shown inside a Suspense boundary of its own. */
export const LazySettingsScreen = lazy(() =>
  import('./SettingsScreen').then((m) => ({ default: m.SettingsScreen })),
);
