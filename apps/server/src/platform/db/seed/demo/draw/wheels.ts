import type { Drawing, Paint } from './kind';
import { wheelSmall } from './parts';
import { circle, group, line, path, rect, shade, stroke, times } from './svg';

// Things on wheels: bicycles and their rack, a scooter, a trailer, a hand truck, a pram, a car's
// roof box.

/** A spoked wheel: tyre, rim, spokes and hub. */
export function wheel(cx: number, cy: number, r: number, metal: string, spokes = 12): string {
  return [
    circle(cx, cy, r, 'none', { stroke: '#17191c', 'stroke-width': r * 0.13 }),
    circle(cx, cy, r * 0.88, 'none', { stroke: metal, 'stroke-width': r * 0.05 }),
    times(spokes, (i) => {
      const a = (i * Math.PI * 2) / spokes + 0.2;
      return line(cx, cy, cx + Math.cos(a) * r * 0.86, cy + Math.sin(a) * r * 0.86, metal, 2.5, {
        opacity: 0.7,
      });
    }),
    circle(cx, cy, r * 0.09, shade(metal, -0.3)),
  ].join('');
}

/** A road bike in profile, standing on y = 260. */
export function bicycle(frame: string, p: Paint): string {
  const tube = (d: string, w = 16) => stroke(d, frame, w);
  return [
    wheel(-235, 110, 150, p.metal, 16),
    wheel(235, 110, 150, p.metal, 16),
    tube('M-235 110 L-20 130 L-62 -110 Z', 12),
    tube('M-62 -118 L172 -100 L188 -40 L-20 130'),
    tube('M188 -40 Q214 40 235 110', 12),
    circle(-20, 130, 42, 'none', { stroke: shade(p.metal, -0.3), 'stroke-width': 8 }),
    line(-20, 130, 20, 190, '#1f2328', 10),
    rect(4, 184, 40, 12, '#1f2328', 4),
    stroke('M-235 110 L-20 170', shade(p.metal, -0.4), 4),
    line(-62, -110, -78, -168, p.metal, 10),
    path('M-140 -176 Q-80 -196 -20 -178 Q-70 -160 -140 -168 Z', '#1f2328'),
    stroke('M172 -100 L196 -128 H236 Q276 -128 270 -86 Q264 -48 232 -56', '#1f2328', 12),
    circle(-235, 110, 14, p.accent),
  ].join('');
}

const BIKE_COLOURS = ['#ef4444', '#2563eb', '#111827', '#f8fafc', '#14b8a6', '#f59e0b'] as const;

export const roadBike: Drawing = {
  colours: BIKE_COLOURS,
  focus: [-20, 60],
  shadow: 360,
  draw: (p) => bicycle(p.body, p),
};

export const bikeRack: Drawing = {
  colours: ['#1f2328', '#374151'],
  focus: [-300, 150],
  shadow: 420,
  draw(p, r) {
    const colours = [r.pick(BIKE_COLOURS), r.pick(BIKE_COLOURS), r.pick(BIKE_COLOURS)];
    return [
      rect(-460, 150, 60, 40, p.body, 8),
      line(-420, 170, -330, 170, p.body, 26),
      rect(-360, -60, 30, 260, p.body, 8),
      rect(-380, 220, 800, 26, p.body, 10),
      rect(380, 206, 50, 30, '#ef4444', 6),
      rect(-396, 206, 50, 30, '#ef4444', 6),
      // The far bike first, so the near one is drawn over it.
      times(3, (k) =>
        group(
          `translate(${-40 + k * 50} ${-32 + k * 16}) scale(${0.66 + k * 0.03})`,
          bicycle(colours[k]!, p),
        ),
      ),
      line(-345, -50, -60, -60, p.body, 14),
    ].join('');
  },
};

export const scooter: Drawing = {
  colours: ['#1f2328', '#f1f5f9', '#374151'],
  focus: [180, -220],
  shadow: 330,
  draw(p) {
    return [
      wheelSmall(-260, 210, 50, p.metal),
      wheelSmall(250, 210, 50, p.metal),
      path('M-320 170 Q-260 110 -200 170', 'none', { stroke: p.body, 'stroke-width': 16 }),
      rect(-250, 170, 390, 36, p.body, 16),
      rect(-230, 164, 350, 10, p.accent, 5),
      stroke('M120 190 L196 -250', p.body, 34),
      stroke('M196 -250 L250 210', p.deep, 22),
      stroke('M140 -262 H260', '#17191c', 20),
      rect(168, -290, 56, 26, '#111316', 8),
      rect(176, -284, 40, 12, '#4ade80', 4, { opacity: 0.8 }),
      circle(212, -200, 14, '#fef9c3'),
    ].join('');
  },
};

