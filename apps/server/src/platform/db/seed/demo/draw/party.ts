import type { Drawing } from './kind';
import { circle, ellipse, group, line, path, poly, rect, shade, stroke, times } from './svg';

// Kenduri and party things: a canopy, tables, chafing dishes, a bouncy castle, board games.

export const canopy: Drawing = {
  colours: ['#f8fafc', '#fef3c7'],
  focus: [-60, -200],
  shadow: 440,
  draw(p) {
    const scallops = times(8, () => 'q-45 34 -90 0');
    const seams = times(4, (i) => line(60, -330, -256 + i * 144, -130, shade(p.body, -0.12), 5));
    return [
      line(440, -180, 440, 200, p.metal, 12),
      line(-250, -190, -250, 190, shade(p.metal, -0.2), 10),
      poly([320, -130, 440, -180, 60, -330], shade(p.body, -0.14)),
      poly([-400, -130, 320, -130, 60, -330], p.body),
      seams,
      path(`M320 -130 V-96 ${scallops} V-130 Z`, p.accent),
      path(`M320 -130 V-108 ${scallops.replaceAll('34', '20')} V-130 Z`, p.body),
      line(-390, -120, -390, 250, p.metal, 14),
      line(310, -120, 310, 250, p.metal, 14),
      rect(-200, 120, 360, 20, '#f8fafc', 6),
      line(-170, 140, -170, 240, '#94a3b8', 8),
      line(130, 140, 130, 240, '#94a3b8', 8),
    ].join('');
  },
};

export const banquetTables: Drawing = {
  colours: ['#f8fafc', '#fde68a', '#e0e7ff', '#fecdd3'],
  focus: [0, -40],
  shadow: 360,
  draw(p, r) {
    const table = (x: number, y: number, s: number) =>
      group(
        `translate(${x} ${y}) scale(${s})`,
        path(
          'M-300 -40 Q-320 140 -290 250 Q-150 280 0 270 Q150 280 290 250 Q320 140 300 -40 Z',
          shade(p.body, -0.08),
        ),
        times(7, (i) =>
          line(-240 + i * 80, 30, -250 + i * 82, 250, shade(p.body, -0.2), 6, { opacity: 0.6 }),
        ),
        ellipse(0, -40, 300, 90, p.body),
        times(6, (i) => {
          const a = Math.PI * (0.15 + (i * 0.7) / 5);
          return (
            ellipse(Math.cos(a) * 220, -40 + Math.sin(a) * 58, 40, 13, '#ffffff') +
            ellipse(Math.cos(a) * 220, -40 + Math.sin(a) * 58, 26, 8, '#e2e8f0')
          );
        }),
        path('M-24 -40 L-16 -120 H16 L24 -40 Z', '#94a3b8', { opacity: 0.8 }),
        times(5, (i) =>
          circle(-40 + i * 20, -140 - (i % 2) * 26, 22, i % 2 ? p.accent : shade(p.accent, 0.4)),
        ),
      );
    return table(-250, -150, r.range(0.5, 0.56)) + table(90, 20, 0.86);
  },
};

export const chafingDishes: Drawing = {
  colours: ['#cbd5e1', '#d1d5db', '#e5e7eb'],
  focus: [60, -80],
  shadow: 380,
  draw(p) {
    const dish = (x: number, y: number, s: number) =>
      group(
        `translate(${x} ${y}) scale(${s})`,
        stroke('M-230 110 L-260 250 M230 110 L260 250 M-230 110 H230', shade(p.body, -0.35), 12),
        rect(-30, 170, 60, 70, '#b91c1c', 8),
        path('M0 170 Q-24 130 0 100 Q24 130 0 170 Z', '#f59e0b'),
        rect(-260, 0, 520, 120, p.body, 10),
        times(4, (i) => rect(-240 + i * 130, 10, 40, 100, '#ffffff', 6, { opacity: 0.35 })),
        rect(-270, -12, 540, 24, shade(p.body, -0.2), 10),
        path('M-250 -12 Q-250 -200 0 -200 Q250 -200 250 -12 Z', shade(p.body, 0.15)),
        path('M-190 -40 Q-180 -160 -40 -176', 'none', {
          stroke: '#ffffff',
          'stroke-width': 18,
          'stroke-linecap': 'round',
          opacity: 0.7,
        }),
        rect(-40, -224, 80, 30, '#1f2328', 12),
      );
    return dish(-170, -70, 0.62) + dish(90, 10, 0.95);
  },
};

