import type { Drawing } from './kind';
import { wheelSmall } from './parts';
import { circle, ellipse, group, line, path, poly, rect, shade, stroke, times } from './svg';

// Sport, camping and travel: kayak, rackets, golf, snorkelling, tent, suitcase, cool box,
// hammock, telescope.

export const kayak: Drawing = {
  colours: ['#f97316', '#facc15', '#ef4444', '#22c55e', '#0ea5e9'],
  focus: [-120, 110],
  shadow: 460,
  draw(p) {
    const blade = (x: number, y: number, a: number) =>
      ellipse(x, y, 70, 26, p.accent, { transform: `rotate(${a} ${x} ${y})` });
    return [
      path('M-480 150 Q-300 250 0 256 Q300 250 480 140 Q300 90 0 84 Q-300 90 -480 150 Z', p.deep),
      path('M-480 150 Q-300 60 0 50 Q300 60 480 140 Q300 110 0 106 Q-300 110 -480 150 Z', p.body),
      path('M-440 146 Q-300 80 0 70', 'none', {
        stroke: '#ffffff',
        'stroke-width': 10,
        'stroke-linecap': 'round',
        opacity: 0.45,
      }),
      ellipse(-120, 94, 86, 22, '#1f2328'),
      ellipse(-120, 90, 100, 28, 'none', { stroke: shade(p.body, -0.4), 'stroke-width': 10 }),
      ellipse(160, 92, 86, 22, '#1f2328'),
      ellipse(160, 88, 100, 28, 'none', { stroke: shade(p.body, -0.4), 'stroke-width': 10 }),
      stroke('M-400 130 L-340 100 L-290 128 L-240 98', '#1f2328', 5),
      stroke('M300 100 L350 126 L400 102 L440 128', '#1f2328', 5),
      line(-320, -150, 300, 60, '#1f2328', 14),
      blade(-320, -150, 20),
      blade(300, 60, 20),
    ].join('');
  },
};

/** A badminton racket with its strings, head at 0,0, handle towards +y. */
function racket(x: number, y: number, angle: number, frame: string, grip: string): string {
  const [rx, ry] = [92, 118];
  const strings =
    times(7, (i) => {
      const sx = -rx + ((i + 1) * 2 * rx) / 8;
      const h = ry * Math.sqrt(1 - (sx / rx) ** 2);
      return line(sx, -h, sx, h, '#e5e7eb', 2.5);
    }) +
    times(9, (i) => {
      const sy = -ry + ((i + 1) * 2 * ry) / 10;
      const w = rx * Math.sqrt(1 - (sy / ry) ** 2);
      return line(-w, sy, w, sy, '#e5e7eb', 2.5);
    });
  return group(
    `translate(${x} ${y}) rotate(${angle})`,
    strings,
    ellipse(0, 0, rx, ry, 'none', { stroke: frame, 'stroke-width': 14 }),
    line(0, ry, 0, ry + 200, frame, 10),
    rect(-17, ry + 190, 34, 130, grip, 14),
  );
}

export const badminton: Drawing = {
  colours: ['#1d4ed8', '#dc2626', '#111827', '#16a34a'],
  focus: [150, 160],
  draw(p) {
    return [
      racket(-110, -150, -22, p.body, p.accent),
      racket(110, -160, 24, shade(p.body, 0.2), '#1f2328'),
      group(
        'translate(180 190) rotate(-60)',
        poly([-40, -10, 40, -10, 70, -150, -70, -150], '#f8fafc'),
        times(5, (i) => line(-34 + i * 17, -10, -60 + i * 30, -150, '#cbd5e1', 3)),
        circle(0, 10, 36, '#fde68a'),
      ),
    ].join('');
  },
};

export const golfBag: Drawing = {
  colours: ['#1f2328', '#1e3a8a', '#b91c1c', '#f8fafc'],
  focus: [0, -260],
  draw(p) {
    const driver = (x: number, a: number, colour: string) =>
      group(
        `rotate(${a} ${x} -220)`,
        line(x, -220, x, -330, p.metal, 8),
        ellipse(x, -350, 40, 46, colour),
        circle(x, -400, 16, shade(colour, 0.4)),
      );
    const iron = (x: number, a: number) =>
      group(
        `rotate(${a} ${x} -220)`,
        line(x, -220, x, -360, p.metal, 7),
        poly([x - 4, -360, x + 30, -372, x + 34, -340, x - 4, -344], p.metal),
      );
    return [
      stroke('M60 -100 L190 250 M80 -100 L230 240', '#6b7280', 10),
      iron(-60, -16),
      iron(-20, -6),
      iron(40, 10),
      driver(-80, -24, p.accent),
      driver(0, -2, shade(p.accent, -0.3)),
      driver(80, 18, '#f8fafc'),
      rect(-130, -230, 260, 480, p.body, 50),
      ellipse(0, -230, 130, 30, '#111316'),
      rect(-100, -60, 110, 230, p.accent, 30),
      rect(-130, -160, 260, 26, shade(p.body, 0.25)),
      stroke('M110 -180 Q220 0 110 180', '#1f2328', 18),
      rect(-90, -210, 30, 440, '#ffffff', 15, { opacity: 0.12 }),
    ].join('');
  },
};

