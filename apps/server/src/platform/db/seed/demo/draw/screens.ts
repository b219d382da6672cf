import type { Drawing, Paint } from './kind';
import { circle, ellipse, group, line, path, poly, rect, shade, stroke, times } from './svg';

// Things with screens: TVs, projectors and their screens, laptops, tablets, a games console.

/** A picture on a screen: sky, sun and hills in the item's colours (no words). */
export function scenery(x: number, y: number, w: number, h: number, p: Paint): string {
  return [
    rect(x, y, w, h, shade(p.accent, 0.55)),
    circle(x + w * 0.72, y + h * 0.34, h * 0.14, '#fff7d6'),
    path(
      `M${x} ${y + h * 0.78} Q${x + w * 0.3} ${y + h * 0.42} ${x + w * 0.58} ${y + h * 0.74} T${x + w} ${y + h * 0.62} V${y + h} H${x} Z`,
      shade(p.accent, -0.1),
    ),
    path(
      `M${x} ${y + h * 0.9} Q${x + w * 0.45} ${y + h * 0.7} ${x + w} ${y + h * 0.88} V${y + h} H${x} Z`,
      shade(p.accent, -0.35),
    ),
    path(`M${x} ${y} L${x + w * 0.35} ${y} L${x} ${y + h * 0.6} Z`, '#ffffff', { opacity: 0.12 }),
  ].join('');
}

export const tv: Drawing = {
  colours: ['#16181b', '#23262b'],
  focus: [0, -150],
  shadow: 300,
  draw(p, r) {
    const w = r.range(340, 380);
    return [
      line(0, -40, 0, 200, p.metal, 30),
      rect(-180, 196, 360, 26, p.deep, 12),
      times(4, (i) => circle(-160 + i * 106.6, 236, 20, '#111316')),
      rect(-w, -330, 2 * w, 420, p.body, 12),
      scenery(-w + 14, -316, 2 * w - 28, 392, p),
      rect(-w, 80, 2 * w, 10, shade(p.body, 0.15)),
    ].join('');
  },
};

function projectorBody(p: Paint, w: number, h: number, lensR: number, lensX: number): string {
  const d = h * 0.45;
  return [
    poly([-w, -h, w, -h, w + d, -h - d * 0.6, -w + d, -h - d * 0.6], p.light),
    poly([w, -h, w + d, -h - d * 0.6, w + d, h - d * 0.6, w, h], p.deep),
    rect(-w, -h, 2 * w, 2 * h, p.body, 10),
    times(6, (i) => rect(w - 40 - i * 26, -h + 30, 12, 2 * h - 60, p.deep, 6)),
    circle(lensX, 0, lensR + 14, shade(p.body, -0.35)),
    circle(lensX, 0, lensR, '#0f1113'),
    circle(lensX, 0, lensR * 0.72, '#1f3b63'),
    circle(lensX, 0, lensR * 0.4, '#3b6ea8'),
    ellipse(lensX - lensR * 0.3, -lensR * 0.3, lensR * 0.2, lensR * 0.1, '#ffffff', { opacity: 0.6 }),
    rect(-w + 30, h - 8, 40, 22, '#111316', 4),
    rect(w - 70, h - 8, 40, 22, '#111316', 4),
  ].join('');
}

export const projector: Drawing = {
  colours: ['#f1f5f9', '#e2e8f0', '#2b2f36'],
  focus: [-140, 40],
  shadow: 300,
  draw(p, r) {
    const w = r.range(220, 260);
    return group(
      `translate(-20 ${250 - 110})`,
      path(`M${-w + 90} 0 L${-w - 420} -260 L${-w - 420} 220 Z`, '#fff7d6', { opacity: 0.3 }),
      projectorBody(p, w, 110, r.range(56, 72), -w + 90),
      rect(20, -150, 60, 14, p.accent, 6),
    );
  },
};

export const miniProjector: Drawing = {
  colours: ['#f1f5f9', '#2b2f36', '#fde68a'],
  focus: [-40, 90],
  draw(p, r) {
    const s = r.range(140, 160);
    return [
      path(`M-40 90 L-480 -120 L-480 300 Z`, '#fff7d6', { opacity: 0.3 }),
      group(`translate(30 ${250 - s})`, projectorBody(p, s, s, 46, -40)),
      rect(150, 250 - 2 * s - 30, 60, 14, p.accent, 6),
    ].join('');
  },
};

