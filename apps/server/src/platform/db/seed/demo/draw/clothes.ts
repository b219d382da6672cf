import type { Drawing } from './kind';
import { circle, ellipse, group, line, path, poly, rect, shade, stroke, times } from './svg';

// Clothing on hangers or a dress form: baju kurung, baju Melayu with sampin and songkok, an
// evening gown, a songket wedding set, a winter jacket. Patterns are shapes, never letters.

const hanger = (colour: string) =>
  stroke('M0 -400 q0 -40 26 -40 q26 0 26 26 q0 20 -26 30 L0 -370 L-150 -320 H150 L0 -370', colour, 8);

/** A long tunic with long sleeves, shoulders at y = -330, hem at `hem`. */
const tunic = (hem: number, colour: string) =>
  path(
    `M-60 -360 Q0 -330 60 -360 L170 -320 L260 ${hem - 120} L200 ${hem - 100} L150 -150 L190 ${hem} H-190 L-150 -150 L-200 ${hem - 100} L-260 ${hem - 120} L-170 -320 Z`,
    colour,
  );

/** Small flowers scattered on a garment. */
const flowers = (colour: string, area: readonly [number, number, number, number]) =>
  times(18, (i) => {
    const x = area[0] + ((i * 97) % (area[2] - area[0]));
    const y = area[1] + ((i * 61) % (area[3] - area[1]));
    return circle(x, y, 10, colour) + circle(x, y, 4, '#ffffff', { opacity: 0.8 });
  });

export const bajuKurung: Drawing = {
  colours: ['#0ea5e9', '#ec4899', '#a855f7', '#14b8a6', '#f59e0b'],
  focus: [0, -200],
  draw(p) {
    return [
      hanger('#a16207'),
      path('M-150 40 L-190 250 H190 L150 40 Z', shade(p.body, -0.2)),
      tunic(80, p.body),
      flowers(p.accent, [-140, -260, 140, 60]),
      path('M-40 -352 Q0 -300 40 -352', 'none', { stroke: shade(p.body, -0.3), 'stroke-width': 8 }),
      times(8, (i) => circle(-150 + i * 42, 210, 8, shade(p.body, 0.3))),
    ].join('');
  },
};

export const bajuMelayu: Drawing = {
  colours: ['#0f766e', '#1e3a8a', '#7c2d12', '#f8fafc', '#6d28d9'],
  focus: [0, -40],
  draw(p, r) {
    const sampin = r.pick(['#b45309', '#7f1d1d', '#1f2937']);
    return [
      hanger('#a16207'),
      path('M-130 120 L-150 250 H-10 L0 160 L10 250 H150 L130 120 Z', p.body),
      tunic(40, p.body),
      rect(-36, -372, 72, 30, shade(p.body, -0.25), 8),
      times(3, (i) => circle(0, -320 + i * 50, 8, '#facc15')),
      rect(-200, -30, 400, 180, sampin, 10),
      times(8, (i) => line(-200 + i * 56, -30, -150 + i * 56, 150, '#facc15', 6, { opacity: 0.7 })),
      times(3, (i) => rect(-200, 0 + i * 60, 400, 8, '#facc15', 0, { opacity: 0.5 })),
      group(
        'translate(300 190)',
        rect(-80, -70, 160, 80, '#111318', 10),
        ellipse(0, -70, 80, 24, '#1f2328'),
        ellipse(0, 10, 80, 22, '#111318'),
        rect(-80, -40, 160, 6, '#374151'),
      ),
    ].join('');
  },
};

export const eveningGown: Drawing = {
  colours: ['#1e3a8a', '#111827', '#7f1d1d', '#065f46'],
  focus: [0, -200],
  draw(p) {
    return [
      rect(-12, -420, 24, 60, '#a16207'),
      ellipse(0, -420, 40, 16, '#a16207'),
      path(
        'M-70 -340 Q0 -370 70 -340 L90 -200 Q60 -120 70 -60 L260 250 H-260 L-70 -60 Q-60 -120 -90 -200 Z',
        p.body,
      ),
      path('M-70 -60 L-260 250 H-120 L-20 -40 Z', shade(p.body, 0.15)),
      path('M40 -40 L140 250 H260 L70 -60 Z', shade(p.body, -0.2)),
      stroke('M-40 -300 Q-70 -200 -40 -80 M-10 0 Q-80 120 -160 240', '#ffffff', 10, { opacity: 0.25 }),
      stroke('M-70 -340 L-50 -400 M70 -340 L50 -400', p.body, 8),
      rect(-80, -110, 160, 24, p.accent, 10, { opacity: 0.9 }),
    ].join('');
  },
};

export const songket: Drawing = {
  colours: ['#7f1d1d', '#581c87', '#064e3b', '#1e3a8a'],
  focus: [0, 100],
  draw(p) {
    const gold = '#eab308';
    const diamonds = (y: number) =>
      times(9, (i) =>
        poly([-176 + i * 44, y, -158 + i * 44, y - 18, -140 + i * 44, y, -158 + i * 44, y + 18], gold),
      );
    return [
      hanger('#a16207'),
      path('M-150 20 L-200 250 H200 L150 20 Z', shade(p.body, -0.15)),
      diamonds(120),
      diamonds(190),
      rect(-200, 232, 400, 18, gold),
      tunic(60, p.body),
      times(6, (i) =>
        poly(
          [
            -120 + i * 48,
            -200 + (i % 2) * 90,
            -104 + i * 48,
            -216 + (i % 2) * 90,
            -88 + i * 48,
            -200 + (i % 2) * 90,
            -104 + i * 48,
            -184 + (i % 2) * 90,
          ],
          gold,
          { opacity: 0.9 },
        ),
      ),
      rect(-190, 30, 380, 20, gold),
      path('M-40 -352 Q0 -290 40 -352', 'none', { stroke: gold, 'stroke-width': 10 }),
    ].join('');
  },
};

export const winterJacket: Drawing = {
  colours: ['#ea580c', '#1e3a8a', '#111827', '#15803d', '#dc2626'],
  focus: [0, -120],
  draw(p) {
    const band = (y: number) =>
      rect(-190, y, 380, 70, p.body, 34) + rect(-170, y + 8, 340, 14, '#ffffff', 7, { opacity: 0.2 });
    const sleeve = (side: number) =>
      group(
        `scale(${side} 1)`,
        path('M170 -300 Q250 -280 270 -180 L300 160 H210 L190 -120 Z', shade(p.body, -0.12)),
        times(4, (i) =>
          line(196 + i * 6, -170 + i * 72, 268 + i * 7, -170 + i * 72, shade(p.body, -0.35), 5),
        ),
        rect(205, 150, 100, 40, '#1f2328', 14),
      );
    return group(
      'translate(0 50)',
      path('M-110 -330 Q-130 -460 0 -460 Q130 -460 110 -330 Z', shade(p.body, -0.25)),
      path('M-80 -340 Q-90 -420 0 -420 Q90 -420 80 -340 Z', '#1f2328', { opacity: 0.6 }),
      sleeve(1),
      sleeve(-1),
      times(7, (i) => band(-320 + i * 74)),
      line(0, -330, 0, 200, p.metal, 8),
      rect(-150, 60, 100, 12, shade(p.body, -0.4), 6),
      rect(50, 60, 100, 12, shade(p.body, -0.4), 6),
    );
  },
};
