export * as Tabs from './Tabs';
export { tabsOrientations } from './Tabs';
