import type { Drawing, Paint } from './kind';
import { circle, ellipse, group, line, path, poly, rect, shade, stroke, times } from './svg';

// Microphones, recorders, speakers and DJ gear (Audio Visual, DJ Equipment, Other).

/** A handheld microphone lying at an angle: mesh ball, band and a tapered handle. */
export function handheldMic(x: number, y: number, angle: number, body: string, metal: string): string {
  const mesh = times(5, (i) => line(-46 + i * 23, -170, -46 + i * 23, -94, shade(metal, -0.3), 3));
  return group(
    `translate(${x} ${y}) rotate(${angle})`,
    path('M-34 -70 L-22 150 Q0 166 22 150 L34 -70 Z', body),
    rect(-16, -40, 10, 170, '#ffffff', 5, { opacity: 0.12 }),
    rect(-40, -92, 80, 28, shade(body, -0.3), 8),
    circle(0, -132, 58, metal),
    `<g opacity="0.8">${mesh}${times(4, (i) => line(-54, -168 + i * 24, 54, -168 + i * 24, shade(metal, -0.3), 3))}</g>`,
    circle(0, -132, 58, 'none', { stroke: shade(metal, -0.4), 'stroke-width': 6 }),
    ellipse(-20, -156, 18, 9, '#ffffff', { opacity: 0.6 }),
  );
}

/** A speaker cone with its surround and dust cap. */
export function woofer(cx: number, cy: number, r: number, p: Paint): string {
  return [
    circle(cx, cy, r, '#0d0e10'),
    circle(cx, cy, r * 0.92, shade(p.dark, 0.12)),
    circle(cx, cy, r * 0.8, '#1f2226'),
    circle(cx, cy, r * 0.8, 'none', { stroke: '#2e3238', 'stroke-width': r * 0.05 }),
    circle(cx, cy, r * 0.3, '#2b2f35'),
    ellipse(cx - r * 0.1, cy - r * 0.12, r * 0.12, r * 0.07, '#ffffff', { opacity: 0.25 }),
  ].join('');
}

export const wirelessMics: Drawing = {
  colours: ['#1f2328', '#2b2f36'],
  focus: [-120, -20],
  draw(p, r) {
    const unit = (x: number, y: number, s: number, grille: boolean) =>
      group(
        `translate(${x} ${y}) scale(${s})`,
        rect(-90, -90, 180, 180, p.body, 36),
        rect(-80, -80, 160, 22, p.light, 11, { opacity: 0.25 }),
        grille ? circle(0, 0, 52, '#14161a') : rect(-56, -30, 112, 60, '#14161a', 12),
        grille
          ? times(12, (i) => circle(Math.cos(i * 0.52) * 30, Math.sin(i * 0.52) * 30, 5, '#3a3f47'))
          : rect(-46, -20, 60, 40, '#2b4a72', 6),
        circle(62, -62, 8, p.accent),
      );
    return [
      stroke(`M-120 ${60 + r.range(0, 30)} C-260 120 -300 220 -160 240 S 60 250 140 210`, '#101113', 7),
      circle(140, 210, 16, '#101113'),
      unit(-120, -20, 1.05, true),
      unit(150, -70, 0.9, true),
      unit(60, 150, 0.75, false),
    ].join('');
  },
};

export const recorder: Drawing = {
  colours: ['#2b2f36', '#1f2328'],
  focus: [0, -190],
  draw(p, r) {
    const spread = r.range(28, 38);
    const capsule = (side: number) =>
      group(
        `translate(${side * 62} -210) rotate(${side * spread})`,
        rect(-34, -30, 68, 120, p.deep, 12),
        rect(-44, -110, 88, 92, p.metal, 30),
        times(5, (i) => line(-30, -96 + i * 17, 30, -96 + i * 17, shade(p.metal, -0.35), 4)),
      );
    return [
      poly([-150, -150, 150, -150, 190, 250, -190, 250], p.body),
      path('M-150 -150 Q0 -190 150 -150 Z', p.body),
      capsule(-1),
      capsule(1),
      rect(-106, -90, 212, 130, '#0f1216', 14),
      rect(-94, -78, 188, 106, '#28476e', 8),
      rect(-80, -64, 90, 12, '#7dd3fc', 4, { opacity: 0.7 }),
      rect(-80, -40, 130, 8, '#7dd3fc', 4, { opacity: 0.5 }),
      times(4, (i) => circle(-96 + i * 64, 90, 22, p.deep)),
      times(4, (i) => circle(-96 + i * 64, 90, 8, i === 0 ? '#ef4444' : p.accent)),
      rect(-60, 150, 120, 50, p.deep, 14),
      rect(-202, -20, 22, 90, p.metal, 8),
      rect(180, -20, 22, 90, p.metal, 8),
    ].join('');
  },
};