export const projectorScreen: Drawing = {
  colours: ['#f8fafc'],
  focus: [0, -80],
  shadow: 220,
  draw(p, r) {
    const w = r.range(300, 340);
    return [
      line(0, -300, 0, 230, '#2b2f36', 16),
      stroke('M0 180 L-140 258 M0 180 L140 258 M0 180 L20 250', '#2b2f36', 12),
      rect(-w - 20, -330, 2 * w + 40, 30, '#1f2328', 14),
      rect(-w, -300, 2 * w, 380, '#1f2328', 4),
      rect(-w + 16, -286, 2 * w - 32, 352, p.body),
      rect(-w + 16, -286, 2 * w - 32, 352, shade(p.accent, 0.6), 0, { opacity: 0.35 }),
      path(`M${-w + 16} -286 L${-w + 180} -286 L${-w + 16} -60 Z`, '#ffffff', { opacity: 0.5 }),
    ].join('');
  },
};

export const inflatableScreen: Drawing = {
  colours: ['#1f2328', '#334155'],
  focus: [0, -120],
  shadow: 380,
  draw(p) {
    return [
      rect(-440, 200, 880, 70, '#4ade80', 30, { opacity: 0.55 }),
      stroke('M-380 -310 L-470 250 M380 -310 L470 250', '#94a3b8', 4),
      path('M-380 240 V-300 Q-380 -360 -320 -360 H320 Q380 -360 380 -300 V240', 'none', {
        stroke: p.body,
        'stroke-width': 70,
        'stroke-linejoin': 'round',
      }),
      path('M-380 240 V-300 Q-380 -360 -320 -360 H320 Q380 -360 380 -300 V240', 'none', {
        stroke: shade(p.body, 0.2),
        'stroke-width': 14,
        transform: 'translate(-14 -14)',
      }),
      rect(-330, -310, 660, 380, '#f8fafc'),
      scenery(-318, -298, 636, 356, p),
      rect(-420, 200, 840, 60, p.body, 30),
      rect(-120, 200, 240, 40, p.accent, 14),
    ].join('');
  },
};

export const laptop: Drawing = {
  colours: ['#c7ccd3', '#9ca3af', '#3f4650'],
  focus: [-40, -120],
  shadow: 340,
  draw(p, r) {
    const open = r.range(0, 30);
    return [
      poly([-300, -300 - open, 260, -300 - open, 290, 120, -330, 120], '#111316'),
      poly([-280, -280 - open, 240, -280 - open, 266, 100, -306, 100], shade(p.accent, 0.4)),
      path(
        `M-306 100 Q-120 -120 60 ${-280 - open} L240 ${-280 - open} Q40 0 -20 100 Z`,
        shade(p.accent, 0.1),
        { opacity: 0.8 },
      ),
      path(`M-60 100 Q120 -60 266 10 L266 100 Z`, shade(p.accent, -0.2), { opacity: 0.8 }),
      poly([-330, 120, 290, 120, 380, 240, -400, 240], p.body),
      poly([-300, 136, 270, 136, 320, 196, -340, 196], shade(p.body, -0.3)),
      times(5, (i) => line(-300 - i * 8, 148 + i * 11, 270 + i * 10, 148 + i * 11, shade(p.body, -0.45), 3)),
      poly([-110, 204, 70, 204, 80, 232, -120, 232], shade(p.body, 0.2)),
      poly([-400, 240, 380, 240, 372, 256, -392, 256], p.deep),
    ].join('');
  },
};

export const tablet: Drawing = {
  colours: ['#2b2f36', '#c7ccd3', '#e5e7eb'],
  focus: [160, -40],
  draw(p, r) {
    const pencil = r.chance(0.5) || p.body !== '#2b2f36';
    return [
      group(
        `rotate(${r.range(-8, -2)})`,
        rect(-230, -300, 460, 560, p.body, 40),
        rect(-206, -276, 412, 512, '#0f1113', 18),
        rect(-200, -270, 400, 500, shade(p.accent, 0.5), 14),
        circle(-60, -100, 150, shade(p.accent, 0.1), { opacity: 0.85 }),
        circle(90, 80, 170, shade(p.accent, -0.15), { opacity: 0.7 }),
        circle(120, -170, 70, '#ffffff', { opacity: 0.35 }),
        circle(0, -288, 5, '#4b5563'),
      ),
      pencil
        ? group(
            'rotate(20 280 0)',
            rect(262, -250, 36, 460, '#f8fafc', 18),
            poly([262, 200, 298, 200, 280, 260], '#e2e8f0'),
            rect(262, -250, 36, 30, '#d1d5db', 14),
          )
        : '',
    ].join('');
  },
};

