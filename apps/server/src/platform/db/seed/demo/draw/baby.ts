import type { Drawing } from './kind';
import { group, line, path, poly, rect, shade, stroke, times } from './svg';

// Kids & baby: a car seat, a travel cot, a carrier and a high chair (the pram is in wheels.ts).

const FABRICS = ['#1f2328', '#475569', '#7f1d1d', '#1e3a8a', '#365314', '#9f1239'] as const;

export const carSeat: Drawing = {
  colours: FABRICS,
  focus: [-60, 0],
  shadow: 320,
  draw(p) {
    return [
      path('M-300 250 Q-280 170 -180 170 H230 Q300 170 310 250 Z', '#2b2f35'),
      path(
        'M-270 -60 Q-290 170 -90 210 H200 Q270 200 270 110 L240 -20 Q100 40 -40 40 Q-180 40 -270 -60 Z',
        p.body,
      ),
      path(
        'M-230 -40 Q-250 140 -80 176 H170 Q220 160 220 100 L204 20 Q80 70 -40 70 Q-160 70 -230 -40 Z',
        p.light,
        { opacity: 0.5 },
      ),
      path('M-280 -50 Q-300 -260 -60 -260 Q40 -250 60 -120 Q-120 -140 -280 -50 Z', p.deep),
      stroke('M-220 40 Q-10 -420 230 40', '#4b5563', 30),
      rect(-130, 40, 26, 110, shade(p.accent, -0.1), 10),
      rect(-60, 30, 26, 120, shade(p.accent, -0.1), 10),
      rect(-112, 110, 70, 40, '#cbd5e1', 8),
    ].join('');
  },
};

export const travelCot: Drawing = {
  colours: ['#1f2328', '#475569', '#1e3a8a', '#6b7280'],
  focus: [-120, -60],
  shadow: 440,
  draw(p) {
    const mesh = (x: number, w: number) =>
      times(Math.floor(w / 30), (i) =>
        line(x + 15 + i * 30, -150, x + 15 + i * 30, 200, '#ffffff', 2, { opacity: 0.5 }),
      );
    return [
      poly([-360, -150, 280, -150, 400, -230, -240, -230], shade(p.body, 0.2)),
      poly([-340, -150, 260, -150, 370, -214, -230, -214], '#e2e8f0', { opacity: 0.95 }),
      poly([280, -150, 400, -230, 400, 150, 280, 230], '#f1f5f9', { opacity: 0.7 }),
      rect(-360, -150, 640, 380, '#f8fafc', 0, { opacity: 0.75 }),
      mesh(-360, 640),
      rect(-360, 130, 640, 100, p.body, 4),
      rect(-370, -164, 660, 30, p.body, 14),
      stroke('M290 -150 L410 -230', p.body, 26),
      rect(-370, -164, 30, 410, p.body, 10),
      rect(260, -164, 30, 410, p.body, 10),
      rect(-240, 170, 140, 20, p.accent, 8),
    ].join('');
  },
};

export const babyCarrier: Drawing = {
  colours: FABRICS,
  focus: [0, -60],
  shadow: 340,
  draw(p) {
    return [
      stroke(
        'M-130 -200 C-200 -440 -10 -440 -40 -220 M130 -200 C200 -440 10 -440 40 -220',
        shade(p.body, -0.2),
        40,
      ),
      path('M-160 -210 Q0 -260 160 -210 L180 110 Q0 170 -180 110 Z', p.body),
      path('M-130 -190 Q0 -230 130 -190 L146 90 Q0 140 -146 90 Z', p.light, { opacity: 0.3 }),
      stroke('M-130 -170 Q0 -210 130 -170 L146 80 Q0 126 -146 80 Z', '#ffffff', 4, {
        'stroke-dasharray': '10 10',
        opacity: 0.5,
      }),
      rect(-80, -60, 160, 110, p.accent, 20),
      rect(-300, 80, 600, 130, shade(p.body, -0.3), 60),
      rect(-280, 96, 560, 20, '#ffffff', 10, { opacity: 0.15 }),
      rect(-40, 110, 80, 70, '#111318', 12),
      rect(-160, -236, 320, 40, shade(p.body, -0.3), 20),
    ].join('');
  },
};

export const highChair: Drawing = {
  colours: ['#c8a070', '#f8fafc', '#1f2328', '#15803d', '#be123c'],
  focus: [60, -80],
  shadow: 300,
  draw(p) {
    // Two side pieces (an upright leaning back and a foot along the floor) with boards between
    // them: the far side first, then the boards, then the near side.
    const [dx, dy] = [56, -34];
    const side = (colour: string) => stroke('M-220 250 H140 M60 250 L-120 -360', colour, 40);
    const board = (x1: number, x2: number, y: number, colour: string) =>
      poly([x1, y, x2, y, x2 + dx, y + dy, x1 + dx, y + dy], shade(colour, 0.18)) +
      rect(x1, y, x2 - x1, 24, colour, 4);
    return [
      group(`translate(${dx} ${dy})`, side(shade(p.body, -0.3))),
      board(-95, 10, -262, p.body),
      board(-80, 30, -200, p.body),
      board(-20, 190, -20, p.body),
      board(24, 240, 130, p.body),
      path('M-40 -30 Q-60 -150 30 -150 L40 -120 Q-20 -120 -10 -30 Z', p.accent),
      stroke('M170 -40 Q190 -110 130 -120', p.accent, 18),
      side(p.body),
      stroke('M60 250 L-120 -360', '#ffffff', 6, { opacity: 0.25 }),
    ].join('');
  },
};
