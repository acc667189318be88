import { Readable } from "node:stream";
import {
  CatalogFileError,
  MappingRequiredError,
  UploadLimitError,
  previewCatalogUpload,
  readCatalogUpload,
  writeCatalogDownload,
} from "../../src/batches/formats";
import { SH, SHOPIFY_HEADERS, q, render, shopifyProducts, shopifyRows } from "./fixtures";

const limits = { maxFileBytes: 10 * 1024 * 1024, maxRowsPerJob: 5000 };

/** The error a promise rejects with (fails the test if it resolves). */
async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected the read to be refused");
}

describe("malformed rows are reported by row number and skipped, never fatal", () => {
  const specs = shopifyProducts(6);
  const rows = shopifyRows(specs);
  const width = SHOPIFY_HEADERS.length;

  function malformedFile(overrides?: Map<number, Map<number, string>>) {
    const extra = [...rows];
    // Row: a cell too few (a hand-edited line).
    extra.push(["stray-row", "Stray", ...Array.from({ length: width - 3 }, () => "")]);
    // Row: an image row for a handle that never gets a title.
    const orphan = SHOPIFY_HEADERS.map(() => "");
    orphan[SH.Handle!] = "ghost-hat";
    orphan[SH["Image Src"]!] = "https://cdn.example/ghost.jpg";
    extra.push(orphan);
    // Row: a quote inside an unquoted cell (5" brim) is text, not an error.
    const inch = SHOPIFY_HEADERS.map(() => "");
    inch[SH.Handle!] = "brim-hat";
    inch[SH.Title!] = 'Brim Hat 5" brim';
    extra.push(inch);
    // Row: a title saved as Windows-1252 (é as the single byte E9), spliced in below.
    const latin = SHOPIFY_HEADERS.map(() => "");
    latin[SH.Handle!] = "cafe-hat";
    latin[SH.Title!] = "Caf#E9# Hat";
    extra.push(latin);
    const good = SHOPIFY_HEADERS.map(() => "");
    good[SH.Handle!] = "last-hat";
    good[SH.Title!] = "Last Hat";
    extra.push(good);
    const text = render(extra, {
      eol: "\r\n",
      overrides,
      trailing: `never-closed,"Open quote${",".repeat(width - 2)}\r\n`,
    });
    const at = text.indexOf("Caf#E9#");
    return {
      rows: extra,
      file: Buffer.concat([text.subarray(0, at + 3), Buffer.from([0xe9]), text.subarray(at + 7)]),
    };
  }

  it("skips each bad row with its reason and reads every good one", async () => {
    const { rows: all, file } = malformedFile();
    const upload = await readCatalogUpload(file, { limits });
    const n = all.length; // rows rendered, header included; the unclosed quote is row n + 1
    expect(upload.skipped).toEqual([
      { row: n - 4, reason: `has ${width - 1} cells where the header has ${width}` },
      { row: n - 3, reason: 'has no Title, and no other row of handle "ghost-hat" has one' },
      { row: n - 1, reason: 'is not UTF-8 text (save the file as "CSV UTF-8" and upload it again)' },
      {
        row: n + 1,
        reason:
          "opens a quotation mark that is never closed, so this row and the lines after it could not be read",
      },
    ]);
    expect(upload.products.map((p) => p.key)).toEqual([
      ...specs.map((s) => s.handle),
      "brim-hat",
      "last-hat",
    ]);
    expect(upload.products.find((p) => p.key === "brim-hat")!.name).toBe('Brim Hat 5" brim');
    expect(upload.rowCount).toBe(n);
  });

  it("still downloads the original with the bad rows exactly as uploaded", async () => {
    const { file } = malformedFile();
    const upload = await readCatalogUpload(file, { limits });
    const results = new Map(
      upload.products.map((p) => [
        p.key,
        { bodyHtml: `<p>${p.name}</p>`, seoTitle: p.name, metaDescription: "New." },
      ]),
    );
    const out = writeCatalogDownload("original", file, upload, results) as Buffer;
    // The same file with only each product's three cells changed: the Latin-1 byte, the short row, the
    // orphan image row and the unclosed quote at the end are all as uploaded.
    const overrides = new Map(
      upload.products.map((p) => [
        p.sourceRows[0]!,
        new Map([
          [SH["Body (HTML)"]!, q(`<p>${p.name}</p>`)],
          [SH["SEO Title"]!, q(p.name)],
          [SH["SEO Description"]!, "New."],
        ]),
      ]),
    );
    const expected = malformedFile(overrides).file;
    expect(out.equals(expected)).toBe(true);
    expect(out.includes(Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x48]))).toBe(true);
  });

  it("a preview shows the first rows as read, with the count and the skipped rows", async () => {
    const { file } = malformedFile();
    const preview = await previewCatalogUpload(file, { limits, rows: 3 });
    expect(preview.sampleRows.map((r) => r.row)).toEqual([2, 3, 4]);
    expect(preview.sampleRows[0]!.cells[SH.Title!]).toBe("Café Beanie №0 “Nordic” 🧶");
    // Product 0 has one variant and two image-only rows.
    expect(preview.sampleRows[1]!.cells[SH["Image Position"]!]).toBe("2");
    expect(preview.skipped).toHaveLength(4);
    expect(preview.products).toHaveLength(8);
  });
});

