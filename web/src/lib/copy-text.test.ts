import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

/** document.execCommand as a browser has it (jsdom has none): records what was selected. */
function stubCopyCommand(works: boolean) {
  const copied: string[] = [];
  const execCommand = vi.fn((command: string) => {
    const field = document.activeElement;
    if (command === 'copy' && field instanceof HTMLTextAreaElement) {
      copied.push(field.value.slice(field.selectionStart, field.selectionEnd));
    }
    return works;
  });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return { copied, execCommand };
}

/** A secure context has navigator.clipboard; any other page has none. */
function setSecureContext(secure: boolean, clipboard?: { writeText(text: string): Promise<void> }) {
  vi.stubGlobal('isSecureContext', secure);
  Object.defineProperty(navigator, 'clipboard', {
    value: secure ? clipboard : undefined,
    configurable: true,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'execCommand');
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('copyText', () => {
  it('copies by selection where the page is not a secure context (no Clipboard API)', async () => {
    setSecureContext(false);
    const { copied } = stubCopyCommand(true);
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();

    expect(await copyText('http://192.168.137.1:3000/projects/1')).toBe(true);
    expect(copied).toEqual(['http://192.168.137.1:3000/projects/1']);
    // The hidden field is gone and the focus is back where it was.
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it('says so when nothing can copy, so the link is shown instead', async () => {
    setSecureContext(false);
    stubCopyCommand(false);
    expect(await copyText('http://sala.test:3000/')).toBe(false);
    Reflect.deleteProperty(document, 'execCommand'); // jsdom: no copy command at all
    expect(await copyText('http://sala.test:3000/')).toBe(false);
  });

  it('uses the Clipboard API in a secure context, and the old way if it refuses', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    setSecureContext(true, { writeText });
    const { execCommand } = stubCopyCommand(true);
    expect(await copyText('https://trilha.example.com/')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://trilha.example.com/');
    expect(execCommand).not.toHaveBeenCalled();

    writeText.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    expect(await copyText('https://trilha.example.com/')).toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
  });
});
