import type { Drawing } from './kind';
import { wheelSmall } from './parts';
import { circle, ellipse, group, line, path, poly, rect, shade, stroke, times } from './svg';

// Storage, tools, furniture and machines (Storage, Home / Office / Garden, Other).

export const storageBoxes: Drawing = {
  colours: ['#1f2328', '#475569', '#94a3b8'],
  focus: [-130, 40],
  shadow: 360,
  draw(p, r) {
    const lid = r.chance(0.5) ? p.accent : '#facc15';
    const box = (x: number, y: number, w: number, h: number) =>
      [
        poly([x - w / 2, y - h, x + w / 2, y - h, x + w / 2 - 14, y, x - w / 2 + 14, y], p.body),
        rect(x - w / 2 + 14, y - h + 30, 30, h - 50, p.light, 8, { opacity: 0.25 }),
        rect(x - w / 2 - 10, y - h - 30, w + 20, 36, lid, 10),
        rect(x - w / 2, y - h - 30, w, 10, shade(lid, 0.35), 5),
        rect(x - w / 2 - 18, y - h - 8, 22, 40, shade(lid, -0.25), 6),
        rect(x + w / 2 - 4, y - h - 8, 22, 40, shade(lid, -0.25), 6),
      ].join('');
    return box(-170, 260, 300, 200) + box(170, 260, 300, 200) + box(-20, 20, 300, 190);
  },
};

export const dryBags: Drawing = {
  colours: ['#f97316', '#facc15', '#2563eb', '#16a34a', '#dc2626'],
  focus: [-90, -170],
  shadow: 330,
  draw(p) {
    const bag = (x: number, s: number, colour: string) =>
      group(
        `translate(${x} 0) scale(${s})`,
        path('M-120 -150 H120 V170 Q120 260 0 260 Q-120 260 -120 170 Z', colour),
        rect(-90, -140, 34, 370, '#ffffff', 17, { opacity: 0.2 }),
        rect(-120, 30, 240, 34, '#ffffff', 0, { opacity: 0.75 }),
        rect(-140, -220, 280, 80, shade(colour, -0.25), 30),
        times(3, (i) => line(-130, -200 + i * 22, 130, -200 + i * 22, shade(colour, -0.45), 4)),
        stroke('M-130 -190 Q0 -360 130 -190', '#1f2328', 16),
        rect(-24, -300, 48, 36, '#1f2328', 8),
      );
    return bag(-110, 1, p.body) + bag(160, 0.72, p.accent);
  },
};

export const shelving: Drawing = {
  colours: ['#9ca3af', '#6b7280', '#1f2328'],
  focus: [0, -40],
  draw(p, r) {
    const level = (y: number) =>
      [
        poly([-220, y, 220, y, 280, y - 40, -160, y - 40], shade(p.body, 0.25)),
        rect(-220, y, 440, 16, p.deep, 3),
      ].join('');
    // Things stand on a shelf, their bottom just behind its front edge.
    const stuff = (y: number, k: number) =>
      [
        rect(-190, y - 90, 110, 80, r.pick(['#c99a5b', p.accent, '#60a5fa']), 6),
        k % 2 ? rect(-60, y - 70, 70, 60, '#f8fafc', 6) : circle(-30, y - 44, 34, '#ef4444'),
        rect(60, y - 110, 120, 100, r.pick(['#c99a5b', '#fbbf24', '#a3a3a3']), 6),
      ].join('');
    const shelves = [-360, -170, 20, 210];
    return [
      line(-160, -400, -160, 220, shade(p.body, -0.3), 14),
      line(280, -400, 280, 220, shade(p.body, -0.3), 14),
      shelves.map((y, k) => level(y) + (k > 0 ? stuff(y, k) : '')).join(''),
      line(-220, -370, -220, 256, p.body, 18),
      line(220, -370, 220, 256, p.body, 18),
    ].join('');
  },
};