export const snorkelSet: Drawing = {
  colours: ['#0ea5e9', '#f97316', '#facc15', '#ec4899'],
  focus: [-120, -150],
  shadow: 400,
  draw(p) {
    const fin = (x: number, a: number) =>
      group(
        `translate(${x} 40) rotate(${a})`,
        path('M-70 -120 Q-90 120 -50 300 H50 Q90 120 70 -120 Q0 -160 -70 -120 Z', p.body),
        path('M-50 -110 Q0 -140 50 -110 L46 -10 Q0 -30 -46 -10 Z', '#1f2328'),
        line(-30, 20, -22, 280, shade(p.body, -0.3), 6),
        line(30, 20, 22, 280, shade(p.body, -0.3), 6),
      );
    return [
      fin(200, 18),
      fin(340, 8),
      stroke('M-300 -300 V100 Q-300 190 -220 190 H-170', p.accent, 30),
      rect(-320, -330, 40, 40, shade(p.accent, -0.3), 10),
      stroke('M-320 -180 Q-120 -340 80 -180', '#1f2328', 22),
      path(
        'M-260 -200 Q-250 -260 -170 -260 H30 Q110 -260 110 -200 Q110 -110 40 -110 Q-20 -110 -40 -140 Q-60 -110 -120 -110 Q-200 -110 -230 -130 Q-262 -150 -260 -200 Z',
        '#1f2328',
      ),
      path(
        'M-230 -196 Q-224 -236 -170 -236 H-60 V-136 Q-110 -130 -190 -136 Q-232 -150 -230 -196 Z',
        '#bae6fd',
        { opacity: 0.85 },
      ),
      path('M-20 -236 H30 Q84 -236 84 -196 Q84 -140 30 -136 Q-10 -134 -20 -140 Z', '#bae6fd', {
        opacity: 0.85,
      }),
      ellipse(-180, -212, 30, 10, '#ffffff', { opacity: 0.7 }),
    ].join('');
  },
};

export const tent: Drawing = {
  colours: ['#16a34a', '#f97316', '#2563eb', '#dc2626', '#65a30d'],
  focus: [-40, 40],
  shadow: 440,
  draw(p, r) {
    const open = r.range(40, 90);
    return [
      stroke('M-380 240 L-470 260 M380 240 L470 260 M-240 -120 L-470 250 M240 -120 L470 250', '#94a3b8', 3),
      path('M-390 250 Q-320 -200 0 -240 Q320 -200 390 250 Z', p.body),
      path('M0 -240 Q320 -200 390 250 H150 Q130 -40 0 -240 Z', p.deep),
      stroke('M-390 250 Q-200 -420 260 -100 M390 250 Q200 -420 -260 -100', shade(p.body, 0.35), 8),
      path('M-190 250 Q-170 -60 -10 -100 Q100 -70 120 250 Z', shade(p.body, -0.35)),
      path(`M-190 250 Q-170 -60 -10 -100 L${-10 + open} 250 Z`, '#1f2328'),
      path(`M-10 -100 Q100 -70 120 250 L${40 + open} 250 Q${10 + open} 60 -10 -100 Z`, shade(p.body, 0.2)),
      rect(-420, 240, 840, 22, p.accent, 10),
    ].join('');
  },
};

