/** Offers `data` as a JSON file download named `filename`. */
export function saveJson(data: unknown, filename: string) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; revoke after this task so every browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
