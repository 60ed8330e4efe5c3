// Webpack aliases (see subsetAliases in ../shared-dependencies.mjs) to the libraries' real files.
declare module 'react-router-implementation' {
  export * from 'react-router';
}
declare module 'sentry-react-implementation' {
  export * from '@sentry/react';
}
declare module 'react-query-implementation' {
  export * from '@tanstack/react-query';
}
