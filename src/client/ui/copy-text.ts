import { toast } from "./toast.tsx";

/**
 * What is copied, as the toasts name it. Each is masculine («den Link», «ihn»), so one sentence
 * serves all; a new kind of thing that is not needs its own sentences here.
 */
export type CopiedThing = "Link" | "Schlüssel" | "Code" | "Text";

/** Selects what an element shows: an input's or a text area's value, any other element's text. */
function selectShown(element: HTMLElement): void {
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    element.focus();
    element.select();
    return;
  }
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No permission, an insecure origin (http in a club's network), a page without the focus.
    return false;
  }
}

/**
 * Puts a text on the clipboard and says so («Schlüssel kopiert»). Where the browser refuses
 * the Clipboard API and the text is on the page (`shown`), it is selected and copied the old way
 * (execCommand: deprecated, never removed, and the only copy without that API); where that fails
 * too, it stays selected and the toast says to copy it by hand. True when it was copied.
 */
export async function copyText(
  text: string,
  texts: { copied: string; thing: CopiedThing },
  shown?: HTMLElement | null,
): Promise<boolean> {
  if (await writeClipboard(text)) {
    toast.success(texts.copied);
    return true;
  }
  if (shown) {
    selectShown(shown);
    if (typeof document.execCommand === "function" && document.execCommand("copy")) {
      toast.success(texts.copied);
      return true;
    }
    toast.error("Kopieren war nicht möglich", `Der ${texts.thing} ist markiert: kopiere ihn von Hand.`);
    return false;
  }
  toast.error("Kopieren war nicht möglich", `Markiere den ${texts.thing} und kopiere ihn von Hand: ${text}`);
  return false;
}
