import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { deflateRawSync } from "node:zlib";
import { nonTextKindOf } from "@shopscript/contracts";
import { NotCsvError, readCatalogUpload } from "../../src/batches/formats";
import { render, shopifyProducts, shopifyRows } from "./fixtures";

// A seller who picks the workbook instead of its CSV export, or any other binary file, is told so plainly
// (415 naming the file), never shown a mapping form of garbage "headers".

const limits = { maxFileBytes: 10 * 1024 * 1024, maxRowsPerJob: 5000 };

/** The start of an .xlsx: a zip archive whose first entry is [Content_Types].xml, deflated. */
function xlsxHead(): Buffer {
  const name = Buffer.from("[Content_Types].xml");
  const data = deflateRawSync(Buffer.from('<?xml version="1.0"?><Types xmlns="x"/>'.repeat(20)));
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(8, 8);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, data]);
}

describe("a file that is not CSV", () => {
  const cases: [string, Buffer, RegExp][] = [
    ["an .xlsx workbook", xlsxHead(), /spreadsheet workbook/],
    ["a PDF", Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n", "latin1"), /a PDF/],
    ["a PNG", Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(2000)]), /an image/],
    // The first byte keeps it from starting like UTF-16 or a known signature by chance.
    ["random bytes", Buffer.concat([Buffer.from([0x01]), randomBytes(50_000)]), /binary data/],
  ];
  for (const [what, bytes, kind] of cases) {
    it(`refuses ${what} with 415, naming the file and saying what it looks like`, async () => {
      for (const input of [bytes, Readable.from([bytes.subarray(0, 700), bytes.subarray(700)])]) {
        const error = await readCatalogUpload(input, { limits, filename: "products.xlsx" }).then(
          () => undefined,
          (err: unknown) => err,
        );
        expect(error).toBeInstanceOf(NotCsvError);
        expect(error).toMatchObject({ status: 415, field: "file" });
        expect((error as Error).message).toMatch(/^This file is not a CSV: "products\.xlsx" looks like /);
        expect((error as Error).message).toMatch(kind);
      }
    });
  }

  it("sniffs a stream's first 8 KB, whatever its first chunk holds: a line end in the first 700 bytes is no proof of text", async () => {
    // The first chunk: high bytes with a line end and no NUL or control byte (text by itself); NULs follow. Before the
    // sniff read on past the first line end, this was parsed as CSV one upload in seventy of random data (CI, session 16).
    const first = Buffer.alloc(700, 0xc3);
    first[100] = 0x0a;
    const rest = Buffer.concat([Buffer.alloc(4000, 0x00), randomBytes(4000)]);
    const error = await readCatalogUpload(Readable.from([first, rest]), { limits, filename: "products.xlsx" }).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(NotCsvError);
    expect((error as Error).message).toMatch(/binary data/);
  });

  it("reads real exports, accents, emoji and Windows-1252 bytes as text", async () => {
    const shopify = render(shopifyRows(shopifyProducts(20)), { bom: true, eol: "\r\n" });
    expect(nonTextKindOf(shopify)).toBeNull();
    expect((await readCatalogUpload(shopify, { limits })).products).toHaveLength(20);
    expect(nonTextKindOf(Buffer.from("Name,Notes\r\nCaf\xe9 Mug,\xab large \xbb\r\n", "latin1"))).toBeNull();
    expect(nonTextKindOf(Buffer.from("Name\tNotes\fpage\r\nLamp 🧶\ttab separated\n"))).toBeNull();
  });
});
