import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { FileDropzone, type DropzoneItem, type FileDropzoneProps } from './FileDropzone';
import { fileOfSize, photoFiles, uploadedPhotoUrl } from './FileDropzone.fixtures';

const files = photoFiles(8);
const items = (count: number): DropzoneItem[] =>
  files.slice(0, count).map((file, i) => ({ id: `p${i + 1}`, file }));

/** The app's side: it holds the list (the component is controlled) and reports every change. */
function Controlled(args: FileDropzoneProps) {
  const [value, setValue] = useState<readonly DropzoneItem[]>(args.defaultValue ?? []);
  return (
    <FileDropzone
      {...args}
      defaultValue={undefined}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/FileDropzone',
  component: FileDropzone,
  args: { label: 'Photos', onValueChange: fn(), onReject: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 680 }}>{Story()}</div>],
} satisfies Meta<typeof FileDropzone>;
export default meta;
type Story = StoryObj<typeof meta>;

const ids = (fnMock: unknown) =>
  ((fnMock as ReturnType<typeof fn>).mock.lastCall?.[0] as DropzoneItem[]).map((item) => item.id);
const photos = (canvasElement: HTMLElement) => within(canvasElement).getByRole('list', { name: 'Photos' });
const tile = (canvasElement: HTMLElement, name: string) =>
  within(photos(canvasElement)).getByRole('listitem', { name });

/** Nothing yet: the zone says what fits. Browsing adds the photos, previewed in order. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Photos', { selector: 'input' });
    await expect(input).toHaveAccessibleDescription('JPEG, PNG or WebP, up to 10 MB each. Up to 8 photos.');
    await userEvent.upload(input, files.slice(0, 2));
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(within(photos(canvasElement)).getAllByRole('listitem')).toHaveLength(2);
    const first = tile(canvasElement, 'Photo 1 of 2: camera.png');
    await waitFor(() => expect(first.querySelector('img')?.src).toMatch(/^blob:/));
    await expect(within(first).getByText('Cover')).toBeVisible();
    await expect(canvas.getByText('2 photos added.')).toHaveAttribute('role', 'status');
    await expect(input).toHaveAccessibleDescription(
      'JPEG, PNG or WebP, up to 10 MB each. Up to 8 photos. 2 of 8 added.',
    );
  },
};

/** Four photos (three new files, one already uploaded); the first is the cover. */
export const WithFiles: Story = {
  args: { defaultValue: [...items(3), { id: 'u1', url: uploadedPhotoUrl(3), name: 'speaker.png' }] },
};

/**
 * Reorder with the buttons: Move later, Make cover; focus stays on the moved photo. Removing a
 * photo revokes its preview URL and moves focus to the next photo.
 */
export const Reorder: Story = {
  tags: ['no-visual'],
  args: WithFiles.args,
  play: async ({ canvasElement, args, step }) => {
    await step('Move the cover one place later', async () => {
      const camera = tile(canvasElement, 'Photo 1 of 4: camera.png');
      await userEvent.click(within(camera).getByRole('button', { name: 'Move later' }));
      await expect(ids(args.onValueChange)).toEqual(['p2', 'p1', 'p3', 'u1']);
      const moved = tile(canvasElement, 'Photo 2 of 4: camera.png');
      await waitFor(() => expect(within(moved).getByRole('button', { name: 'Move later' })).toHaveFocus());
      await expect(within(tile(canvasElement, 'Photo 1 of 4: drone.png')).getByText('Cover')).toBeVisible();
    });
    await step('Make the tent the cover', async () => {
      await userEvent.click(
        within(tile(canvasElement, 'Photo 3 of 4: tent.png')).getByRole('button', { name: 'Make cover' }),
      );
      await expect(ids(args.onValueChange)).toEqual(['p3', 'p2', 'p1', 'u1']);
      const cover = tile(canvasElement, 'Photo 1 of 4: tent.png');
      await expect(within(cover).getByText('Cover')).toBeVisible();
      await expect(within(cover).getByRole('button', { name: 'Move earlier' })).toBeDisabled();
      await waitFor(() => expect(within(cover).getByRole('button', { name: 'Move later' })).toHaveFocus());
    });
    await step('Remove the cover', async () => {
      const revoke = spyOn(URL, 'revokeObjectURL');
      const cover = tile(canvasElement, 'Photo 1 of 4: tent.png');
      const preview = cover.querySelector('img')!.src;
      await userEvent.click(within(cover).getByRole('button', { name: 'Remove photo' }));
      await expect(ids(args.onValueChange)).toEqual(['p2', 'p1', 'u1']);
      await waitFor(() => expect(revoke).toHaveBeenCalledWith(preview));
      revoke.mockRestore();
      const next = tile(canvasElement, 'Photo 1 of 3: drone.png');
      await waitFor(() => expect(within(next).getByRole('button', { name: 'Remove photo' })).toHaveFocus());
      await expect(within(canvasElement).getByText('tent.png removed.')).toHaveAttribute('role', 'status');
    });
  },
};

