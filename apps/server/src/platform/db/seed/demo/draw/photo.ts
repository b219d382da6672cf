import type { Drawing, Paint } from './kind';
import { circle, ellipse, group, line, path, poly, rect, shade, stroke, times } from './svg';

// Cameras, lenses and lights (Film & Photography, Audio Visual).

const BLACKS = ['#1f2328', '#2b2f36', '#34383f'] as const;
const GLASS = ['#15233a', '#22406b', '#3a6aa8'] as const;

/** A lens seen from the front: barrel, ridged ring, layered glass and a reflection. */
export function lensFront(cx: number, cy: number, r: number, p: Paint): string {
  return [
    circle(cx, cy, r, '#121417'),
    circle(cx, cy, r * 0.88, 'none', {
      stroke: '#30343b',
      'stroke-width': r * 0.14,
      'stroke-dasharray': '5 7',
    }),
    circle(cx, cy, r, 'none', { stroke: p.accent, 'stroke-width': r * 0.04 }),
    circle(cx, cy, r * 0.7, '#0a0c0f'),
    circle(cx, cy, r * 0.56, GLASS[0]),
    circle(cx, cy, r * 0.4, GLASS[1]),
    circle(cx, cy, r * 0.2, GLASS[2]),
    ellipse(cx - r * 0.22, cy - r * 0.24, r * 0.16, r * 0.08, '#ffffff', {
      opacity: 0.55,
      transform: `rotate(-35 ${cx - r * 0.22} ${cy - r * 0.24})`,
    }),
    circle(cx + r * 0.2, cy + r * 0.22, r * 0.05, '#ffffff', { opacity: 0.35 }),
  ].join('');
}

/** Ribs on a cylinder seen from the side, closer together towards its edges. */
export function ribs(
  cx: number,
  halfWidth: number,
  y: number,
  h: number,
  colour: string,
  count = 16,
): string {
  return times(count, (i) => {
    const a = -Math.PI / 2 + (Math.PI * (i + 0.5)) / count;
    const w = Math.max(1.5, Math.cos(a) * 7);
    return rect(cx + halfWidth * Math.sin(a) - w / 2, y, w, h, colour);
  });
}

/** A tripod light stand from (x, top) to the floor. */
export function lightStand(x: number, top: number, colour: string): string {
  return [
    line(x, top, x, 236, colour, 12),
    stroke(`M${x} 196 L${x - 130} 258 M${x} 196 L${x + 130} 258 M${x} 196 L${x + 24} 250`, colour, 10),
  ].join('');
}

export const camera: Drawing = {
  colours: BLACKS,
  focus: [40, 40],
  draw(p, r) {
    const w = r.range(250, 285);
    const h = r.range(135, 160);
    const y0 = 240 - 2 * h;
    const hump = r.range(70, 100);
    return [
      path(`M${-hump - 30} ${y0 + 4} L${-hump} ${y0 - 78} H${hump} L${hump + 30} ${y0 + 4} Z`, p.body),
      rect(-hump + 8, y0 - 70, hump * 2 - 16, 14, p.light, 7, { opacity: 0.45 }),
      rect(-36, y0 - 94, 72, 16, p.metal, 4),
      rect(-w, y0, 2 * w, 2 * h, p.body, 44),
      rect(-w + 22, y0 + 10, 2 * w - 44, 12, p.light, 6, { opacity: 0.35 }),
      rect(-w, y0 + 18, 118, 2 * h - 18, p.deep, 44),
      rect(-w + 30, y0 - 20, 62, 24, p.metal, 8),
      rect(w - 132, y0 - 28, 96, 30, p.deep, 8),
      times(6, (i) => rect(w - 124 + i * 15, y0 - 24, 5, 22, p.light, 2, { opacity: 0.5 })),
      rect(w - 8, y0 + 40, 16, 34, p.metal, 4),
      rect(-w - 8, y0 + 40, 16, 34, p.metal, 4),
      circle(w - 60, y0 + 46, 10, p.accent),
      lensFront(36, y0 + h + 12, r.range(118, 150), p),
    ].join('');
  },
};

