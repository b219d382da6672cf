/** A phone's width (375px) with the app's mobile padding, for the Mobile stories. */
export const phoneFrame = { width: 375, padding: '24px 16px', boxSizing: 'border-box' } as const;
