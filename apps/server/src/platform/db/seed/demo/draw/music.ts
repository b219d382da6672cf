import type { Drawing, Paint } from './kind';
import { circle, ellipse, group, line, path, poly, rect, shade, stroke, times } from './svg';

// Instruments: guitars, a gambus, a digital piano, an electronic drum kit. Guitars are drawn
// upright then laid at an angle, so their long necks fit the frame.

const WOODS = ['#c2793d', '#a0522d', '#d9a066', '#8b4513'] as const;

/** Neck, frets, headstock with pegs and strings, from the body's top (y = top) upwards. */
function neck(top: number, length: number, wood: string, strings: number, bridgeY: number): string {
  const head = top - length;
  return [
    rect(-24, head, 48, length + 10, shade(wood, -0.35), 6),
    times(12, (i) =>
      line(-24, top - (i + 1) * (length / 13), 24, top - (i + 1) * (length / 13), '#d1d5db', 3),
    ),
    path(
      `M-30 ${head} L-40 ${head - 120} Q0 ${head - 140} 40 ${head - 120} L30 ${head} Z`,
      shade(wood, -0.45),
    ),
    times(
      3,
      (i) => circle(-48, head - 30 - i * 32, 9, '#d1d5db') + circle(48, head - 30 - i * 32, 9, '#d1d5db'),
    ),
    times(strings, (i) =>
      line(
        -14 + (i * 28) / (strings - 1),
        head - 10,
        -14 + (i * 28) / (strings - 1),
        bridgeY,
        '#f1f5f9',
        1.8,
        { opacity: 0.85 },
      ),
    ),
  ].join('');
}

export const acousticGuitar: Drawing = {
  colours: WOODS,
  focus: [-30, 0],
  shadow: 300,
  draw(p, r) {
    const body =
      'M0 -180 C-90 -180 -130 -120 -120 -60 C-112 -10 -80 0 -110 40 C-170 110 -160 260 0 270 C160 260 170 110 110 40 C80 0 112 -10 120 -60 C130 -120 90 -180 0 -180 Z';
    return group(
      `translate(60 40) rotate(${r.range(22, 32).toFixed(1)}) scale(0.72)`,
      path(body, p.body),
      path(body, 'none', { stroke: shade(p.body, -0.45), 'stroke-width': 10 }),
      path('M-60 -150 C-110 -120 -110 -40 -80 10', 'none', {
        stroke: '#ffffff',
        'stroke-width': 12,
        opacity: 0.25,
        'stroke-linecap': 'round',
      }),
      circle(0, -20, 64, 'none', { stroke: p.accent, 'stroke-width': 10 }),
      circle(0, -20, 48, '#1f1209'),
      rect(-60, 150, 120, 26, shade(p.body, -0.5), 8),
      neck(-170, 360, p.body, 6, 160),
    );
  },
};

export const electricGuitar: Drawing = {
  colours: ['#dc2626', '#1d4ed8', '#f8fafc', '#111827', '#f59e0b'],
  focus: [-10, 40],
  shadow: 300,
  draw(p, r) {
    const body =
      'M-150 60 C-190 -40 -170 -140 -110 -150 C-80 -154 -70 -110 -40 -100 L40 -100 C60 -170 100 -220 130 -190 C160 -160 130 -80 150 10 C170 100 190 200 100 250 C40 280 -60 280 -120 240 C-190 190 -130 120 -150 60 Z';
    const guard = p.body === '#f8fafc' ? '#1f2328' : '#f8fafc';
    return group(
      `translate(30 50) rotate(${r.range(-30, -20).toFixed(1)}) scale(0.76)`,
      path(body, p.body),
      path('M-120 -120 C-150 -60 -150 20 -120 80', 'none', {
        stroke: '#ffffff',
        'stroke-width': 14,
        opacity: 0.3,
        'stroke-linecap': 'round',
      }),
      path(
        'M-40 -100 L40 -100 C60 -60 110 0 100 60 C90 140 40 180 -20 170 C-80 160 -110 110 -100 40 C-90 -20 -60 -60 -40 -100 Z',
        guard,
      ),
      times(3, (i) => rect(-36, -60 + i * 60, 72, 22, '#1f2328', 10)),
      times(3, (i) => circle(70 + i * 14, 80 + i * 40, 14, '#e5e7eb')),
      rect(-40, 180, 80, 28, p.metal, 6),
      neck(-100, 400, '#d9a066', 6, 190),
    );
  },
};

