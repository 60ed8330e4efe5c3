// The part of React Router the apps may use, provided to the share scope under the keys
// `react-router` and `react-router-dom`. Federation cannot tree-shake a shared module: the whole
// package (data routers, server rendering, framework mode, RSC) costs ~62 KB gzip on every page,
// this subset ~14 KB. The apps route declaratively (<BrowserRouter> + useRoutes), which is why
// the data-router APIs are not here. Need another export? Add it here and redeploy the shell.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  createRoutesFromChildren,
  generatePath,
  matchPath,
  matchRoutes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router-implementation';
