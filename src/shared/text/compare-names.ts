// Names sort as a German reader expects, by the platform's collation (the Unicode collation
// algorithm with the German tailoring): letters with accents or strokes next to their base
// letter (Ä with A, Đ with D, Ł with L), case second, digit runs by value ("2. Mannschaft"
// before "10. Mannschaft"). One collator for the whole program: building one is the cost.
const names = new Intl.Collator("de-CH", { numeric: true });

/** Compares two names in German order (de-CH collation, numbers by value). */
export function compareNames(a: string, b: string): number {
  return names.compare(a, b);
}

/** Plain ordering by UTF-16 code units: for ISO timestamps and ids, where no language applies. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
