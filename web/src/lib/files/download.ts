/** Hands a file made in the page to the browser's downloads (works offline: no request). */
export function downloadFile(data: BlobPart, type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** 'Clínica da Família' on 23/11/2026 → 'clinica-da-familia-2026-11-23.pdf'. */
export function exportFileName(projectName: string, extension: string, now = new Date()): string {
  const slug = projectName
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'projeto'}-${now.toISOString().slice(0, 10)}.${extension}`;
}
