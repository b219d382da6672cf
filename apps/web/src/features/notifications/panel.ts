/** The bell's panel's id: what the bell controls (read by the hook and by the lazy panel). */
export const BELL_PANEL_ID = 'notification-panel';
