import { wrapUseRoutes } from '@sentry/react';
import { useRoutes } from 'react-router-dom';

/**
 * `useRoutes`, traced: page loads and navigations are named by their route pattern
 * (`/job/:id`), also for the routes a remote renders below a shell prefix.
 */
export const useTracedRoutes = wrapUseRoutes(useRoutes);
