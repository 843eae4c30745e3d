/** Offers a text as a file to download (the purchases' CSV file). */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoke after the click has been handled, so the download has started.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
