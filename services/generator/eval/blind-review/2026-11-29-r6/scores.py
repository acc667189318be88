#!/usr/bin/env python3
"""Review r6: scores for 100 AI-generated listings (25 sellers x 4 platform/tone pairs).
Each tuple: (number, platform, tone, score 1-10, short reason quoting the worst phrase)."""
from statistics import mean, median
from collections import Counter, defaultdict

SCORES = [
    # t01 torque wrench
    (1, "shopify", "technical", 2, 'Invented false benefit "gives two looks in one: turn it over for a change (reversible)"; "Type: an incl. blow mould case"; warning split ("May lose calibration" moved to Notes)'),
    (2, "walmart", "casual", 2, '"an incl. blow mould case ... it gives two looks in one: turn it over for a change"; first key feature is the case; warning split'),
    (3, "target", "professional", 2, '"gives two looks in one: turn it over for a change"; "It is an incl. blow mould case"; title "w/ Case, incl. Blow Mould Case"'),
    (4, "ebay", "luxury", 2, '"one finds an incl. blow mould case" + "two looks in one"; recal/calibration torn out of the WARNING'),
    # t02 tank bag
    (5, "generic", "luxury", 2, '"Notably, it has no washing machine."; negation broken: "will NOT stick to plastic. Aluminium or carbon tanks (strap kit sold separately)."; rider story lost'),
    (6, "facebook", "technical", 3, '"Note: no washing machine."; aluminium/carbon split off the NOT; compass/credit-card warnings scattered'),
    (7, "magento", "professional", 3, '"It has no washing machine."; "Aluminium or carbon tanks (strap kit sold separately)." orphaned from "will NOT stick"'),
    (8, "amazon", "casual", 2, 'Lead bullet "THE GOOD STUFF: It\'s got a removable shoulder strap."; steel-only fitment absent from bullets; "It\'s got no washing machine."; rider story lost'),
    # t03 trekking poles
    (9, "etsy", "professional", 4, 'Tags "210g per pole approx", "incl tungsten tips", "Fiber Trekking Poles"; description is a flat list with no reason to buy'),
    (10, "aliexpress", "technical", 5, 'Accurate and complete but a parts dump: "Parts: a flick lock, padded straps, incl tungsten tips"'),
    (11, "bigcommerce", "casual", 5, 'Accurate; casual = "Say hi to"; list repeats "3-section carbon fibre"; bullet "Incl tungsten tips"'),
    (12, "woocommerce", "luxury", 5, 'Accurate but not luxury: "they also offer a carry bag ... Also to note: rubber feet."'),
    # t04 beard oil
    (13, "shopify", "technical", 3, 'Ingredient turned into an alias: "Also listed as: vetiver essential oils."; "avoid eyes" split from "External use only"'),
    (14, "ebay", "professional", 3, '"Also searched as: vetiver essential oils."; "It is a good fit for all beard lengths, softens itch."; garage story lost'),
    (15, "walmart", "casual", 2, 'Key features "Cedarwood", "Avoid eyes", "NO returns on opened bottles"; "You might know it as: vetiver essential oils."; story lost'),
    (16, "target", "luxury", 3, '"Known, too, as: vetiver essential oils."; title case mangled "jojoba + argan + Sweet Almond Oil Base"; story lost'),
    # t05 hot sauce
    (17, "amazon", "technical", 2, 'WARNING cut to "keep away from eyes" ("wash hands" and "stomach ulcers" moved to DETAILS/Note); "Packs: x1" split from "x3"; "HOT sauce" recapitalised; junk search terms'),
    (18, "generic", "luxury", 3, '"Notably, it has no sugar. Notably, it has no preservatives."; raw "Contains mustard? NO -"; warning split'),
    (19, "facebook", "casual", 3, '"Contains mustard? NO - made in a facility..." pasted raw; warning split; "x3 (mix & match by request)" in the ingredient list'),
    (20, "magento", "professional", 3, 'Bullet "X3 (mix & match by request)" among ingredients; "Helpfully, it has no sugar. Helpfully, it has no preservatives."; warning split'),
    # t06 teether
    (21, "bigcommerce", "casual", 2, 'Bullet "Plastic" on a "Plastic Free" baby product; "Inspect before each use" / "Discard at first sign of damage" listed as features, not warnings'),
    (22, "woocommerce", "professional", 2, 'Bullet "Plastic" contradicts "Plastic Free"; warning pieces in the Details list; meta ends "and inspect before each use"'),
    (23, "aliexpress", "technical", 3, '"Specs: ... gift box +$3, inspect before each use and discard at first sign of damage"; seamless single-piece/mould fact lost'),
    (24, "etsy", "luxury", 1, 'Tags sell a plastic-free baby teether as "plastic", "plastic teether ring", "plastic ring"; warning pieces under "In the detail"'),
    # t07 dog harness
    (25, "target", "luxury", 2, '"It has no pull dog harness."; colours split "navy and black ... colours red as well as camo"; "don\'t guess" torn from "MEASURE your dog"'),
    (26, "shopify", "casual", 2, '"It\'s got no pull dog harness."; bullets "Colours red" / "Camo" / "Navy" / "Black"; "Heads up: don\'t guess."'),
    (27, "ebay", "professional", 2, '"Helpfully, it has no pull dog harness."; title/subtitle push one colour: "Grab Handle Camo", "... and camo"'),
    (28, "walmart", "technical", 2, '"Note: no pull dog harness."; "Options: navy and black" while key features list "Colours red", "Camo", "Navy" (black dropped); "Restrictions: don\'t guess"'),
    # t08 earrings
    (29, "facebook", "casual", 4, 'Caveat buried: "nickel free*, box extra, plus silver tarnishes naturally" listed as highlights; "Also in the mix: also 15mm"'),
    (30, "generic", "professional", 3, 'Title claims "nickel free*" with the footnote ("not for severe nickel allergy") left behind in the body'),
    (31, "amazon", "technical", 3, 'Title "Nickel free*" without its caveat; bullets "BUILD: 925 sterling silver." / "FEATURE SET: They have a polished finish."; search terms "not severe allergy ... rings accessory piece"'),
    (32, "magento", "luxury", 4, 'Accurate but list-like: "Also to note: also 15mm, 25mm, 30mm (select size), nickel free*, box extra"; "Its care / Their care"'),
    # t09 macrame
    (33, "bigcommerce", "technical", 4, 'Care note mislabelled as condition: "Reported condition: keep out of direct sun to avoid fading."'),
    (34, "woocommerce", "professional", 4, '"Condition: keep out of direct sun to avoid fading." on a new handmade piece; no reason to buy'),
    (35, "aliexpress", "casual", 4, '"The condition: keep out of direct sun to avoid fading."; otherwise complete'),
    (36, "etsy", "luxury", 4, '"Its condition: keep out of direct sun to avoid fading."; title/tag "hanging string incl"'),
    # t10 oak bedside table
    (37, "shopify", "casual", 5, 'Complete incl. workshop story, but "a 1 soft-close drawer with an open shelf" and the key fact buried as "Good to know: solid white oak (NOT veneer)"'),
    (38, "walmart", "technical", 3, '"Type: a 1 soft-close drawer." / "Product class: 1 soft-close drawer"; workshop/kiln-dried story lost'),
    (39, "ebay", "luxury", 3, 'False identity "the Solid Oak Bedside Table ... is a 1 soft-close drawer"; story lost; no AK/HI/PO-box restriction on eBay'),
    (40, "target", "professional", 3, '"the Solid Oak Bedside Table w/ Drawer - Mid Century Style is a 1 soft-close drawer"; workshop story lost'),
    # t11 mandoline
    (41, "magento", "luxury", 6, 'Accurate, warning nearly whole; "store blades in caddy" moved out of the WARNING; "they fold away" (plural)'),
    (42, "amazon", "casual", 5, 'No safety bullet: lead bullet "STORES SMALL" while "blades EXTREMELY sharp" is only in the description'),
    (43, "generic", "professional", 6, 'Accurate; grammar "The Adjustable Mandoline Slicer ... fold away for storage, because they have foldable legs"'),
    (44, "facebook", "technical", 6, 'Accurate and clean; "store blades in caddy" filed under Details instead of the WARNING'),
    # t12 keycaps
    (45, "bigcommerce", "technical", 3, 'Layout compatibility garbled: "compatible w/ ANSI layouts 60%" ... "Additional features: ... 65%, 75%, TKL" ... "Note: full size (ISO enter NOT included)"'),
    (46, "woocommerce", "luxury", 3, '"In the detail: dye sublimated legends (won\'t wear off), 65%, 75% as well as TKL." - full size reads as a restriction'),
    (47, "aliexpress", "casual", 3, 'Title ends "..., 65%"; "The highlights: ... 65%, 75%, plus TKL"; offer to check compatibility lost'),
    (48, "etsy", "professional", 2, 'Only 9 of 13 tags, incl. "Key Cherry Profile", "TKL profile", "profiles", "Retro"; compatibility garbled as in #45'),
    # t13 ukulele
    (49, "walmart", "casual", 2, 'First key feature "Excludes cracks from dryness"; "Current condition: excludes cracks from dryness." - warranty exclusion sold as a feature/condition'),
    (50, "shopify", "technical", 3, '"Condition: excludes cracks from dryness."; 2 yr warranty separated from its exclusion'),
    (51, "ebay", "luxury", 3, '"Its condition: excludes cracks from dryness." on eBay where condition is a formal field; "checked by us" dropped'),
    (52, "target", "professional", 3, '"Condition: excludes cracks from dryness."; "factory setup checked (action lowered)" loses "by us"'),
    # t14 fountain pen
    (53, "amazon", "casual", 4, 'Invented "with no wrapping needed"; India-ink/air-travel warning absent from bullets; test-write and heavy-pen stories lost'),
    (54, "facebook", "technical", 5, '"Advantage of this part: comes ready to give, with no wrapping needed (gift box)"; test-write fact lost'),
    (55, "generic", "luxury", 4, '"A gift box is a considered detail: it comes ready to give, with no wrapping needed."; both seller stories lost'),
    (56, "magento", "professional", 6, 'Complete, warning whole; only the invented "comes ready to give, with no wrapping needed"'),
    # t15 epoxy
    (57, "aliexpress", "technical", 4, '"use in ventilated area" torn out of the WARNING into "Details: use in ventilated area; store 60-80F"'),
    (58, "woocommerce", "luxury", 3, 'False causality "With incl. 2 mixing cups, the Epoxy Resin Kit ... is UV resistant."; ventilation out of the WARNING'),
    (59, "bigcommerce", "casual", 4, '"You get incl. 2 mixing cups, and it\'s UV resistant."; "One more thing: use in ventilated area"'),
    (60, "etsy", "professional", 2, 'Tags "Kit 1 Gallon", "store 60-80F", "gloves x2 pairs", "1 gallons", "art" - no "epoxy resin"; "With incl. 2 mixing cups ... is UV resistant"'),
    # t16 Harry Potter
    (61, "ebay", "professional", 4, 'Flaws filed as "Key features: ... Book 3 dust jacket small tear"; "look at all the pictures" lost; title repeats "Hardcover", omits Bloomsbury'),
    (62, "target", "luxury", 4, 'Drops "ships in box" as shipping but keeps "media mail US / tracked UK"; photo note lost'),
    (63, "walmart", "casual", 3, '"The highlights: ... Book 3 dust jacket small tear at top spine"; key feature "Media mail US / tracked UK"; photo note lost'),
    (64, "shopify", "technical", 5, 'Complete with both seller lines, but "Feature: no highlighting." and flaws under "Additional features"'),
    # t17 Pyrex
    (65, "amazon", "technical", 3, '"FEATURE SET: It is color still bright, carefully bubble wrapped and double boxed."; condition point "No dishwasher dullness" filed as CARE; "Double Boxed" in title'),
    (66, "magento", "professional", 4, '"which is color still bright, carefully bubble wrapped and double boxed"; "To care for it: no dishwasher dullness"'),
    (67, "generic", "luxury", 4, '"which is color still bright"; insured shipping dropped "on a marketplace" though this is an own-site listing'),
    (68, "facebook", "casual", 4, '"It\'s color still bright, carefully bubble wrapped and double boxed."; "Looking after it: no dishwasher dullness"'),
    # t18 presets
    (69, "aliexpress", "technical", 4, 'Compatibility list shredded ("they work w/ Lightroom Classic" vs "Feature list: ... Lightroom CC"); Portra story and install help lost'),
    (70, "etsy", "luxury", 5, 'Complete; tags mostly usable but "PDF install guide", "gift for bloggers" (invented), no "film presets"'),
    (71, "bigcommerce", "casual", 5, 'Complete; bullet "Lightroom CC" reads like an included item'),
    (72, "woocommerce", "professional", 5, 'Complete; bare bullet "Lightroom CC" under Details; SEO title drops the "20 Presets" hook: "Moody Film Lightroom Presets Bundle"'),
    # t19 Chelsea boots
    (73, "shopify", "casual", 3, '"The condition: condition w/ leather cream."; bullets "Colours dark brown" / "Black"; tan suede only in "Good to know"'),
    (74, "walmart", "technical", 2, 'False spec fields "Item color: black" and "Item condition: condition w/ leather cream"; first key feature "Condition w/ leather cream"'),
    (75, "ebay", "professional", 2, '"Condition: condition w/ leather cream." on eBay; title "Dark Brown Black"; "They come in black."'),
    (76, "target", "luxury", 2, '"They are black." contradicts the "Dark Brown" title; "As to condition: condition w/ leather cream."'),
    # t20 acupressure mat
    (77, "magento", "luxury", 1, 'Negation lost on a contraindication: "Worth knowing: on broken skin; or with blood thinners - consult doctor if unsure."; "Its condition: does not treat any condition."'),
    (78, "amazon", "technical", 1, 'Bullet "DETAILS: On broken skin, or with blood thinners - consult doctor if unsure." (do NOT lost); "CONDITION REPORT: Does not treat any condition."'),
    (79, "facebook", "casual", 1, '"One more thing: on broken skin; or with blood thinners" - do NOT dropped; "Current condition: does not treat any condition."'),
    (80, "generic", "professional", 1, '"Further information: on broken skin; or with blood thinners"; "Item condition: does not treat any condition."; evening-use story lost'),
    # t21 raised bed
    (81, "etsy", "luxury", 3, 'Tags "plant pot", "flower pot", "flowerpot", "planter pot", "plant holder" for an 8 ft bed; "Notably, it has no zinc leaching into veg."'),
    (82, "woocommerce", "professional", 5, 'Complete; "It has no zinc leaching into veg." / "The approx 30 cu ft soil capacity - soil is NOT included."'),
    (83, "aliexpress", "casual", 5, 'Complete; "It\'s got no bottom (open base). It\'s got no zinc leaching into veg."'),
    (84, "bigcommerce", "technical", 5, 'Complete; flat spec dump "Parts: modular panels. Note: no bottom (open base)."'),
    # t22 wooden train
    (85, "walmart", "technical", 2, 'Key features "IKEA Lillabo", "Thomas Wooden Railway" read as contents; only "compatible w/ Brio" kept as compatibility; bridge missing from features; son story lost'),
    (86, "ebay", "luxury", 2, '"Beyond that: IKEA Lillabo, Thomas Wooden Railway as well as Melissa & Doug tracks." as contents; title omits Brio-compatible'),
    (87, "target", "professional", 2, '"More features: IKEA Lillabo, Thomas Wooden Railway and Melissa & Doug tracks." - other brands presented as features'),
    (88, "shopify", "casual", 2, '"The rundown" lists "IKEA Lillabo", "Thomas Wooden Railway", "Melissa & Doug tracks" as what you get; SEO title "| tunnel"'),
    # t23 aquarium light
    (89, "magento", "luxury", 4, '"with an aquarium LED light" (comes with itself); "keep above drip loop" separated from "adapter is NOT waterproof"'),
    (90, "facebook", "technical", 4, '"Parts: 5 brightness levels, an aquarium LED light and a timer."; drip-loop note split from the adapter warning'),
    (91, "generic", "professional", 4, '"comes with an aquarium LED light, a timer and 5 brightness levels"; drip loop filed under "Also of note"'),
    (92, "amazon", "casual", 4, 'Bullet "HOW BIG: The numbers: 18W."; drip loop under WORTH KNOWING; search terms "spectrums supplies ... keeping aquatic pet"'),
    # t24 Pearl Jam tee
    (93, "etsy", "professional", 3, 'Flaws as "Features: ... small pinhole near left shoulder"; tags "all sales final", "near left shoulder", no "pearl jam" tag'),
    (94, "bigcommerce", "technical", 4, '"Additional features: ... small pinhole near left shoulder, light staining on hem (pic 6), all sales final"'),
    (95, "aliexpress", "casual", 3, '"The highlights: ... small pinhole near left shoulder, plus light staining on hem"'),
    (96, "woocommerce", "luxury", 4, 'Embellished "It is authentic throughout."; flaws under "Its details in brief"'),
    # t25 coffee
    (97, "shopify", "technical", 2, 'Nonsense "with an away from light" / "Component list: away from light"; "pour over" torn from the grind options'),
    (98, "walmart", "casual", 2, '"You get an away from light."; title "Light Roast, Drip" implies pre-ground; key features "Whole bean by default - grind options: espresso" / "Drip"'),
    (99, "ebay", "luxury", 2, 'Subtitle "Away from light, Ethiopia Yirgacheffe and drip"; "with an away from light"; roast-to-ship freshness dropped'),
    (100, "target", "professional", 2, '"offer an away from light"; title "Washed Process, Drip"; "ships within 48h of roast" dropped as "shipping"'),
]


def main():
    assert len(SCORES) == 100 and [s[0] for s in SCORES] == list(range(1, 101))
    sc = [s[3] for s in SCORES]
    n = len(sc)
    print(f"count: {n}")
    print(f"mean: {mean(sc):.2f}")
    print(f"median: {median(sc)}")
    print(f"share >=8: {sum(x >= 8 for x in sc) / n:.0%}")
    print(f"share >=6: {sum(x >= 6 for x in sc) / n:.0%}")
    print(f"share <=2: {sum(x <= 2 for x in sc) / n:.0%}")
    print("histogram:")
    c = Counter(sc)
    for k in range(1, 11):
        print(f"  {k:2d}: {c[k]:3d} {'#' * c[k]}")
    for key, idx in (("tone", 2), ("platform", 1)):
        g = defaultdict(list)
        for s in SCORES:
            g[s[idx]].append(s[3])
        print(f"mean by {key}:")
        for k in sorted(g, key=lambda k: (-mean(g[k]), k)):
            print(f"  {k:12s} {mean(g[k]):.2f} (n={len(g[k])})")


if __name__ == "__main__":
    main()
