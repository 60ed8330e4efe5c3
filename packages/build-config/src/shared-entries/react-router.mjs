// The part of React Router the apps may use, provided to the share scope under the keys
// `react-router` and `react-router-dom`. Federation cannot tree-shake a shared module, and the
// whole package (server rendering, framework mode, RSC) costs ~62 KB gzip on every page; this
// subset is the same single copy at a fraction of that. Need another export? Add it here.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  ScrollRestoration,
  createBrowserRouter,
  createMemoryRouter,
  createRoutesFromChildren,
  generatePath,
  isRouteErrorResponse,
  matchPath,
  matchRoutes,
  useBlocker,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRouteError,
  useRoutes,
  useSearchParams,
} from 'react-router-implementation';
export { RouterProvider } from 'react-router-dom-implementation';
