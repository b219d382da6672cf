import type { Drawing, Paint } from './kind';
import { circle, ellipse, group, line, path, rect, shade, stroke, times } from './svg';

// Drones, their goggles and batteries. Drones hover: their shadow stays on the floor below.

function rotor(x: number, y: number, s: number, p: Paint, ducted: boolean): string {
  return group(
    `translate(${x} ${y}) scale(${s})`,
    ducted ? ellipse(0, 6, 132, 44, 'none', { stroke: shade(p.body, -0.3), 'stroke-width': 26 }) : '',
    ellipse(0, 0, 128, 30, '#ffffff', { opacity: 0.35 }),
    ellipse(0, 0, 128, 30, 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.6 }),
    line(-110, -8, 110, 8, '#1f2328', 10, { opacity: 0.75 }),
    rect(-20, -6, 40, 46, p.deep, 10),
    ellipse(0, -6, 22, 10, p.dark),
    ducted
      ? ellipse(0, 6, 132, 44, 'none', {
          stroke: p.body,
          'stroke-width': 14,
          'stroke-dasharray': '220 600',
          'stroke-dashoffset': -40,
        })
      : '',
  );
}

function droneBody(p: Paint, arm: number, ducted: boolean): string {
  const back = (side: number) => stroke(`M${side * 60} -70 L${side * arm * 0.85} -150`, p.deep, 26);
  const front = (side: number) => stroke(`M${side * 70} -10 L${side * arm} 40`, p.body, 32);
  return [
    back(-1),
    back(1),
    rotor(-arm * 0.85, -170, 0.78, p, ducted),
    rotor(arm * 0.85, -170, 0.78, p, ducted),
    path('M-110 -60 Q-120 -130 -40 -140 H40 Q120 -130 110 -60 L90 50 Q0 90 -90 50 Z', p.body),
    path('M-90 -100 Q0 -150 90 -100 L70 -60 Q0 -86 -70 -60 Z', p.light, { opacity: 0.7 }),
    rect(-60, -30, 120, 18, p.deep, 9, { opacity: 0.5 }),
    front(-1),
    front(1),
    rotor(-arm, 20, 1, p, ducted),
    rotor(arm, 20, 1, p, ducted),
    circle(-80, 40, 8, '#ef4444'),
    circle(80, 40, 8, '#22c55e'),
    rect(-38, 50, 76, 56, '#1f2328', 16),
    circle(0, 80, 24, '#0f1113'),
    circle(0, 80, 15, '#2c5282'),
    circle(-6, 74, 5, '#ffffff', { opacity: 0.7 }),
  ].join('');
}

export const drone: Drawing = {
  colours: ['#6b7280', '#d1d5db', '#374151', '#f1f5f9'],
  focus: [0, 20],
  shadow: 230,
  draw(p, r) {
    return group(`translate(0 ${r.range(-40, 0)})`, droneBody(p, r.range(250, 300), false));
  },
};

export const fpvDrone: Drawing = {
  colours: ['#374151', '#1f2328'],
  focus: [-80, -40],
  shadow: 300,
  draw(p, r) {
    const goggles = [
      stroke('M-150 190 Q0 120 150 190', p.accent, 18),
      path(
        'M-150 180 Q-160 120 -100 116 H100 Q160 120 150 180 Q150 250 90 250 H-90 Q-150 250 -150 180 Z',
        '#e5e7eb',
      ),
      path('M-130 210 Q0 190 130 210 V240 H-130 Z', '#1f2328', { opacity: 0.6 }),
      circle(-60, 178, 32, '#1f2328'),
      circle(60, 178, 32, '#1f2328'),
      circle(-66, 172, 10, '#60a5fa', { opacity: 0.8 }),
      circle(54, 172, 10, '#60a5fa', { opacity: 0.8 }),
    ].join('');
    return (
      group(`translate(-60 ${r.range(-60, -30)}) scale(0.9)`, droneBody(p, 230, true)) +
      group('translate(250 20) scale(0.85)', goggles)
    );
  },
};

export const droneBatteries: Drawing = {
  colours: ['#6b7280', '#9ca3af', '#374151'],
  focus: [-80, 60],
  shadow: 330,
  draw(p) {
    const pack = (x: number, y: number, angle: number) =>
      group(
        `translate(${x} ${y}) rotate(${angle})`,
        rect(-80, -150, 160, 300, p.body, 30),
        rect(-68, -140, 136, 24, p.light, 12, { opacity: 0.45 }),
        times(6, (i) => rect(-60, -100 + i * 22, 120, 8, p.deep, 4)),
        times(4, (i) => circle(-45 + i * 30, 100, 9, i < 3 ? '#22c55e' : '#334155')),
        rect(-30, 118, 60, 16, p.dark, 6),
      );
    return [
      rect(-340, 150, 680, 100, '#2b2f36', 22),
      rect(-320, 160, 640, 18, '#3f4650', 9),
      times(3, (i) => rect(-260 + i * 190, 140, 130, 22, '#111316', 6)),
      circle(280, 200, 12, p.accent),
      pack(-190, -10, -6),
      pack(10, -30, 2),
      pack(210, -10, 8),
    ].join('');
  },
};
