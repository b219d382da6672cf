// The live connection's socket id, for the API client's header (docs/product.md §7). One connection
// per page, so one value per page.
let current: string | null = null;

export const realtimeSocketId = {
  get: (): string | null => current,
  set(socketId: string | null) {
    current = socketId;
  },
};
