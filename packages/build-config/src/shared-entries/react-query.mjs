// The part of TanStack Query the apps may use, provided to the share scope under the key
// `@tanstack/react-query`. Federation cannot tree-shake a shared module: the whole package
// (infinite and parallel queries, suspense hooks, hydration, mutation state, streamed queries)
// is on every page, the home page included. The apps use plain queries and mutations on the one
// QueryClient the shell provides. Need another export? Add it here and redeploy the shell.
export {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from 'react-query-implementation';
