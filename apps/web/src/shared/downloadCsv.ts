// Saving a CSV the server answered as JSON ({ filename, csv }: decisions 0037 and 0040) as a file
// the browser downloads: the seller's finance page and every admin export share it.
import type { CsvFile } from '@pinjam/api/contract';

/** Saves the file's text under its name (the browser's download). */
export function downloadCsv({ filename, csv }: CsvFile): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its copy; give the browser a moment before letting the URL go.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
