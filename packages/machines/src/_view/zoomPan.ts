// Zoom and pan for the chart, as a view box over the laid-out drawing. Zoom 1 shows the whole
// drawing fitted to the panel (the SVG scales it with preserveAspectRatio "meet"); more zoom shows
// a smaller part of it, centred where the user moved to. Pure math first, then the React hook.
import { useCallback, useEffect, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { ChartLayout } from './layout';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
/** `zoom` 1 is "fit"; the centre is in chart coordinates. */
export interface ZoomPan {
  zoom: number;
  cx: number;
  cy: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 8;
export const ZOOM_STEP = 1.5;
/** Arrow keys move by this share of what is shown. */
export const PAN_STEP = 0.15;

export const fitted = (bounds: Box): ZoomPan => ({
  zoom: 1,
  cx: bounds.x + bounds.width / 2,
  cy: bounds.y + bounds.height / 2,
});

/** Keeps the zoom in range and the view over the drawing (no panning off into nothing). */
export function clampView(bounds: Box, view: ZoomPan): ZoomPan {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, view.zoom));
  const halfW = bounds.width / zoom / 2;
  const halfH = bounds.height / zoom / 2;
  const within = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
  return {
    zoom,
    cx: within(view.cx, bounds.x + halfW, bounds.x + bounds.width - halfW),
    cy: within(view.cy, bounds.y + halfH, bounds.y + bounds.height - halfH),
  };
}

/** The SVG viewBox for a view. */
export function viewBoxOf(bounds: Box, view: ZoomPan): Box {
  const width = bounds.width / view.zoom;
  const height = bounds.height / view.zoom;
  return { x: view.cx - width / 2, y: view.cy - height / 2, width, height };
}

export const zoomBy = (bounds: Box, view: ZoomPan, factor: number) =>
  clampView(bounds, { ...view, zoom: view.zoom * factor });

/** Moves by a share of the part shown (`dx` 1 = one view's width to the right). */
export function panBy(bounds: Box, view: ZoomPan, dx: number, dy: number): ZoomPan {
  const box = viewBoxOf(bounds, view);
  return clampView(bounds, { ...view, cx: view.cx + dx * box.width, cy: view.cy + dy * box.height });
}

/** Centres a box (the current state) when it is not wholly in view; leaves the view alone otherwise. */
export function follow(bounds: Box, view: ZoomPan, target: Box): ZoomPan {
  const box = viewBoxOf(bounds, view);
  const inside =
    target.x >= box.x &&
    target.y >= box.y &&
    target.x + target.width <= box.x + box.width &&
    target.y + target.height <= box.y + box.height;
  if (inside) return view;
  return clampView(bounds, { ...view, cx: target.x + target.width / 2, cy: target.y + target.height / 2 });
}

const keyMoves: Record<string, [number, number]> = {
  ArrowLeft: [-PAN_STEP, 0],
  ArrowRight: [PAN_STEP, 0],
  ArrowUp: [0, -PAN_STEP],
  ArrowDown: [0, PAN_STEP],
};

/** The view after a key press in the chart region, or null for a key the chart does not use. */
export function viewAfterKey(bounds: Box, view: ZoomPan, key: string): ZoomPan | null {
  const move = keyMoves[key];
  if (move) return panBy(bounds, view, move[0], move[1]);
  if (key === '+' || key === '=') return zoomBy(bounds, view, ZOOM_STEP);
  if (key === '-' || key === '_') return zoomBy(bounds, view, 1 / ZOOM_STEP);
  if (key === '0') return fitted(bounds);
  return null;
}

// ── The hook ─────────────────────────────────────────────────────────────────
const noBounds: Box = { x: 0, y: 0, width: 1, height: 1 };

/**
 * Zoom and pan state for a laid-out chart, with handlers for the buttons, the keyboard and
 * dragging. Starts at "fit"; a new layout starts again at fit.
 */
export function useZoomPan(layout: ChartLayout | null, focus: Box | null) {
  const bounds = layout ?? noBounds;
  // The view belongs to the layout it was made for: a new layout starts at "fit" in its very first
  // render, never with a view box made for the one before.
  const [saved, setSaved] = useState<{ layout: ChartLayout | null; view: ZoomPan } | null>(null);
  const view = saved && saved.layout === layout ? saved.view : fitted(bounds);
  const setView = useCallback(
    (next: ZoomPan | ((view: ZoomPan) => ZoomPan)) =>
      setSaved((last) => {
        const current = last && last.layout === layout ? last.view : fitted(bounds);
        return { layout, view: typeof next === 'function' ? next(current) : next };
      }),
    [layout, bounds],
  );
  const [drag, setDrag] = useState<{ id: number; x: number; y: number } | null>(null);

  // Zoomed in, the current state is kept in view as the machine moves.
  useEffect(() => {
    if (layout && focus) setView((v) => (v.zoom > 1 ? follow(layout, v, focus) : v));
  }, [layout, focus, setView]);

  const zoomIn = () => setView((v) => zoomBy(bounds, v, ZOOM_STEP));
  const zoomOut = () => setView((v) => zoomBy(bounds, v, 1 / ZOOM_STEP));
  const fit = () => setView(fitted(bounds));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = viewAfterKey(bounds, view, event.key);
    if (!next) return;
    event.preventDefault();
    setView(next);
  };

  // Dragging moves the drawing with the pointer: pixels become chart units at the shown scale.
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ id: event.pointerId, x: event.clientX, y: event.clientY });
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!drag || drag.id !== event.pointerId) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const box = viewBoxOf(bounds, view);
    const unitsPerPixel = Math.max(box.width / (rect.width || 1), box.height / (rect.height || 1));
    const dx = (event.clientX - drag.x) * unitsPerPixel;
    const dy = (event.clientY - drag.y) * unitsPerPixel;
    setDrag({ ...drag, x: event.clientX, y: event.clientY });
    setView(clampView(bounds, { ...view, cx: view.cx - dx, cy: view.cy - dy }));
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (drag?.id === event.pointerId) setDrag(null);
  };

  return {
    view,
    viewBox: viewBoxOf(bounds, view),
    dragging: drag !== null,
    zoomIn,
    zoomOut,
    fit,
    handlers: {
      onKeyDown,
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: onPointerUp,
    },
  };
}