export const gameConsole: Drawing = {
  colours: ['#ef4444', '#3b82f6', '#f97316'],
  focus: [-250, -40],
  shadow: 400,
  draw(p) {
    const pad = (x: number, colour: string, stickY: number, round: boolean) =>
      [
        path(
          x < 0
            ? `M${x + 100} -170 H${x + 30} Q${x - 40} -170 ${x - 40} -100 V130 Q${x - 40} 200 ${x + 30} 200 H${x + 100} Z`
            : `M${x - 100} -170 H${x - 30} Q${x + 40} -170 ${x + 40} -100 V130 Q${x + 40} 200 ${x - 30} 200 H${x - 100} Z`,
          colour,
        ),
        circle(x + (x < 0 ? 30 : -30), stickY, 34, '#1d1f23'),
        circle(x + (x < 0 ? 30 : -30), stickY, 22, '#2f343b'),
        round
          ? times(4, (i) => circle(x - 30 + [0, 26, 0, -26][i]!, 60 + [-26, 0, 26, 0][i]!, 12, '#1d1f23'))
          : times(4, (i) => circle(x + 30 + [0, 26, 0, -26][i]!, 60 + [-26, 0, 26, 0][i]!, 11, '#1d1f23')),
      ].join('');
    return [
      rect(-280, -170, 560, 370, '#1d1f23', 20),
      rect(-260, -150, 520, 330, '#111316', 10),
      scenery(-250, -140, 500, 310, { ...p, accent: shade(p.body, 0.2) }),
      pad(-380, p.body, -90, false),
      pad(380, p.body === '#ef4444' ? '#3b82f6' : '#ef4444', 60, true),
      rect(-60, 230, 120, 30, '#1d1f23', 6),
      rect(180, 220, 120, 40, '#e11d48', 6, { transform: 'rotate(8 240 240)' }),
    ].join('');
  },
};

export const powerStation: Drawing = {
  colours: ['#e5e7eb', '#374151', '#f97316'],
  focus: [-60, 40],
  draw(p) {
    const d = 60;
    return [
      stroke('M-180 -230 Q0 -330 180 -230', '#1f2328', 36),
      poly([-260, -200, 260, -200, 260 + d, -200 - d * 0.6, -260 + d, -200 - d * 0.6], p.light),
      poly([260, -200, 260 + d, -200 - d * 0.6, 260 + d, 250 - d * 0.6, 260, 250], p.deep),
      rect(-260, -200, 520, 450, p.body, 22),
      rect(-230, -170, 460, 390, '#2b2f36', 16),
      rect(-200, -140, 190, 110, '#0f172a', 10),
      rect(-184, -120, 120, 26, '#4ade80', 6, { opacity: 0.85 }),
      rect(-184, -82, 80, 14, '#4ade80', 6, { opacity: 0.5 }),
      times(2, (i) =>
        [
          rect(40 + i * 100, -140, 80, 90, '#111316', 14),
          rect(62 + i * 100, -118, 10, 30, '#4b5563', 3),
          rect(98 + i * 100, -118, 10, 30, '#4b5563', 3),
          circle(80 + i * 100, -72, 7, '#4b5563'),
        ].join(''),
      ),
      times(4, (i) => rect(-190 + i * 60, 40, 40, 20, '#111316', 6)),
      circle(150, 120, 40, '#111316'),
      circle(150, 120, 24, p.accent),
      rect(-260, 220, 520, 12, p.accent, 6),
    ].join('');
  },
};

export const router: Drawing = {
  colours: ['#f8fafc', '#1f2328', '#2563eb'],
  focus: [0, 20],
  draw(p, r) {
    const arc = (k: number) =>
      stroke(
        `M${-60 - k * 50} ${-130 - k * 40} Q0 ${-190 - k * 70} ${60 + k * 50} ${-130 - k * 40}`,
        p.accent,
        22,
      );
    return [
      arc(0),
      arc(1),
      arc(2),
      rect(-190, -90, 380, 330, p.body, 56),
      rect(-170, -76, 340, 20, '#ffffff', 10, { opacity: 0.3 }),
      times(4, (i) => circle(-90 + i * 60, 40, 14, i < 3 ? '#22c55e' : '#f59e0b')),
      rect(-120, 120, 240, 60, shade(p.body, -0.15), 20),
      ellipse(0, 150, 28, 28, shade(p.body, -0.3)),
      r.chance(0.5) ? rect(170, 120, 140, 34, '#1f2328', 14) : '',
    ].join('');
  },
};