export const blankets: Drawing = {
  colours: ['#1e40af', '#475569', '#0f766e', '#7c2d12'],
  focus: [80, -130],
  shadow: 300,
  draw(p) {
    const layer = (y: number, colour: string) =>
      [
        rect(-240, y, 480, 70, colour, 32),
        rect(-226, y + 8, 452, 14, shade(colour, 0.3), 7, { opacity: 0.5 }),
        stroke(
          `M-220 ${y + 42} ${times(11, (i) => `L${-200 + i * 40} ${y + (i % 2 ? 26 : 56)}`)}`,
          '#ffffff',
          3,
          { opacity: 0.45, 'stroke-dasharray': '8 8' },
        ),
      ].join('');
    return [
      layer(190, p.body),
      layer(120, shade(p.body, 0.25)),
      layer(50, p.deep),
      layer(-20, p.body),
      circle(80, -100, 84, 'none', { stroke: p.accent, 'stroke-width': 26 }),
      circle(80, -100, 50, 'none', { stroke: shade(p.accent, -0.15), 'stroke-width': 22 }),
      rect(130, -130, 120, 60, p.metal, 10),
      rect(150, -118, 80, 12, shade(p.metal, -0.3), 6),
    ].join('');
  },
};

export const underBedBags: Drawing = {
  colours: ['#6366f1', '#64748b', '#0ea5e9', '#a855f7'],
  focus: [0, 20],
  shadow: 380,
  draw(p) {
    const bag = (y: number, colour: string, angle: number) =>
      group(
        `rotate(${angle} 0 ${y})`,
        rect(-330, y - 70, 660, 150, colour, 44),
        rect(-250, y - 46, 500, 100, '#ffffff', 20, { opacity: 0.4 }),
        stroke(`M-300 ${y - 58} H300`, shade(colour, -0.4), 5, { 'stroke-dasharray': '10 6' }),
        stroke(`M330 ${y - 20} q50 20 0 50`, shade(colour, -0.3), 14),
      );
    return bag(180, p.body, 0) + bag(20, p.accent, -3);
  },
};

export const officeChair: Drawing = {
  colours: ['#1f2328', '#374151', '#475569'],
  focus: [0, -200],
  draw(p) {
    const mesh =
      times(9, (i) => line(-150 + i * 37, -390, -130 + i * 33, -60, '#ffffff', 2, { opacity: 0.16 })) +
      times(8, (i) => line(-160, -360 + i * 38, 160, -360 + i * 38, '#ffffff', 2, { opacity: 0.12 }));
    const legs = [
      [-230, 210],
      [-110, 250],
      [120, 250],
      [240, 206],
      [10, 186],
    ] as const;
    return [
      legs
        .map(([x, y]) => stroke(`M0 150 L${x} ${y}`, p.body, 22) + circle(x, y + 14, 16, '#17191c'))
        .join(''),
      rect(-16, 20, 32, 140, p.metal),
      path('M-170 -400 Q0 -440 170 -400 Q190 -230 140 -60 H-140 Q-190 -230 -170 -400 Z', p.body),
      path('M-150 -380 Q0 -414 150 -380 Q168 -230 124 -80 H-124 Q-168 -230 -150 -380 Z', p.deep),
      mesh,
      path('M-210 0 Q-200 -60 -120 -60 H120 Q200 -60 210 0 Q200 50 120 50 H-120 Q-200 50 -210 0 Z', p.body),
      path('M-200 -10 Q-190 -50 -120 -50 H120 Q190 -50 200 -10 Z', p.light, { opacity: 0.35 }),
      stroke('M-200 20 L-230 -120 H-170 M200 20 L230 -120 H170', p.deep, 18),
    ].join('');
  },
};

