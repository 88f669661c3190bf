import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, untilAnimationsEnd } from "./fixtures.ts";

/** The rules every screen is held to: WCAG 2.1 A and AA. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

interface AxeScope {
  /** Only this part of the page (a dialog, `main`): the rest is checked where it is its own screen. */
  include?: string;
  /** Only these rules, for a page that is not ours (a club website holding a widget). */
  rules?: string[];
  /**
   * False where a control's name holds each word it shows but not as one string: a shirt-number
   * tile shows «9» above «Frei» and is named «Nr. 9, Lena Frei» (speech control finds it by either
   * word; axe wants «9Frei» in the name).
   */
  labelInName?: boolean;
}

/**
 * axe on the page as it stands, after its transitions: a half-faded dialog reads as a contrast
 * failure that no person sees. The findings are compared as «rule: elements», so a failure names
 * what to mend.
 */
export async function expectNoAxeViolations(page: Page, scope: AxeScope = {}): Promise<void> {
  await untilAnimationsEnd(page);
  let builder = new AxeBuilder({ page });
  if (scope.include) builder = builder.include(scope.include);
  builder = scope.rules
    ? builder.withRules(scope.rules)
    : builder
        // WCAG 2.5.3 (label in name), which axe still counts as experimental: a control named
        // apart from the words it shows cannot be found by speech control.
        .options({ rules: { "label-content-name-mismatch": { enabled: scope.labelInName ?? true } } })
        .withTags(WCAG_TAGS);
  const results = await builder.analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}
