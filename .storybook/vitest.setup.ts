// Before each story file, what a freshly loaded page would start from: the story files share one
// page when they run (vitest.config.ts runs the stories with `isolate: false`), so the mocks that
// keep what a story changes start again from their fixtures, and the app's toasts are dropped (a
// toast lasts five seconds: one file's last toast must not answer the next file's first look).
import { resetMocks } from '@pinjam/api/mocks';
import { toaster } from '@pinjam/ui';

resetMocks();
toaster.clear();
