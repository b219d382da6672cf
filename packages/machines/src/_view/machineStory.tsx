import type { Meta } from '@storybook/react-vite';
import type { AnyStateMachine } from 'xstate';
import { MachineView, type MachineViewProps } from './MachineView';

/** A machine story's args: everything the view takes but the machine itself. */
export type MachineStoryArgs<TMachine extends AnyStateMachine> = Omit<MachineViewProps<TMachine>, 'machine'>;

/**
 * What every machine's QA stories share: the machine in the view, full screen, in the toolbar's
 * theme, with the file's args (payloads, examples, fakes, selectors). Spread it into the file's
 * meta beside the title, which stays written in the file (Storybook reads it from the file's text).
 */
export function machineStory<TMachine extends AnyStateMachine>(
  machine: TMachine,
  args: MachineStoryArgs<TMachine> = {},
) {
  /** The machine in the machine view; stories choose the fakes. */
  function MachineStoryView(props: MachineStoryArgs<TMachine>) {
    return <MachineView machine={machine} {...props} />;
  }
  return {
    component: MachineStoryView,
    parameters: { layout: 'fullscreen' },
    args,
    render: (args, { globals }) => (
      <MachineStoryView {...args} theme={globals.theme === 'dark' ? 'dark' : 'light'} />
    ),
  } satisfies Meta<typeof MachineStoryView>;
}

/** A machine's fake implementations with some actors swapped, for one story. */
export function withActors<TImplementations extends { actors: object }>(
  implementations: TImplementations,
  actors: object,
): TImplementations {
  return { ...implementations, actors: { ...implementations.actors, ...actors } };
}