export const gambus: Drawing = {
  colours: ['#8b4513', '#a0522d', '#6b3410'],
  focus: [0, 40],
  shadow: 280,
  draw(p, r) {
    const body =
      'M0 -250 C-60 -250 -180 -50 -170 100 C-160 230 -80 270 0 270 C80 270 160 230 170 100 C180 -50 60 -250 0 -250 Z';
    return group(
      `translate(40 40) rotate(${r.range(20, 28).toFixed(1)}) scale(0.76)`,
      path(body, p.body),
      times(6, (i) =>
        path(`M${-10 + i * 4} -245 Q${-150 + i * 60} 0 ${-100 + i * 40} 262`, 'none', {
          stroke: shade(p.body, 0.2),
          'stroke-width': 4,
          opacity: 0.5,
        }),
      ),
      path('M-168 60 H168 C176 220 80 270 0 270 C-80 270 -176 220 -168 60 Z', '#f5e6c8'),
      path('M-168 60 H168', 'none', { stroke: shade(p.body, -0.4), 'stroke-width': 10 }),
      times(3, (i) => circle(-40 + i * 40, -60 + (i % 2) * 30, 16, '#3f2a14')),
      rect(-50, 190, 100, 20, shade(p.body, -0.5), 6),
      rect(-20, -430, 40, 190, shade(p.body, -0.3), 6),
      path('M-22 -430 L-70 -560 H-20 L20 -430 Z', shade(p.body, -0.45)),
      times(3, (i) => circle(-66 + i * 14, -470 - i * 32, 9, '#e5e7eb')),
      times(4, (i) => line(-12 + i * 8, -440, -12 + i * 8, 200, '#f1f5f9', 1.8)),
    );
  },
};

export const digitalPiano: Drawing = {
  colours: ['#111827', '#f8fafc', '#5b2c16'],
  focus: [-200, -40],
  shadow: 440,
  draw(p) {
    const whites = 28;
    const keyW = 820 / whites;
    const blacks = times(whites - 1, (i) =>
      [0, 1, 3, 4, 5].includes(i % 7)
        ? rect(-410 + (i + 1) * keyW - keyW * 0.3, -40, keyW * 0.6, 44, '#111318', 3)
        : '',
    );
    return [
      rect(-380, -30, 40, 280, p.deep, 8),
      rect(340, -30, 40, 280, p.deep, 8),
      rect(-400, 230, 120, 26, p.deep, 8),
      rect(300, 230, 120, 26, p.deep, 8),
      rect(-340, 100, 680, 24, p.deep, 6),
      rect(-300, -200, 600, 110, shade(p.body, 0.08), 10, { transform: 'skewX(-12)' }),
      rect(-440, -100, 880, 60, p.body, 14),
      rect(-440, -98, 880, 14, p.light, 7, { opacity: 0.35 }),
      rect(-410, -40, 820, 76, '#f8fafc', 4),
      times(whites - 1, (i) => line(-410 + (i + 1) * keyW, -40, -410 + (i + 1) * keyW, 36, '#cbd5e1', 2)),
      blacks,
      rect(-440, 30, 880, 30, p.body, 10),
      circle(-380, -70, 10, p.accent),
    ].join('');
  },
};

function pad(x: number, y: number, r: number, p: Paint): string {
  return [
    rect(x - r, y, 2 * r, r * 0.5, p.body, 8),
    ellipse(x, y + r * 0.5, r, r * 0.32, shade(p.body, -0.2)),
    ellipse(x, y, r, r * 0.32, '#2b2f35'),
    ellipse(x, y, r * 0.9, r * 0.27, '#3a3f47'),
  ].join('');
}

export const drumKit: Drawing = {
  colours: ['#b91c1c', '#1d4ed8', '#111827', '#f8fafc'],
  focus: [0, -80],
  shadow: 440,
  draw(p) {
    const cymbal = (x: number, y: number, a: number) =>
      line(x, y, x + (x < 0 ? 30 : -30), 250, '#374151', 8) +
      ellipse(x, y, 110, 22, '#111318', { transform: `rotate(${a} ${x} ${y})` });
    return [
      cymbal(-360, -200, -8),
      cymbal(370, -240, 10),
      stroke('M-300 -80 H300 M-280 -80 V250 M280 -80 V250', '#374151', 16),
      pad(-140, -120, 90, p),
      pad(140, -120, 90, p),
      pad(-280, 20, 100, p),
      pad(290, 40, 110, p),
      circle(0, 120, 140, p.body),
      circle(0, 120, 118, '#2b2f35'),
      circle(0, 120, 118, 'none', { stroke: p.metal, 'stroke-width': 10 }),
      circle(0, 120, 60, p.accent, { opacity: 0.8 }),
      rect(-80, -260, 160, 90, '#1f2328', 12),
      rect(-64, -246, 70, 40, '#38bdf8', 6, { opacity: 0.8 }),
      times(3, (i) => circle(30 + i * 20, -200, 7, '#4b5563')),
      poly([-30, 250, 30, 250, 0, 220], '#374151'),
    ].join('');
  },
};