/** Reorder by keyboard drag: Space picks the photo up, arrows move it, Space drops it. */
export const KeyboardDrag: Story = {
  tags: ['no-visual'],
  args: WithFiles.args,
  play: async ({ canvasElement, args }) => {
    const handle = within(tile(canvasElement, 'Photo 1 of 4: camera.png')).getByRole('button', {
      name: 'Reorder photo',
    });
    await expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard('{ArrowRight}');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(ids(args.onValueChange)).toEqual(['p2', 'p1', 'p3', 'u1']));
    await expect(tile(canvasElement, 'Photo 2 of 4: camera.png')).toBeVisible();
  },
};

/** Uploading: progress per photo from the app; a finished one is ticked. */
export const Uploading: Story = {
  args: { defaultValue: items(4), progress: { p1: 100, p2: 64, p3: 12, p4: 0 } },
  play: async ({ canvasElement }) => {
    const bars = within(photos(canvasElement)).getAllByRole('progressbar', { name: 'Uploading' });
    await expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['64', '12', '0']);
    await expect(bars[0]).toHaveAccessibleDescription('Photo 2 of 4: drone.png');
    await expect(
      within(tile(canvasElement, 'Photo 1 of 4: camera.png')).getByRole('img', { name: 'Uploaded' }),
    ).toBeVisible();
  },
};

/** An error from the app on one photo (read with it), and one for the whole field. */
export const WithErrors: Story = {
  args: {
    defaultValue: items(3),
    progress: { p1: 100 },
    errors: { p2: 'The server could not read this file. Remove it and try another.' },
    error: 'Add at least 2 photos that uploaded.',
  },
  play: async ({ canvasElement }) => {
    const drone = tile(canvasElement, 'Photo 2 of 3: drone.png');
    await expect(drone).toHaveAttribute('data-state', 'error');
    await expect(drone).toHaveAccessibleDescription(
      'The server could not read this file. Remove it and try another.',
    );
    await expect(within(canvasElement).getByLabelText('Photos', { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Dropped files this device refuses: wrong type, over 10 MB, more than fit. Each gets a message. */
export const Rejected: Story = {
  args: { defaultValue: items(6) },
  render: function Render(args) {
    // Drops the files once on mount, as a person would, so the screenshot shows the messages.
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const zone = ref.current?.querySelector('input[type="file"]')?.parentElement;
      const transfer = new DataTransfer();
      for (const file of [
        new File(['GIF89a'], 'party.gif', { type: 'image/gif' }),
        fileOfSize('drone-4k.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1),
        ...photoFiles(3),
      ])
        transfer.items.add(file);
      zone?.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }));
    }, []);
    return (
      <div ref={ref}>
        <Controlled {...args} />
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await waitFor(() =>
      expect([...alert.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
        'party.gif was not added: it is not a JPEG, PNG or WebP image.',
        'drone-4k.jpg was not added: it is larger than 10 MB.',
        'tent.png was not added: you can add up to 8 photos.',
      ]),
    );
    await expect(ids(args.onValueChange)).toHaveLength(8);
    await expect(args.onReject).toHaveBeenCalledOnce();
  },
};

/** Dragging files over the zone highlights it. */
export const DragOver: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const zone = within(canvasElement).getByText('browse').closest('[data-state]')!;
    const transfer = new DataTransfer();
    transfer.items.add(files[0]!);
    // Native events: testing-library's fireEvent copies a DataTransfer's own properties (it has none).
    zone.dispatchEvent(
      new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer: transfer }),
    );
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'dragover'));
    zone.dispatchEvent(new DragEvent('dragleave', { bubbles: true, dataTransfer: transfer }));
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'idle'));
  },
};

