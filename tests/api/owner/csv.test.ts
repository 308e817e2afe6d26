// The CSV export's cells: a spreadsheet in a ';' locale splits an unquoted cell at ';' (and some at a
// tab), so a formula after one would run; such a cell is quoted whole, as a ',' or a quote is.
import { describe, expect, it } from "vitest";
import { csvCell } from "../../../api/owner/csv.ts";

describe("csvCell", () => {
  it("quotes a cell holding ';' or a tab, so a formula after it stays inside the cell", () => {
    expect(csvCell('Ann;=HYPERLINK("http://x")')).toBe('"Ann;=HYPERLINK(""http://x"")"');
    expect(csvCell("Ann\t=1+1")).toBe('"Ann\t=1+1"');
  });

  it("still quotes commas and quotes, and neutralises a leading formula", () => {
    expect(csvCell("Smith, Ann")).toBe('"Smith, Ann"');
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("=1;2")).toBe('"\'=1;2"');
    expect(csvCell("Ann")).toBe("Ann");
  });
});
