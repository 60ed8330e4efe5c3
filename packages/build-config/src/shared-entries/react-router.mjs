// The part of React Router the apps may use, provided to the share scope under the keys
// `react-router` and `react-router-dom`. Federation cannot tree-shake a shared module: the whole
// package (data routers, server rendering, framework mode, RSC) costs ~62 KB gzip on every page,
// this subset ~14 KB. The apps route declaratively (<BrowserRouter> + useRoutes), which is why
// the data-router APIs are not here; MemoryRouter serves only tests and the build-time prerender,
// which use the real package. Need another export? Add it here and redeploy the shell.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  createRoutesFromChildren,
  matchRoutes,
  useHref,
  useInRouterContext,
  useLocation,
  useNavigate,
  useNavigationType,
  useOutlet,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router-implementation';
