/**
 * Real PNG files for the item stories, drawn on a canvas: a coloured card with a label, so a
 * reordered photo can be told apart in the preview and in the request.
 */
export function photo(name: string, colour: string): File {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 120;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, 160, 120);
  ctx.fillStyle = '#ffffff';
  ctx.font = 'bold 20px sans-serif';
  ctx.fillText(name.replace(/\.png$/, ''), 12, 66);
  const bytes = Uint8Array.from(atob(canvas.toDataURL('image/png').split(',')[1]!), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

export const threePhotos = () => [
  photo('front.png', '#0f4c75'),
  photo('side.png', '#be185d'),
  photo('box.png', '#15803d'),
];

/** The names of the files under `images` in a multipart body, in order. */
export const imageNames = (form: FormData) => form.getAll('images').map((file) => (file as File).name);
