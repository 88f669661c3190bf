import { toast } from "./toast.tsx";

/**
 * Puts an address on the clipboard and says so: «Link kopiert», or how to copy it by hand
 * when the browser refuses (no permission, an insecure origin). True when it was copied.
 */
export async function copyLink(url: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error("no clipboard");
    await navigator.clipboard.writeText(url);
    toast.success("Link kopiert");
    return true;
  } catch {
    toast.error("Kopieren war nicht möglich", `Markiere den Link und kopiere ihn von Hand: ${url}`);
    return false;
  }
}