export const bikeTrailer: Drawing = {
  colours: ['#facc15', '#ef4444', '#22c55e', '#3b82f6'],
  focus: [-60, -20],
  shadow: 360,
  draw(p) {
    return [
      line(-200, -160, -230, -420, '#1f2328', 6),
      path('M-230 -420 L-110 -390 L-226 -350 Z', '#f97316'),
      wheelSmall(10, 140, 118, p.metal),
      path('M-230 150 Q-250 -160 -60 -190 H80 Q180 -170 190 -40 L200 150 Z', p.body),
      path('M-190 120 Q-200 -120 -50 -150 H60 Q150 -130 156 -20 L160 120 Z', '#1f2328', { opacity: 0.55 }),
      times(5, (i) => line(-170 + i * 70, -140, -180 + i * 72, 120, '#ffffff', 3, { opacity: 0.25 })),
      stroke('M-230 150 Q-250 -160 -60 -190 H80 Q180 -170 190 -40 L200 150', shade(p.metal, -0.2), 14),
      rect(-240, 140, 450, 30, shade(p.body, -0.35), 12),
      wheel(-30, 150, 112, p.metal, 14),
      stroke('M200 120 L420 80', '#1f2328', 16),
      circle(430, 78, 16, p.metal),
    ].join('');
  },
};

export const handTruck: Drawing = {
  colours: ['#ef4444', '#2563eb', '#f59e0b', '#1f2328'],
  focus: [120, 80],
  draw(p) {
    return [
      stroke('M-110 -330 Q-140 -330 -140 -300 L-150 -250 M-110 -330 H-40', p.body, 24),
      stroke('M-60 -330 L0 230 M-150 -250 L-90 230', p.body, 24),
      times(4, (i) => line(-130 + i * 6, -180 + i * 100, -44 + i * 7, -180 + i * 100, p.body, 14)),
      rect(-100, 222, 330, 26, shade(p.body, -0.3), 6),
      rect(0, -60, 210, 282, '#c99a5b', 8),
      rect(0, -60, 210, 40, '#b8874a', 8),
      rect(90, -60, 30, 282, '#e6c28d', 0, { opacity: 0.7 }),
      rect(20, -190, 170, 130, '#d4a86a', 8),
      rect(90, -190, 26, 130, '#efd3a6', 0, { opacity: 0.7 }),
      wheelSmall(-120, 200, 62, p.metal),
    ].join('');
  },
};

export const stroller: Drawing = {
  colours: ['#1f2328', '#334155', '#57534e', '#365314', '#7f1d1d', '#1e3a8a'],
  focus: [-40, -80],
  shadow: 300,
  draw(p, r) {
    const frame = r.pick(['#1f2328', p.metal]);
    return [
      stroke('M-300 -250 L-180 190 M-240 -40 L180 200 M-200 60 L110 60', frame, 14),
      rect(-330, -270, 80, 26, '#17191c', 12),
      rect(-140, 120, 240, 60, '#17191c', 12, { opacity: 0.5 }),
      path('M-190 -60 H190 Q200 70 90 100 H-110 Q-200 70 -190 -60 Z', p.body),
      path('M-170 -40 H170 Q176 40 90 70 H-110 Q-180 40 -170 -40 Z', p.light, { opacity: 0.35 }),
      path('M-200 -50 Q-210 -250 -10 -250 Q60 -240 80 -50 Z', p.deep),
      stroke('M-150 -60 Q-150 -200 -10 -230 M-80 -60 Q-80 -170 30 -200', shade(p.deep, -0.25), 6),
      rect(-200, -70, 400, 26, shade(p.body, -0.3), 12),
      wheelSmall(-180, 190, 70, p.metal),
      wheelSmall(180, 205, 55, p.metal),
    ].join('');
  },
};

export const roofBox: Drawing = {
  colours: ['#1f2328', '#c7ccd3', '#f8fafc', '#334155'],
  focus: [0, -40],
  shadow: 440,
  draw(p, r) {
    const car = r.pick(['#dc2626', '#2563eb', '#e5e7eb', '#0f766e', '#475569']);
    return [
      path('M-440 260 L-400 150 Q-350 96 -210 92 H250 Q350 96 400 150 L450 260 Z', car),
      path('M-380 250 L-350 170 Q-320 130 -220 128 H250 Q330 130 370 170 L400 250 Z', '#1f2937', {
        opacity: 0.85,
      }),
      rect(-20, 128, 18, 122, car),
      rect(-330, 70, 30, 26, '#17191c', 4),
      rect(270, 70, 30, 26, '#17191c', 4),
      rect(-360, 62, 700, 14, '#17191c', 6),
      path('M-390 60 Q-380 -110 -120 -126 L250 -112 Q400 -96 410 60 Z', p.body),
      path('M-360 30 Q-350 -90 -120 -104 L240 -92 Q360 -80 380 30 Z', p.light, { opacity: 0.25 }),
      stroke('M-392 20 H408', shade(p.body, -0.35), 6),
      path('M-300 -80 Q-150 -112 100 -100', 'none', {
        stroke: '#ffffff',
        'stroke-width': 14,
        'stroke-linecap': 'round',
        opacity: 0.35,
      }),
      circle(300, 0, 16, shade(p.body, -0.4)),
    ].join('');
  },
};