export const paSpeakers: Drawing = {
  colours: ['#1d1f23', '#2b2f36', '#34383f'],
  focus: [120, -120],
  shadow: 330,
  draw(p, r) {
    const cabinet = (x: number, s: number) =>
      group(
        `translate(${x} 0) scale(${s})`,
        poly([-150, -330, 150, -330, 170, 250, -170, 250], p.body),
        poly([-150, -330, 150, -330, 138, -300, -138, -300], p.light, { opacity: 0.35 }),
        rect(-110, -300, 220, 110, '#111316', 20),
        path('M-90 -250 Q0 -320 90 -250 Q0 -180 -90 -250 Z', '#2b2f35'),
        woofer(0, 60, 140, p),
        rect(-60, -360, 120, 40, '#111316', 12),
        rect(-120, 230, 240, 10, p.accent, 5),
      );
    return cabinet(-170, r.range(0.72, 0.8)) + cabinet(130, 0.9);
  },
};

export const karaoke: Drawing = {
  colours: ['#1d1f23', '#2b2f36'],
  focus: [-60, -20],
  shadow: 320,
  draw(p) {
    return [
      rect(-250, -290, 100, 30, '#111316', 12),
      line(-200, -290, -200, -240, '#111316', 14),
      rect(-300, -240, 340, 490, p.body, 36),
      rect(-290, -230, 320, 20, p.light, 10, { opacity: 0.25 }),
      circle(-130, 40, 152, 'none', { stroke: p.accent, 'stroke-width': 16 }),
      circle(-130, 40, 168, 'none', { stroke: p.accent, 'stroke-width': 6, opacity: 0.5 }),
      woofer(-130, 40, 138, p),
      rect(-260, -200, 260, 70, '#111316', 12),
      times(5, (i) => circle(-230 + i * 50, -165, 12, i === 2 ? p.accent : '#4b5563')),
      circle(-80, 240, 26, '#111316'),
      circle(-260, 240, 26, '#111316'),
      handheldMic(150, 60, 16, '#1b1d21', p.metal),
      handheldMic(250, 90, 30, '#1b1d21', p.metal),
    ].join('');
  },
};

export const handheldMics: Drawing = {
  colours: ['#1b1d21', '#2b2f36'],
  focus: [-60, -90],
  draw(p, r) {
    const a = r.range(14, 26);
    return [
      stroke('M70 180 C170 220 250 150 300 220', '#101113', 10),
      handheldMic(-80, 40, -a, p.body, p.metal),
      handheldMic(80, 70, a, p.body, p.metal),
      rect(-40, 200, 80, 30, p.accent, 8),
    ].join('');
  },
};