export const standingDesk: Drawing = {
  colours: ['#d6b48a', '#f1f5f9', '#c08a4d', '#1f2328'],
  focus: [240, -140],
  shadow: 420,
  draw(p, r) {
    const frame = r.pick(['#1f2328', '#e5e7eb', '#6b7280']);
    const leg = (x: number) =>
      [
        rect(x - 28, -70, 56, 200, frame, 6),
        rect(x - 20, 120, 40, 120, shade(frame, 0.15), 4),
        rect(x - 90, 236, 180, 24, frame, 10),
      ].join('');
    return [
      leg(-260),
      leg(260),
      rect(-260, -40, 520, 30, shade(frame, 0.1), 6),
      poly([-420, -120, 340, -120, 420, -70, -340, -70], shade(p.body, 0.25)),
      rect(-340, -70, 760, 30, p.body, 6),
      rect(180, -40, 90, 30, '#111316', 6),
      times(3, (i) => circle(200 + i * 26, -25, 7, i === 0 ? p.accent : '#4b5563')),
      rect(-200, -270, 230, 150, '#1f2328', 10),
      rect(-190, -262, 210, 124, shade(p.accent, 0.45), 6),
      rect(-100, -120, 30, 12, '#1f2328'),
      path('M260 -120 H340 L326 -200 H274 Z', '#c2410c'),
      ellipse(280, -250, 40, 70, '#16a34a', { transform: 'rotate(-25 280 -250)' }),
      ellipse(320, -250, 36, 64, '#22c55e', { transform: 'rotate(25 320 -250)' }),
    ].join('');
  },
};

export const drill: Drawing = {
  colours: ['#15803d', '#2563eb', '#0f766e', '#f59e0b', '#dc2626'],
  focus: [200, -80],
  shadow: 330,
  draw(p, r) {
    const bit = r.range(100, 150);
    return [
      line(250, -80, 250 + bit, -80, p.metal, 14),
      times(5, (i) => line(262 + i * (bit / 6), -90, 272 + i * (bit / 6), -70, shade(p.metal, -0.35), 4)),
      poly([170, -118, 250, -98, 250, -62, 170, -42], '#1f2328'),
      path(
        'M-200 -160 H120 Q170 -160 170 -110 V-50 Q170 0 120 0 H-200 Q-250 0 -250 -80 Q-250 -160 -200 -160 Z',
        p.body,
      ),
      rect(-190, -150, 260, 20, p.light, 10, { opacity: 0.35 }),
      path('M-250 -80 Q-250 -160 -200 -160 H-150 V0 H-200 Q-250 0 -250 -80 Z', '#1f2328'),
      path('M-120 0 H-30 L-60 170 H-160 Z', '#1f2328'),
      path('M-110 0 H-40 L-50 60 H-110 Z', p.body),
      rect(-40, 10, 26, 50, p.accent, 8),
      rect(-230, 166, 250, 94, p.deep, 18),
      rect(-230, 166, 250, 22, p.accent, 10),
      rect(210, 190, 210, 70, '#1f2328', 10),
      times(7, (i) => rect(226 + i * 27, 170, 12, 40 + (i % 3) * 8, p.metal, 4)),
    ].join('');
  },
};

export const pressureWasher: Drawing = {
  colours: ['#facc15', '#2563eb', '#16a34a', '#ef4444'],
  focus: [-40, -60],
  shadow: 330,
  draw(p) {
    return [
      stroke('M-110 -170 V-400 H20 V-170', '#1f2328', 26),
      circle(90, 120, 110, 'none', { stroke: '#1f2328', 'stroke-width': 20 }),
      circle(90, 120, 80, 'none', { stroke: '#1f2328', 'stroke-width': 14 }),
      path(
        'M-170 -170 Q-170 -220 -120 -220 H120 Q170 -220 170 -170 L190 200 Q190 240 150 240 H-150 Q-190 240 -190 200 Z',
        p.body,
      ),
      rect(-150, -200, 260, 22, p.light, 11, { opacity: 0.45 }),
      rect(-120, -120, 240, 150, '#1f2328', 24),
      circle(-40, -45, 40, '#374151'),
      rect(-44, -80, 8, 36, p.body, 4),
      circle(60, -45, 16, '#22c55e'),
      wheelSmall(-150, 205, 62, p.metal),
      stroke('M230 -330 L330 250', '#1f2328', 14),
      path('M200 -360 H260 L250 -240 H220 Z', '#1f2328'),
      rect(190, -300, 30, 90, p.body, 10, { transform: 'rotate(-10 205 -255)' }),
    ].join('');
  },
};

