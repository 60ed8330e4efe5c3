import { wrapCreateBrowserRouter, wrapUseRoutes } from '@sentry/react';
import { createBrowserRouter, useRoutes } from 'react-router-dom';

/** The shell's router, traced: page loads and navigations are named by their route pattern. */
export const createTracedBrowserRouter = wrapCreateBrowserRouter(createBrowserRouter);

/** `useRoutes` for the routes a remote renders below a shell prefix, traced the same way. */
export const useTracedRoutes = wrapUseRoutes(useRoutes);