export const compactCamera: Drawing = {
  colours: ['#d8d6d0', '#c9c7c2', '#2a2c30'],
  focus: [70, 90],
  draw(p, r) {
    const w = r.range(280, 300);
    const lens = r.range(82, 100);
    return [
      rect(110, -104, 110, 34, p.metal, 8),
      times(9, (i) => rect(116 + i * 11, -100, 4, 26, shade(p.metal, -0.25), 2)),
      rect(236, -92, 44, 22, p.deep, 6),
      rect(-w + 50, -88, 70, 22, p.deep, 6),
      rect(-w, -70, 2 * w, 300, p.body, 36),
      rect(-w, 40, 2 * w, 160, '#1d1e21'),
      rect(-w, 150, 2 * w, 80, '#1d1e21', 36),
      times(22, (i) => circle(-w + 20 + i * 26, 60 + (i % 2) * 10, 3, '#2c2e32')),
      rect(-w + 20, -60, 2 * w - 40, 10, p.light, 5, { opacity: 0.6 }),
      rect(-w + 40, -36, 110, 66, '#1b2330', 10),
      rect(-w + 52, -26, 40, 22, '#3b5a80', 6, { opacity: 0.8 }),
      rect(-w + 180, -30, 22, 52, p.deep, 6),
      circle(70, 90, lens + 26, p.metal),
      circle(70, 90, lens + 12, shade(p.metal, -0.3)),
      lensFront(70, 90, lens, p),
    ].join('');
  },
};

export const cinemaCamera: Drawing = {
  colours: ['#2b2f36', '#3a3f47'],
  focus: [-240, 40],
  draw(p, r) {
    const lensLen = r.range(170, 220);
    const x0 = -130;
    return [
      rect(-80, -196, 300, 26, '#17191c', 10),
      rect(-60, -176, 26, 60, '#17191c'),
      rect(186, -176, 26, 60, '#17191c'),
      rect(x0, -120, 400, 280, p.body, 30),
      rect(x0 + 20, -108, 360, 14, p.light, 7, { opacity: 0.3 }),
      rect(x0 + 300, -120, 100, 280, p.deep, 30),
      rect(x0 + 60, -60, 150, 100, '#1a1d22', 12),
      rect(x0 + 72, -48, 126, 76, '#29466b', 8),
      path(`M${x0 + 80} 20 L${x0 + 150} -40 L${x0 + 190} 20 Z`, '#4f7fb8', { opacity: 0.6 }),
      circle(x0 + 260, -80, 14, '#e11d48'),
      circle(x0 + 240, 120, 10, p.accent),
      rect(x0 - lensLen, -70, lensLen, 200, '#16181b', 14),
      rect(x0 - lensLen * 0.8, -80, 70, 220, '#23262b', 10),
      ribs(x0 - lensLen * 0.8 + 35, 35, -80, 220, '#3a3f47', 10),
      rect(x0 - lensLen - 22, -94, 30, 248, '#0f1113', 10),
      ellipse(x0 - lensLen - 22, 30, 16, 110, GLASS[1]),
      ellipse(x0 - lensLen - 24, 0, 6, 40, '#ffffff', { opacity: 0.4 }),
      rect(x0 + 60, 160, 200, 70, '#17191c', 8),
      rect(x0 + 80, 230, 160, 20, '#0f1113', 6),
    ].join('');
  },
};

export const actionCam: Drawing = {
  colours: ['#1b1d21'],
  focus: [60, -40],
  draw(p) {
    return [
      rect(-40, 190, 80, 60, '#2a2d33', 10),
      rect(-180, -190, 360, 400, '#cfe8fb', 64, { opacity: 0.55 }),
      rect(-180, -190, 360, 400, 'none', 64, { stroke: '#8cc2ea', 'stroke-width': 12 }),
      rect(-140, -130, 280, 230, p.body, 34),
      rect(-120, -112, 120, 86, '#24303d', 12),
      rect(-108, -100, 60, 30, '#3b5a80', 8, { opacity: 0.8 }),
      rect(18, -110, 104, 104, '#2c3036', 20),
      lensFront(70, -58, 42, p),
      circle(-100, 60, 12, '#e11d48'),
      rect(-60, 212, 120, 22, p.accent, 8),
      path('M-150 -120 Q-150 -170 -100 -172', 'none', {
        stroke: '#ffffff',
        'stroke-width': 14,
        'stroke-linecap': 'round',
        opacity: 0.8,
      }),
      rect(180, -60, 26, 120, '#8cc2ea', 10),
    ].join('');
  },
};