/** Eight of eight: the zone is closed until a photo is removed. */
export const Full: Story = {
  args: { defaultValue: items(8) },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Photos', { selector: 'input' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveAccessibleDescription('All 8 photos added. Remove one to add another.');
    await expect(within(photos(canvasElement)).getAllByRole('listitem')).toHaveLength(8);
  },
};

/** Disabled (e.g. while the listing is saved): nothing can be added, moved or removed. */
export const Disabled: Story = {
  args: { defaultValue: items(2), disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Photos', { selector: 'input' })).toBeDisabled();
    for (const button of within(photos(canvasElement)).getAllByRole('button', {
      name: /Move|Remove|Make cover/,
    }))
      await expect(button).toBeDisabled();
  },
};

/** Long names are cut; long help and errors wrap. */
export const LongText: Story = {
  args: {
    label: 'Photos of the item, its accessories and any marks or damage renters should know about',
    description: 'Take them in daylight. Renters trust listings with at least four clear photos.',
    defaultValue: [
      { id: 'l1', file: files[0], name: 'IMG_20260310_174512_HDR_portrait_mode_front_view.png' },
      { id: 'l2', file: files[1], name: 'WhatsApp Image 2026-03-10 at 17.45.12 (2).png' },
    ],
    errors: { l2: 'This photo is too dark to see the item. Take it again in daylight, then add it here.' },
  },
};

/**
 * One photo only (a profile photo, `maxFiles={1}`): the prompt and limits say so; the preview has
 * no cover badge and no reordering, only Remove, which opens the zone again.
 */
export const SinglePhoto: Story = {
  args: { label: 'Profile photo (optional)', maxFiles: 1, maxBytes: 5 * 1024 * 1024 },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Profile photo (optional)', { selector: 'input' });
    await step('the zone asks for one photo', async () => {
      await expect(canvas.getByText(/Drop a photo here or/)).toBeVisible();
      await expect(input).toHaveAccessibleDescription('JPEG, PNG or WebP, up to 5 MB.');
      await expect(input).not.toHaveAttribute('multiple');
    });
    await step('a chosen photo is previewed, with Remove only', async () => {
      await userEvent.upload(input, files[0]!);
      const list = await within(canvasElement).findByRole('list', { name: 'Profile photo (optional)' });
      const [only] = within(list).getAllByRole('listitem');
      await waitFor(() =>
        expect(only!.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^blob:/)),
      );
      await expect(within(only!).queryByText('Cover')).toBeNull();
      await expect(within(only!).queryByRole('button', { name: /Move|Make cover|Reorder/ })).toBeNull();
      await expect(input).toHaveAccessibleDescription(/Photo added\. Remove it to choose another\./);
      await expect(args.onValueChange).toHaveBeenLastCalledWith([
        expect.objectContaining({ file: files[0] }),
      ]);
    });
    await step('removing it opens the zone again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove photo' }));
      await expect(input).toBeEnabled();
      await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
    });
  },
};

/** On a phone: two photos per row. */
export const Mobile: Story = { ...WithErrors, globals: { viewport: { value: 'mobile2' } } };

/** Uploading and errors on the dark theme. */
export const Dark: Story = {
  args: { ...WithErrors.args, progress: { p1: 100, p3: 45 } },
  parameters: { theme: 'dark' },
};