export const suitcase: Drawing = {
  colours: ['#1e3a8a', '#0f766e', '#b91c1c', '#e7e5e4', '#7c3aed', '#111827'],
  focus: [0, -260],
  draw(p, r) {
    const handle = r.range(60, 140);
    return [
      stroke(`M-70 -220 V${-300 - handle} H70 V-220`, '#374151', 16),
      rect(-80, -320 - handle, 160, 30, '#1f2328', 12),
      rect(-190, -230, 380, 460, p.body, 44),
      rect(150, -230, 40, 460, p.deep, 20),
      times(4, (i) => rect(-140 + i * 80, -200, 18, 400, p.light, 9, { opacity: 0.45 })),
      rect(-60, -244, 120, 22, '#1f2328', 10),
      rect(-190, -20, 380, 14, shade(p.body, -0.3)),
      wheelSmall(-150, 240, 22, p.metal),
      wheelSmall(150, 240, 22, p.metal),
      stroke('M-150 -140 q-60 30 -40 90', '#94a3b8', 4),
      rect(-230, -60, 70, 44, p.accent, 10, { transform: 'rotate(-12 -195 -38)' }),
    ].join('');
  },
};

export const coolBox: Drawing = {
  colours: ['#2563eb', '#f8fafc', '#dc2626', '#0f766e'],
  focus: [0, -40],
  shadow: 420,
  draw(p) {
    const chair = (x: number, s: number, colour: string) =>
      group(
        `translate(${x} 0) scale(${s})`,
        stroke('M-120 250 L110 -20 M120 250 L-110 -20', '#1f2328', 12),
        path('M-130 -20 H130 L110 50 H-110 Z', colour),
        path('M-120 -300 H120 V-40 H-120 Z', colour),
        rect(-120, -300, 240, 30, shade(colour, -0.3)),
        stroke('M-130 -300 V-20 M130 -300 V-20', '#1f2328', 12),
      );
    return [
      chair(-250, 0.7, p.accent),
      chair(270, 0.66, shade(p.accent, -0.25)),
      rect(-220, -20, 440, 270, p.body, 24),
      rect(-236, -80, 472, 80, p.light, 24),
      rect(-236, -80, 472, 18, '#ffffff', 9, { opacity: 0.4 }),
      rect(-260, 20, 40, 80, '#1f2328', 12),
      rect(220, 20, 40, 80, '#1f2328', 12),
      rect(-40, -20, 80, 44, '#1f2328', 8),
      rect(-200, 60, 400, 12, p.deep, 6),
    ].join('');
  },
};

export const hammock: Drawing = {
  colours: ['#f97316', '#0ea5e9', '#22c55e', '#e11d48'],
  focus: [0, 80],
  shadow: 420,
  draw(p) {
    const tree = (x: number) =>
      [
        rect(x - 30, -300, 60, 560, '#8b5e34', 14),
        circle(x, -340, 120, '#15803d'),
        circle(x - 70, -280, 80, '#16a34a'),
        circle(x + 70, -290, 90, '#22c55e'),
      ].join('');
    const stripe = (k: number, colour: string) => stroke(`M-330 -60 Q0 ${190 + k * 18} 330 -60`, colour, 16);
    return [
      tree(-380),
      tree(380),
      path('M-120 -350 L-300 40 L300 40 L120 -350 Z', '#ffffff', { opacity: 0.3 }),
      line(0, -440, 0, -350, '#e5e7eb', 4),
      stroke('M-350 -120 L-330 -60 M350 -120 L330 -60', '#a16207', 8),
      path('M-330 -60 Q0 300 330 -60 Q0 160 -330 -60 Z', p.body),
      stripe(0, p.accent),
      stripe(2, '#ffffff'),
      stripe(4, p.accent),
    ].join('');
  },
};

export const telescope: Drawing = {
  colours: ['#f8fafc', '#1f2328', '#1e3a8a'],
  focus: [-200, -190],
  draw(p) {
    return [
      stroke('M0 20 L-220 250 M0 20 L220 250 M0 20 L30 260', '#374151', 16),
      line(40, 40, 120, 150, p.metal, 10),
      circle(130, 166, 36, '#4b5563'),
      rect(-50, -40, 100, 70, '#1f2328', 14),
      group(
        'rotate(-28)',
        rect(-330, -140, 560, 130, p.body, 20),
        rect(-330, -126, 560, 18, '#ffffff', 9, { opacity: 0.35 }),
        rect(-380, -150, 90, 150, '#1f2328', 12),
        rect(160, -130, 70, 110, shade(p.body, -0.3), 12),
        rect(-150, -190, 180, 34, '#374151', 14),
        rect(40, -180, 40, 60, '#1f2328', 8),
        rect(220, -110, 90, 40, '#1f2328', 8),
        rect(250, -150, 30, 80, '#374151', 8),
      ),
      ellipse(-315, -30, 24, 64, '#93c5fd', { transform: 'rotate(-28 -315 -30)', opacity: 0.8 }),
    ].join('');
  },
};
