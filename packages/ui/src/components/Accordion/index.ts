export * as Accordion from './Accordion';
export { accordionHeadingLevels } from './Accordion';
