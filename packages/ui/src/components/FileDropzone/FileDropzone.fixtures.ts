/**
 * Small photos drawn on a canvas for the stories: the same pixels on every run, so screenshots
 * are stable, and real PNG files, so previews go through object URLs as in the app.
 */
type Draw = (ctx: CanvasRenderingContext2D, w: number, h: number) => void;

function drawPng(draw: Draw, width = 160, height = 120): string {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d')!;
  draw(ctx, width, height);
  return canvas.toDataURL('image/png');
}

function toFile(dataUrl: string, name: string): File {
  const bytes = Uint8Array.from(atob(dataUrl.split(',')[1]!), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

const scene =
  (sky: string, ground: string, thing: string, shape: 'camera' | 'drone' | 'tent' | 'speaker'): Draw =>
  (ctx, w, h) => {
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = ground;
    ctx.fillRect(0, h * 0.7, w, h * 0.3);
    ctx.fillStyle = thing;
    if (shape === 'camera') {
      ctx.fillRect(45, 40, 70, 45);
      ctx.fillRect(60, 32, 20, 10);
      ctx.fillStyle = sky;
      ctx.beginPath();
      ctx.arc(80, 62, 15, 0, Math.PI * 2);
      ctx.fill();
    } else if (shape === 'drone') {
      ctx.fillRect(60, 52, 40, 14);
      ctx.fillRect(30, 44, 100, 4);
      ctx.fillRect(30, 70, 100, 4);
    } else if (shape === 'tent') {
      ctx.beginPath();
      ctx.moveTo(30, 90);
      ctx.lineTo(80, 30);
      ctx.lineTo(130, 90);
      ctx.fill();
    } else {
      ctx.fillRect(55, 25, 50, 70);
      ctx.fillStyle = sky;
      ctx.beginPath();
      ctx.arc(80, 70, 14, 0, Math.PI * 2);
      ctx.fill();
    }
  };

const drawings = [
  ['camera.png', scene('#d3ece4', '#0e6b58', '#14202b', 'camera')],
  ['drone.png', scene('#dbe7ff', '#5c6b78', '#33414d', 'drone')],
  ['tent.png', scene('#fff1d6', '#067647', '#b54708', 'tent')],
  ['speaker.png', scene('#f5e1f0', '#223140', '#14202b', 'speaker')],
] as const;

/** Eight files: the four drawings twice over, each with its own name. */
export function photoFiles(count: number): File[] {
  return Array.from({ length: count }, (_, i) => {
    const [name, draw] = drawings[i % drawings.length]!;
    const numbered =
      i < drawings.length ? name : name.replace('.png', `-${Math.floor(i / drawings.length) + 1}.png`);
    return toFile(drawPng(draw), numbered);
  });
}

/** An already uploaded photo, as the API would give its URL. */
export function uploadedPhotoUrl(index: number): string {
  return drawPng(drawings[index % drawings.length]![1]);
}

/** A file of `bytes` bytes (content irrelevant), for the size check. */
export function fileOfSize(name: string, type: string, bytes: number): File {
  return new File([new Uint8Array(bytes)], name, { type });
}
