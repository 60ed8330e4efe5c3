import * as Sentry from '@sentry/react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, Link } from 'react-router-dom';
import { useEffect, useLocation, useNavigationType, createRoutesFromChildren, matchRoutes } from './x';

Sentry.init({ dsn: 'http://a@localhost/1', integrations: [Sentry.reactRouterBrowserTracingIntegration({ useEffect, useLocation, useNavigationType, createRoutesFromChildren, matchRoutes })], tracesSampleRate: 1 });
const router = Sentry.wrapCreateBrowserRouter(createBrowserRouter)([{ path: '/', element: <Link to="/x">hi</Link> }]);
createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
