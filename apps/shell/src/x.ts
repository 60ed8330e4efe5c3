export { useEffect } from 'react';
export { useLocation, useNavigationType, createRoutesFromChildren, matchRoutes } from 'react-router-dom';
