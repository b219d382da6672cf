export { RouteProgress, routeProgressStates, type RouteProgressProps } from './RouteProgress';
