// The screens that guard a page by who is logged in: a component entry, so the session's main
// entry (the shell's first load) stays free of components.
export { RequireAuth, type RequireAuthProps } from './require-auth';