export const gardenTools: Drawing = {
  colours: ['#16a34a', '#f97316', '#2563eb', '#facc15'],
  focus: [180, 140],
  shadow: 420,
  draw(p) {
    return [
      group(
        'rotate(-8)',
        rect(-380, 120, 200, 110, p.body, 36),
        stroke('M-360 120 Q-340 40 -240 50 Q-190 60 -190 120', '#1f2328', 20),
        rect(-190, 145, 480, 40, p.metal, 6),
        stroke(`M-180 145 ${times(16, () => 'l15 -18 l15 18')}`, shade(p.metal, -0.3), 6),
        stroke(`M-180 185 ${times(16, () => 'l15 18 l15 -18')}`, shade(p.metal, -0.3), 6),
      ),
      line(-280, -330, 180, 140, shade(p.metal, -0.2), 16),
      rect(-340, -400, 110, 120, p.body, 26, { transform: 'rotate(-45 -285 -340)' }),
      stroke('M-197 -245 Q-290 -110 -96 -142', '#1f2328', 16),
      path('M110 120 A110 110 0 0 1 300 190 L230 220 Z', p.body),
      circle(180, 150, 44, '#1f2328'),
      line(160, 190, 330, 240, '#f8fafc', 4),
      line(190, 190, 60, 250, '#f8fafc', 4),
    ].join('');
  },
};

export const sewingMachine: Drawing = {
  colours: ['#f8fafc', '#fde2e4', '#e0f2fe'],
  focus: [-200, 40],
  shadow: 360,
  draw(p) {
    return [
      rect(-330, 150, 660, 100, p.body, 20),
      rect(-330, 150, 660, 22, shade(p.body, -0.1), 10),
      rect(150, -230, 150, 400, p.body, 30),
      rect(-330, -280, 630, 130, p.body, 60),
      rect(-330, -280, 160, 380, p.body, 40),
      rect(-310, -264, 580, 20, '#ffffff', 10, { opacity: 0.6 }),
      rect(-300, -220, 560, 18, p.accent, 9),
      ellipse(306, -190, 26, 76, '#94a3b8'),
      ellipse(300, -190, 14, 60, shade(p.accent, -0.2)),
      circle(220, -60, 34, shade(p.accent, 0.2)),
      circle(220, 40, 24, '#94a3b8'),
      rect(-262, 100, 14, 50, p.metal),
      rect(-290, 130, 60, 14, shade(p.metal, -0.2), 4),
      rect(60, -330, 50, 50, p.accent, 8),
      ellipse(85, -330, 25, 8, shade(p.accent, 0.3)),
      stroke('M85 -330 Q-40 -360 -220 -282 L-255 100', p.accent, 3),
    ].join('');
  },
};

export const generator: Drawing = {
  colours: ['#dc2626', '#facc15', '#f97316', '#16a34a'],
  focus: [140, 0],
  shadow: 360,
  draw(p) {
    return [
      path('M-260 -250 Q-260 -290 -220 -290 H220 Q260 -290 260 -250 V-160 H-260 Z', p.body),
      rect(-240, -280, 480, 18, p.light, 9, { opacity: 0.4 }),
      circle(-160, -300, 26, '#1f2328'),
      rect(-240, -150, 240, 320, '#374151', 16),
      times(7, (i) => rect(-220, -120 + i * 40, 200, 14, '#4b5563', 7)),
      rect(20, -150, 220, 320, p.deep, 24),
      rect(50, -120, 160, 200, '#1f2328', 14),
      rect(70, -100, 120, 36, '#0f172a', 6),
      rect(80, -92, 60, 20, '#4ade80', 4, { opacity: 0.8 }),
      times(3, (i) =>
        i < 2
          ? circle(80 + i * 70, 10, 26, '#e5e7eb') +
            rect(72 + i * 70, 0, 6, 18, '#1f2328') +
            rect(84 + i * 70, 0, 6, 18, '#1f2328')
          : rect(200, -6, 24, 34, '#ef4444', 6),
      ),
      stroke('M-300 200 V-210 Q-300 -250 -260 -250 M300 200 V-210 Q300 -250 260 -250', '#1f2328', 22),
      rect(-310, 190, 620, 30, '#1f2328', 12),
      wheelSmall(-240, 215, 50, p.metal),
      wheelSmall(240, 215, 50, p.metal),
    ].join('');
  },
};