export const bouncyCastle: Drawing = {
  colours: ['#ef4444', '#3b82f6', '#22c55e', '#a855f7'],
  focus: [0, -60],
  shadow: 440,
  draw(p, r) {
    const tops = r.pick(['#facc15', '#f97316', '#ffffff']);
    const turret = (x: number, h: number, w: number) =>
      [
        rect(x - w / 2, 160 - h, w, h, p.accent, w / 2),
        times(3, (i) =>
          line(x - w / 4 + (i * w) / 4, 180 - h, x - w / 4 + (i * w) / 4, 140, shade(p.accent, 0.3), 5),
        ),
        circle(x, 150 - h, w * 0.62, tops),
        ellipse(x - w * 0.2, 130 - h, w * 0.2, w * 0.12, '#ffffff', { opacity: 0.5 }),
      ].join('');
    return [
      rect(-320, -200, 640, 380, p.body, 40),
      times(3, (i) =>
        path(`M${-230 + i * 170} 160 V-40 Q${-165 + i * 170} -130 ${-100 + i * 170} -40 V160 Z`, '#1e293b', {
          opacity: 0.35,
        }),
      ),
      rect(-300, -190, 600, 26, '#ffffff', 13, { opacity: 0.3 }),
      turret(-380, 440, 130),
      turret(380, 440, 130),
      turret(-150, 400, 90),
      turret(150, 400, 90),
      rect(-440, 140, 880, 120, shade(p.body, -0.2), 50),
      rect(-420, 150, 840, 30, '#ffffff', 15, { opacity: 0.25 }),
    ].join('');
  },
};

export const boardGames: Drawing = {
  colours: ['#1d4ed8', '#b91c1c', '#15803d', '#7c3aed'],
  focus: [200, 120],
  shadow: 420,
  draw(p, r) {
    const box = (y: number, w: number, colour: string, art: string) =>
      [
        poly([-w, y, w, y, w + 60, y - 50, -w + 60, y - 50], shade(colour, 0.15)),
        rect(-w, y, 2 * w, 60, shade(colour, -0.2)),
        group(`translate(30 ${y - 25}) scale(1 0.5)`, art),
      ].join('');
    const centres: ReadonlyArray<readonly [number, number]> = [
      [0, 0],
      [70, 0],
      [-70, 0],
      [35, 60],
      [-35, 60],
      [35, -60],
      [-35, -60],
    ];
    const hexes = times(7, (i) => {
      const [hx, hy] = centres[i]!;
      return poly(
        [hx - 35, hy, hx - 18, hy - 30, hx + 18, hy - 30, hx + 35, hy, hx + 18, hy + 30, hx - 18, hy + 30],
        ['#eab308', '#16a34a', '#a16207', '#65a30d', '#dc2626', '#0ea5e9', '#f59e0b'][i]!,
      );
    });
    const track =
      stroke('M-200 20 Q-60 -60 40 10 T220 -20', '#f8fafc', 10, { 'stroke-dasharray': '26 10' }) +
      times(4, (i) => circle(-200 + i * 140, 20 - (i % 2) * 50, 14, '#facc15'));
    const die = (x: number, y: number, a: number, pips: number[][]) =>
      group(
        `translate(${x} ${y}) rotate(${a})`,
        rect(-36, -36, 72, 72, '#ffffff', 14),
        pips.map(([px, py]) => circle(px!, py!, 8, '#1f2328')).join(''),
      );
    const meeple = (x: number, colour: string) =>
      path(
        `M${x} 170 q-26 0 -26 -26 q0 -18 18 -24 q-30 -8 -30 -40 q0 -20 20 -20 q10 0 18 12 q0 -26 22 -26 q22 0 22 26 q8 -12 18 -12 q20 0 20 20 q0 32 -30 40 q18 6 18 24 q0 26 -26 26 Z`,
        colour,
        { transform: 'translate(0 60)' },
      );
    return [
      box(200, 300, p.body, hexes),
      box(90, 270, r.pick(['#0f766e', '#c2410c', '#be185d']), track),
      box(-20, 240, p.accent, hexes),
      die(250, 200, 14, [
        [-18, -18],
        [0, 0],
        [18, 18],
      ]),
      die(340, 170, -10, [
        [-18, -18],
        [18, -18],
        [-18, 18],
        [18, 18],
      ]),
      meeple(-300, '#ef4444'),
      meeple(-360, '#3b82f6'),
    ].join('');
  },
};