export const djController: Drawing = {
  colours: ['#1d1f23', '#2b2f36'],
  focus: [-180, -20],
  shadow: 380,
  draw(p, r) {
    const wheel = (cx: number) =>
      [
        circle(cx, -10, 128, '#0f1113'),
        circle(cx, -10, 118, p.metal),
        circle(cx, -10, 96, '#25282d'),
        circle(cx, -10, 96, 'none', { stroke: '#3a3f47', 'stroke-width': 10, 'stroke-dasharray': '4 10' }),
        circle(cx, -10, 40, '#3a3f47'),
        rect(cx - 4, -104, 8, 36, p.accent, 4),
      ].join('');
    const pads = (x0: number) =>
      times(8, (i) =>
        rect(
          x0 + (i % 4) * 44,
          150 + Math.floor(i / 4) * 44,
          36,
          36,
          i < 4 ? p.accent : shade(p.accent, 0.35),
          6,
        ),
      );
    const fader = (x: number, y: number) =>
      rect(x - 4, y, 8, 110, '#0f1113', 4) + rect(x - 16, y + r.range(10, 80), 32, 22, p.metal, 4);
    return [
      poly([-400, 250, 400, 250, 380, 270, -380, 270], '#0c0d0f'),
      path(
        'M-380 -200 H380 Q400 -200 400 -180 L420 240 Q420 250 400 250 H-400 Q-420 250 -420 240 L-400 -180 Q-400 -200 -380 -200 Z',
        p.body,
      ),
      rect(-380, -190, 760, 16, p.light, 8, { opacity: 0.25 }),
      wheel(-230),
      wheel(230),
      rect(-90, -170, 180, 400, shade(p.body, 0.06), 14),
      times(8, (i) => circle(-60 + (i % 4) * 40, -140 + Math.floor(i / 4) * 44, 13, '#4b5563')),
      times(4, (i) => fader(-60 + i * 40, -40)),
      rect(-50, 150, 100, 16, '#0f1113', 6),
      rect(-20, 144, 40, 28, p.metal, 4),
      pads(-350),
      pads(190),
    ].join('');
  },
};

export const djBooth: Drawing = {
  colours: ['#f8fafc', '#1d1f23'],
  focus: [0, -60],
  shadow: 340,
  draw(p, r) {
    const glow = [p.accent, shade(p.accent, 0.4), '#a855f7', '#22d3ee'];
    return [
      poly([-300, -180, 300, -180, 340, -220, -260, -220], shade(p.body, -0.12)),
      rect(-200, -300, 180, 90, '#1d1f23', 10),
      rect(-190, -290, 160, 60, '#334155', 6),
      rect(30, -250, 200, 40, '#111316', 8),
      circle(80, -232, 14, '#4b5563'),
      circle(180, -232, 14, '#4b5563'),
      rect(-320, -190, 640, 440, p.body, 14),
      rect(-290, -160, 580, 380, '#111316', 8),
      times(60, (i) => {
        const col = i % 12;
        const row = Math.floor(i / 12);
        return circle(
          -265 + col * 48,
          -130 + row * 76,
          16 + ((col + row) % 3) * 3,
          glow[(col + row + Math.floor(r.range(0, 2))) % glow.length]!,
          { opacity: 0.85 },
        );
      }),
      rect(-290, -160, 580, 380, '#ffffff', 8, { opacity: 0.06 }),
    ].join('');
  },
};

export const movingHead: Drawing = {
  colours: ['#1d1f23', '#f1f5f9'],
  focus: [-60, -130],
  shadow: 320,
  draw(p, r) {
    const tilt = r.range(-30, -10);
    return [
      path(`M-60 -150 L-420 -420 L-260 -470 Z`, p.accent, {
        opacity: 0.28,
        transform: `rotate(${tilt + 20} -60 -150)`,
      }),
      rect(-160, 150, 200, 100, p.body, 16),
      rect(-140, 170, 70, 20, '#334155', 6),
      stroke('M-150 150 V-100 M30 150 V-100', p.deep, 30),
      group(
        `rotate(${tilt} -60 -120)`,
        rect(-150, -210, 180, 180, p.body, 50),
        rect(-150, -210, 180, 40, p.light, 20, { opacity: 0.3 }),
        circle(-60, -120, 62, '#0f1113'),
        circle(-60, -120, 48, p.accent),
        circle(-60, -120, 22, '#ffffff', { opacity: 0.8 }),
      ),
      rect(110, 120, 190, 130, '#334155', 18),
      rect(120, 130, 170, 20, '#475569', 8),
      rect(300, 170, 40, 30, '#1d1f23', 6),
      circle(380, 150, 46, '#ffffff', { opacity: 0.75 }),
      circle(440, 110, 62, '#ffffff', { opacity: 0.6 }),
      circle(400, 60, 40, '#ffffff', { opacity: 0.5 }),
    ].join('');
  },
};