describe("files from spreadsheets", () => {
  it("reads a semicolon-separated sheet (Excel where the decimal mark is a comma) and writes it back with semicolons", async () => {
    const sheet =
      '\uFEFFName;Features;Price\r\nLampe Laiton;"dimmable; 10 W";12,50\r\nPlanche;chêne;8,00\r\n';
    const file = Buffer.from(sheet);
    const upload = await readCatalogUpload(Readable.from([file.subarray(0, 5), file.subarray(5)]), {
      limits,
    });
    expect(upload.headers).toEqual(["Name", "Features", "Price"]);
    expect(upload.products.map((p) => [p.name, p.keywords])).toEqual([
      ["Lampe Laiton", ["dimmable", "10 W"]],
      ["Planche", ["chêne"]],
    ]);
    const out = writeCatalogDownload(
      "original",
      file,
      upload,
      new Map([["row:2", { title: "Lampe; laiton", description: "Une lampe." }]]),
    );
    expect(out.toString()).toBe(
      '\uFEFFName;Features;Price;New title;New description\r\nLampe Laiton;"dimmable; 10 W";12,50;"Lampe; laiton";Une lampe.\r\nPlanche;chêne;8,00;;\r\n',
    );
  });

  it("reads a file whose line ends are mixed (CRLF, LF, CR) and gives each back as it was", async () => {
    const file = Buffer.from('name,features,notes\r\nLamp,brass,"two\nlines"\nBoard,oak,\rTowel,linen,last');
    const upload = await readCatalogUpload(file, { limits });
    expect(upload.products.map((p) => [p.key, p.name])).toEqual([
      ["row:2", "Lamp"],
      ["row:3", "Board"],
      ["row:4", "Towel"],
    ]);
    const out = writeCatalogDownload(
      "original",
      file,
      upload,
      new Map([["row:3", { title: "Oak Board", description: "End grain." }]]),
    );
    expect(out.toString()).toBe(
      'name,features,notes,New title,New description\r\nLamp,brass,"two\nlines",,\nBoard,oak,,Oak Board,End grain.\rTowel,linen,last,,',
    );
  });

  it("refuses a UTF-16 file with what to do instead", async () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from("Name,Features\r\nLamp,brass\r\n", "utf16le"),
    ]);
    const error = await rejection(readCatalogUpload(utf16, { limits }));
    expect(error).toBeInstanceOf(CatalogFileError);
    // From a stream too, and the stream is let go.
    const stream = Readable.from([utf16]);
    await expect(readCatalogUpload(stream, { limits })).rejects.toMatchObject({ field: "file" });
    expect(stream.destroyed).toBe(true);
    expect(error.message).toBe(
      'The file is saved as UTF-16 ("Unicode text"). Save it as "CSV UTF-8" and upload it again.',
    );
  });
});

describe("limits are clear errors, never truncations", () => {
  const file = render(shopifyRows(shopifyProducts(200)));

  it("refuses a file over the byte limit, naming the file and the limit", async () => {
    const error = await rejection(
      readCatalogUpload(file, { limits: { maxFileBytes: file.length - 1, maxRowsPerJob: 5000 } }),
    );
    expect(error).toBeInstanceOf(UploadLimitError);
    expect(error).toMatchObject({ field: "file", status: 413, limit: file.length - 1 });
    expect(error.message).toMatch(/larger than .* MB/);
  });

  it("stops reading a stream as soon as it passes the byte limit", async () => {
    let pulled = 0;
    const endless = new Readable({
      read() {
        pulled += 1;
        // Bounded, far beyond the limit: the reader must have stopped long before.
        this.push(pulled > 100_000 ? null : Buffer.from("name,features\nlamp,brass\n".repeat(40)));
      },
    });
    const error = await rejection(
      readCatalogUpload(endless, { limits: { maxFileBytes: 64 * 1024, maxRowsPerJob: 1_000_000 } }),
    );
    expect(error).toBeInstanceOf(UploadLimitError);
    expect(error).toMatchObject({ field: "file" });
    expect(pulled).toBeLessThan(200);
  });

  it("counts products, not lines, against the rows-per-job limit", async () => {
    const lines = file.toString().split("\n").length;
    expect(lines).toBeGreaterThan(400);
    await expect(
      readCatalogUpload(file, { limits: { maxFileBytes: file.length, maxRowsPerJob: 200 } }),
    ).resolves.toMatchObject({
      products: expect.any(Array),
    });
    const error = await rejection(
      readCatalogUpload(file, { limits: { maxFileBytes: file.length, maxRowsPerJob: 199 } }),
    );
    expect(error).toBeInstanceOf(UploadLimitError);
    expect(error).toMatchObject({ field: "rows", limit: 199 });
    expect(error.message).toBe(
      "The file has more than 199 products, the most one job may have. Split it into smaller files.",
    );
  });

  it("refuses an empty file and one with a header but no rows", async () => {
    const empty = await rejection(readCatalogUpload(Buffer.from("\uFEFF"), { limits }));
    expect(empty).toBeInstanceOf(CatalogFileError);
    expect(empty).toMatchObject({ field: "file", status: 400 });
    const headerOnly = await rejection(
      readCatalogUpload(Buffer.from(`${SHOPIFY_HEADERS.map(q).join(",")}\r\n\r\n`), { limits }),
    );
    expect(headerOnly).toMatchObject({
      field: "file",
      message: "The file has a header row but no product rows.",
    });
  });

  it("asks for a mapping when a generic file has no recognisable name column", async () => {
    const error = await rejection(
      readCatalogUpload(Buffer.from("Artikel,Merkmale\nLampe,Messing\n"), { limits }),
    );
    expect(error).toBeInstanceOf(MappingRequiredError);
    expect(error).toMatchObject({ field: "mapping.name", headers: ["Artikel", "Merkmale"] });
  });
});
