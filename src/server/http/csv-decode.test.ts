import { describe, expect, it } from "vitest";
import { decodeCsvBytes } from "./csv-import.ts";

describe("decodeCsvBytes", () => {
  it("decodes UTF-8 with and without BOM, UTF-16 with BOM and Windows-1252", () => {
    const utf8 = new TextEncoder().encode("Hansjörg Bühler");
    expect(decodeCsvBytes(utf8)).toBe("Hansjörg Bühler");
    expect(decodeCsvBytes(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8]))).toBe("Hansjörg Bühler");
    const cp1252 = Uint8Array.from([..."Hansjörg Bühler"].map((c) => c.charCodeAt(0)));
    expect(decodeCsvBytes(cp1252)).toBe("Hansjörg Bühler");
    // 0x80 is the euro sign in Windows-1252 (not a C1 control as in Latin-1).
    expect(decodeCsvBytes(Uint8Array.from([0x80, 0x35]))).toBe("€5");
    const utf16 = Uint8Array.from([0xff, 0xfe, 0x41, 0x00, 0xfc, 0x00]);
    expect(decodeCsvBytes(utf16)).toBe("Aü");
  });
});
