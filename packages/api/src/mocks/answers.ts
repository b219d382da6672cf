// Error bodies several areas' scenarios answer with, worded as the server words them.
export const SERVER_ERROR = { message: 'Something went wrong on our side. Please try again.' };
export const INVALID = 'Please correct the highlighted fields.';
