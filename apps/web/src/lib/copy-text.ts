/** Puts text in the clipboard: the Clipboard API, else a hidden text area and the copy command. */
export async function copyText(text: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('No clipboard API');
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    if (!copied) throw new Error('Copy refused');
  }
}
