// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { expect, it } from "vitest";
import { EmailAddress } from "./email-address.tsx";

it("offers a break after the '@' and before each dot, and reads as the address", () => {
  const { container } = render(<EmailAddress address="praesident@fc-rheinfelden-au.ch" />);
  expect(container.textContent).toBe("praesident@fc-rheinfelden-au.ch");
  expect(container.innerHTML).toContain("praesident@<wbr>fc-rheinfelden-au<wbr>.ch");
});
