/** Saves text as a file the browser downloads (the CSVs answered as JSON: decision 0037). */
export function saveFile(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
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
