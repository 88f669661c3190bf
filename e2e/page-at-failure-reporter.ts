import { readFileSync } from "node:fs";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

// A journey that fails once on CI and never here can only be understood from what CI printed,
// and CI keeps the end of the output, not test-results/. So the end of the run repeats, for each
// failed journey, what its page showed at the failure (Playwright's ARIA snapshot from the
// error context): an error toast, a dialog still open, a page that never loaded.

const MAX_FAILURES = 3;
const MAX_LINES = 45;
const MAX_LINE = 160;

/**
 * A select's options, but its chosen one, shrink to one line: a dialog's canton list filled the
 * 45 lines CI printed of a failed team dialog, and its fields and errors were cut off.
 */
export function withoutListedOptions(lines: readonly string[]): string[] {
  const out: string[] = [];
  let skipped = 0;
  let indent = "";
  const flush = () => {
    if (skipped > 0) out.push(`${indent}- … ${skipped} more options`);
    skipped = 0;
  };
  for (const line of lines) {
    const isOption = /^\s*- option /.test(line);
    if (isOption && !line.includes("[selected]")) {
      indent = line.slice(0, line.indexOf("-"));
      skipped += 1;
      continue;
    }
    if (!isOption) flush();
    out.push(line);
  }
  flush();
  return out;
}

export default class PageAtFailureReporter implements Reporter {
  private readonly failures: { title: string; snapshot: string }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === "passed" || result.status === "skipped") return;
    const context = result.attachments.find((a) => a.name === "error-context" && a.path);
    if (!context?.path) return;
    let text: string;
    try {
      text = readFileSync(context.path, "utf8");
    } catch {
      return;
    }
    // The snapshot is the file's YAML block (after the error's plain one).
    const start = text.indexOf("```yaml\n");
    if (start < 0) return;
    const end = text.indexOf("\n```", start + 8);
    const snapshot = text.slice(start + 8, end < 0 ? undefined : end);
    this.failures.push({ title: test.titlePath().slice(1).join(" › "), snapshot });
  }

  onEnd(_result: FullResult): void {
    for (const failure of this.failures.slice(0, MAX_FAILURES)) {
      // Link targets take a line each and say little about what went wrong.
      const lines = withoutListedOptions(
        failure.snapshot.split("\n").filter((line) => line.trim() !== "" && !line.includes("- /url:")),
      );
      // The page's main heading says where it was; dialogs and toasts sit at the end of the body.
      const heading = lines.find((line) => line.includes("heading") && line.includes("[level=1]"));
      const tail = lines.slice(-MAX_LINES);
      console.log(`\nThe page at the failure of ${failure.title}:`);
      if (heading && !tail.includes(heading)) console.log(`  ${heading.trim().slice(0, MAX_LINE)}\n  …`);
      for (const line of tail) console.log(`  ${line.slice(0, MAX_LINE)}`);
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
