import * as Radix from '@radix-ui/react-tabs';
import { styledPart } from '../_internal/styledPart';
import * as styles from './Tabs.css';

/*
 * Radix Tabs, part for part: arrows move between tabs (and choose them: automatic activation),
 * Home/End jump, Tab moves into the panel. Styled from data-state and data-orientation; a long
 * list scrolls sideways on narrow screens.
 */

export const tabsOrientations = ['horizontal', 'vertical'] as const;

export const Root = styledPart(Radix.Root, styles.root, 'Tabs.Root');

export const List = styledPart(Radix.List, styles.list, 'Tabs.List');

export const Trigger = styledPart(Radix.Trigger, styles.trigger, 'Tabs.Trigger');

export const Content = styledPart(Radix.Content, styles.content, 'Tabs.Content');