export const lens: Drawing = {
  colours: ['#1d1f23', '#25282d', '#ece9e2'],
  focus: [0, -200],
  draw(p, r) {
    const w = r.range(118, 150);
    const top = -r.range(200, 235);
    const h = 200 - top;
    const rubber = '#1a1c20';
    return [
      ellipse(0, 200, w * 0.94, w * 0.3, p.metal),
      rect(-w * 0.94, 176, w * 1.88, 24, p.metal),
      rect(-w, top, 2 * w, h - 24, p.body),
      ellipse(0, 176, w, w * 0.3, p.body),
      rect(-w, top + h * 0.28, 2 * w, h * 0.3, rubber),
      ribs(0, w, top + h * 0.28, h * 0.3, '#34383f', 18),
      rect(-w, top + h * 0.66, 2 * w, h * 0.12, rubber),
      ribs(0, w, top + h * 0.66, h * 0.12, '#34383f', 22),
      rect(-w, top + h * 0.14, 2 * w, 10, p.accent),
      rect(-w * 0.62, top, w * 0.2, h - 24, '#ffffff', 0, { opacity: 0.12 }),
      ellipse(0, top, w, w * 0.32, p.deep),
      ellipse(0, top, w * 0.84, w * 0.26, '#0c0e11'),
      ellipse(0, top + 2, w * 0.68, w * 0.2, GLASS[0]),
      ellipse(0, top + 2, w * 0.44, w * 0.13, GLASS[1]),
      ellipse(-w * 0.25, top - w * 0.06, w * 0.16, w * 0.04, '#ffffff', { opacity: 0.6 }),
    ].join('');
  },
};

export const softbox: Drawing = {
  colours: ['#1f2328'],
  focus: [-40, -60],
  draw(p, r) {
    const tilt = r.range(-20, 20);
    return group(
      'translate(-40 0)',
      lightStand(290, 0, p.metal),
      poly([150, -210 + tilt, 280, -80, 280, -6, 150, 130 - tilt], p.body),
      circle(290, -42, 32, p.metal),
      rect(296, -86, 96, 84, '#2b2f36', 14),
      rect(300, -30, 88, 12, p.accent, 4),
      poly([-230, -250 - tilt, 150, -210 + tilt, 150, 130 - tilt, -230, 170 + tilt], '#f1f5f9'),
      poly([-200, -218 - tilt, 124, -184 + tilt, 124, 104 - tilt, -200, 138 + tilt], '#ffffff'),
      poly([-230, -250 - tilt, 150, -210 + tilt, 150, 130 - tilt, -230, 170 + tilt], 'none', {
        stroke: '#cbd5e1',
        'stroke-width': 10,
        'stroke-linejoin': 'round',
      }),
      ellipse(-40, -40, 120, 100, '#fffbeb', { opacity: 0.8 }),
    );
  },
};

/** One LED panel on its stand, x and scale given. */
function ledPanel(x: number, s: number, p: Paint): string {
  return group(
    `translate(${x} 0) scale(${s})`,
    lightStand(0, -90, p.metal),
    stroke('M-150 -150 V-90 H150 V-150', '#17191c', 12),
    poly([-160, -330, -240, -362, -240, -60, -160, -88], p.deep),
    poly([160, -330, 240, -362, 240, -60, 160, -88], p.deep),
    rect(-160, -340, 320, 262, p.body, 16),
    rect(-140, -320, 280, 222, '#20242a', 8),
    times(40, (i) => circle(-122 + (i % 8) * 35, -298 + Math.floor(i / 8) * 43, 11, '#fff3c4')),
    rect(-140, -320, 280, 222, '#fffbea', 8, { opacity: 0.25 }),
  );
}

export const ledPanels: Drawing = {
  colours: ['#2b2f36', '#3f4650'],
  focus: [120, -160],
  shadow: 320,
  draw(p, r) {
    const back = r.range(0.72, 0.84);
    return ledPanel(-190, back, p) + ledPanel(150, 0.98, p);
  },
};

export const ringLight: Drawing = {
  colours: ['#1f2328', '#e5e7eb'],
  focus: [0, -120],
  draw(p, r) {
    const ring = r.range(160, 185);
    return [
      circle(0, -120, ring + 70, '#fff7d6', { opacity: 0.35 }),
      lightStand(0, 40, p.metal),
      circle(0, -120, ring, 'none', { stroke: p.body, 'stroke-width': 62 }),
      circle(0, -120, ring, 'none', { stroke: '#fffaf0', 'stroke-width': 38 }),
      line(0, -120 + ring - 30, 0, 60, p.metal, 12),
      rect(-46, -200, 92, 164, '#111318', 16),
      rect(-38, -190, 76, 144, '#3b4a63', 10),
      circle(0, -150, 20, p.accent, { opacity: 0.8 }),
      line(-260, 250, -200, -20, '#8b5e34', 10),
      path('M-200 -20 c-30 -40 -90 -10 -60 30 l60 60 l60 -60 c30 -40 -30 -70 -60 -30 z', p.accent),
    ].join('');
  },
};
