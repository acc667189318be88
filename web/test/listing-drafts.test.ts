import { LISTING_RULES } from "@shopscript/contracts";
import { changedFields, draftOf, valueOf } from "../src/features/dashboard/lib/listing-drafts";

// The dashboard's listing editor (issue 29) sends only what the seller changed: a list edited one item per line
// comes back as its items, and a field left as it was (or blank where it was absent) is not sent.
const amazon = LISTING_RULES.amazon.fields;
const listing = { title: "Brass Lamp", bullets: ["Dimmable", "10 W LED"], description: "A lamp." };

describe("the listing editor's drafts", () => {
  it("shows a list one item per line and reads it back without blank lines", () => {
    expect(draftOf(listing.bullets)).toBe("Dimmable\n10 W LED");
    expect(valueOf(amazon.find((f) => f.key === "bullets")!, " Dimmable \n\n10 W LED\n")).toEqual(["Dimmable", "10 W LED"]);
    expect(valueOf(amazon.find((f) => f.key === "title")!, "Brass Lamp\n")).toBe("Brass Lamp\n");
  });

  it("sends the changed fields only", () => {
    const drafts = Object.fromEntries(amazon.map((field) => [field.key, draftOf(listing[field.key as keyof typeof listing])]));
    expect(changedFields(amazon, listing, drafts)).toEqual({});
    expect(changedFields(amazon, listing, { ...drafts, bullets: "Dimmable\n\n10 W LED\n" })).toEqual({});
    expect(changedFields(amazon, listing, { ...drafts, title: "Brass Desk Lamp", bullets: "Dimmable\nBrass shade" })).toEqual({
      title: "Brass Desk Lamp",
      bullets: ["Dimmable", "Brass shade"],
    });
    // A field the listing did not have, filled in, is sent; left blank, it is not.
    expect(changedFields(amazon, listing, { ...drafts, searchTerms: "desk lamp" })).toEqual({ searchTerms: "desk lamp" });
  });
});
