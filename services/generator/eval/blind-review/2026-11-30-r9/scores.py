"""Review r9: scores for 100 AI-generated product listings (25 sellers x 4 platform/tone pairs).

Scale (senior e-commerce copywriter, strict):
  10 = paste unchanged into that marketplace
   8 = one tiny edit
   5 = needs real rewriting (faithful, but a fact dump with filler framing)
   3 = rewrite from scratch; garbled roles, thin or mis-targeted
   1 = harmful or false (allergen/safety/negation damage, invented contents)
Truth is judged first (every claim traceable to products.json, negations and
warnings intact and visible, seller spelling kept), then selling power, tone,
platform fit.

Each entry: (listing number, product id, platform, tone, score, reason quoting the worst phrase).
Run: python3 /work/review/r9/scores.py
"""
import statistics
from collections import defaultdict

SCORES = [
    # r9-01 oak smoked salmon (has details)
    (1, "r9-01", "shopify", "luxury", 3, '"Consider the ... D-Cut, meant for home freezing. It has NO weekend delivery." mis-casts "suitable for home freezing" as the purpose; "may contain crustaceans" sits under "Its care", outside the Safety block; the 1987 Argyll story trails "contact us within 24h if it arrives warm"'),
    (2, "r9-01", "amazon", "casual", 2, 'Lead bullet "WHEN TO USE IT: It\'s great for home freezing."; drops "ships chilled Mon-Wed only w/ ice packs", the 18 Dec Christmas cut-off and the since-1987 story; FISH allergen and listeria warning in no bullet; search terms "contact us within 24h if it arrives warm"'),
    (3, "r9-01", "woocommerce", "professional", 4, 'Complete, clean Details list and bold Safety block, but opens "is made for home freezing. It has NO weekend delivery."; crustacean may-contain left in the Care paragraph; 1987 story tacked onto "Also of note: contact us within 24h"'),
    (4, "r9-01", "facebook", "technical", 3, '"Intended use: for home freezing."; "Feature list continued:" after a list called "Specs"; Mon-Wed chilled shipping and 18 Dec cut-off lost; title repeats "Pre-Sliced ... pre sliced & interleaved"'),
    # r9-02 pierogi ruskie (has details)
    (5, "r9-02", "etsy", "technical", 3, '"Specs: ... fried onion and next day." (delivery speed as a spec); dry-ice shipping and "free delivery on 2+ bags" lost; 11 tags incl "next day", "UK mainland only", "next day Pierogi"'),
    (6, "r9-02", "facebook", "professional", 3, '"is made for vegetarians BUT made on same surfaces as our pork..."; "Features: ... fried onion and next day"; dry ice and free delivery on 2+ bags lost'),
    (7, "r9-02", "shopify", "luxury", 4, 'Only pierogi listing with every fact and a bold allergen block, but "meant for vegetarians BUT made on same surfaces...", "fried onion as well as next day"; SEO title "Handmade Polish Pierogi x24" drops Ruskie / potato & cheese'),
    (8, "r9-02", "generic", "casual", 2, 'Drops the whole details text (Lublin grandmother, hand-rolled Thursdays, refund if >4 broken) plus dry ice and free delivery; "The highlights: ... plus next day"; title says x24 then "24 pcs" again'),
    # r9-03 whey isolate (no details)
    (9, "r9-03", "amazon", "casual", 3, 'Only 3 bullets, none with "ALLERGENS: MILK, PEANUTS, SOY"; "ALSO IN THE MIX: ... contents settle in transit"; dose warning split from "keep out of reach of children"; checker polarity failure is a false alarm'),
    (10, "r9-03", "walmart", "technical", 4, 'Faithful, allergens intact, but key feature "Contents settle in transit" and no allergen among key features; spec block repeats the body; dose warning split in two'),
    (11, "r9-03", "target", "luxury", 4, '"one finds a WPI 90% isolate"; "batch tested throughout" (word invented); "Also of interest: contents settle in transit"; "Please bear in mind" twice; facts and allergens intact'),
    (12, "r9-03", "bigcommerce", "professional", 4, 'Bold Safety block with allergens and facility note, but filler opener "Shoppers looking for a WPI 90% isolate will find it in..."; "Contents settle in transit" as a Details bullet; SEO title "Whey Protein Isolate 2kg"'),
    # r9-04 toddler swim vest (no details)
    (13, "r9-04", "target", "casual", 3, 'Care step as a property: "You get a zip front + crotch strap, and they\'re dry in shade."; the removable floats (the reason to buy) are "One more thing"; "not for open water, sea or boats" is a "Just so you know" outside the WARNING'),
    (14, "r9-04", "walmart", "luxury", 2, 'Title "... - Shark, Dry in Shade"; key features list "Dry in shade", "NO tumble dryer", "Rinse in fresh water after chlorine" but not the NOT-a-life-jacket warning; "At a glance" repeats the body'),
    (15, "r9-04", "amazon", "professional", 2, 'No bullet says NOT a life jacket / does NOT protect against drowning / constant supervision (description only); lead bullet "SUN PROTECTION"; "KEY FEATURES: They are dry in shade"; title ends "Dry in Shade"'),
    (16, "r9-04", "aliexpress", "technical", 2, 'Title "..., zip front + crotch strap, dry in shade"; "Item: ... - Shark, dry in shade."; "Scope of delivery: the sizes 4-6 & 6-8 are sold separately."; open-water ban is a plain "Note"'),
    # r9-05 glow slime kit (no details)
    (17, "r9-05", "target", "professional", 2, 'Stain warning turned into a part: "It has a stains carpet & fabric - play on a mat as well."; "Key features: ... 6 storage tubs and UKCA" (a mark as a part); borax activator filed as a key feature'),
    (18, "r9-05", "ebay", "technical", 2, '"Further components: a stains carpet & fabric - play on a mat."; "Specs: ... glow powder and UKCA"; subtitle "DIY slime kit and 12 x 60ml clear + glitter glues"'),
    (19, "r9-05", "walmart", "casual", 2, 'Key feature "Stains carpet & fabric - play on a mat"; "Comes with: ... stains carpet & fabric - play on a mat"; no age/choking warning in key features; borax under "The good stuff"'),
    (20, "r9-05", "aliexpress", "luxury", 2, '"it also offers a stains carpet & fabric - play on a mat"; "In the detail: ... 6 storage tubs as well as UKCA"; "In short, it makes approx 20 slimes" after nothing long'),
    # r9-06 bunk bed (has details)
    (21, "r9-06", "walmart", "professional", 3, '"comes with splits into 2 separate single beds"; "kerbside delivery only" lost; "Also of note: ladder fits either side; unopened boxes only" cut from "14 day returns"; "It is not taken upstairs."; key features omit the under-6 warning and no-mattress note'),
    (22, "r9-06", "magento", "technical", 3, '"Parts: splits into 2 separate single beds" and "Component list: splits into 2 separate single beds"; one bullet crams 8 specs; "Details: ladder fits either side; unopened boxes only."'),
    (23, "r9-06", "woocommerce", "luxury", 4, 'All facts and a Safety block, but "Among the details of the ...: splits into 2 separate single beds."; "Of note: ladder fits either side; unopened boxes only."; "Do note: it is not taken upstairs."'),
    (24, "r9-06", "bigcommerce", "casual", 4, 'Clean 9-item list and Safety block, but "You get splits into 2 separate single beds."; "unopened boxes only" detached from 14-day returns; "It\'s not taken upstairs."'),
    # r9-07 slate pool table, used (has details)
    (25, "r9-07", "ebay", "technical", 3, '"Sale policy: NO ball return (drop pockets w/ leather nets)" files a table feature as a returns rule; "incl 2 cues" split into "Notes"; club-refit provenance lost; title spends chars on "Weight ~350kg Brushes"'),
    (26, "r9-07", "facebook", "casual", 3, '"It\'s weight ~350kg."; "Shop policy: NO ball return"; "incl 2 cues" separated from the other inclusions; provenance is the last line'),
    (27, "r9-07", "generic", "luxury", 3, '"Its weight in the hand: weight ~350kg." (a 350kg table); "House policy: NO ball return"; club-refit provenance lost'),
    (28, "r9-07", "bigcommerce", "professional", 4, 'Clean Details list, room-size advice up front, provenance kept; but "Store policy: NO ball return (drop pockets w/ leather nets)" and "incl 2 cues" kept out of the list'),
    # r9-08 green cross line laser (no details)
    (29, "r9-08", "amazon", "professional", 3, '"KEY FEATURES: It is up to 60m w/ receiver (receiver NOT incl) and hard to see outdoors in bright sun without detector and comes with..."; Class 2 eye warning in no bullet; seller\'s "±" changed to "+/-"; search terms "hard see outdoors bright sun without"'),
    (30, "r9-08", "magento", "casual", 4, 'IP54 and USB-C benefits explained, complete list; but "it\'s up to 60m w/ receiver ... and hard to see outdoors" in the pitch, list item "Hard to see outdoors in bright sun without detector"; eye warning a "Just so you know"'),
    (31, "r9-08", "ebay", "luxury", 3, 'Title "...Self-Levelling, 30m Self levelling Range ±4°" repeats itself; "which is up to 60m w/ receiver ... and hard to see outdoors in bright sun without detector with a magnetic wall bracket"; eye warning "A note"'),
    (32, "r9-08", "woocommerce", "technical", 3, '"Properties: up to 60m w/ receiver ... and hard to see outdoors"; "Advantage of this part:"; "Certifications: IP54"; Li-ion battery listed twice; eye warning a plain "Note"'),
    # r9-09 soldering station (no details)
    (33, "r9-09", "aliexpress", "casual", 5, 'Faithful, WARNING whole, T12/T18 and solder negations intact; but "Say hi to..." then "The highlights:/Also in the mix:" dump, no reason to buy'),
    (34, "r9-09", "ebay", "technical", 4, 'Faithful but label prose "Ratings: 200-480°C... Parts: a digital display"; "Feature list continued:" after "Specs:"; title lacks "900M" / "Hakko 936"'),
    (35, "r9-09", "magento", "professional", 5, 'Cleanest in the batch: full Details list, compatibility in Good to know, bold Safety block; SEO title cut to "...w/ Stand & 5"; not one selling sentence'),
    (36, "r9-09", "generic", "luxury", 4, '"In short, it heats up in ~20s." after nothing long; "For the record: 200-480°C"; luxury is "Kindly note"/"House policy" over a fact list'),
    # r9-10 portable SSD (no details)
    (37, "r9-10", "amazon", "luxury", 3, '"...USB-C to C + C to A cables incl throughout."; "256-bit AES hardware encryption as well as register w/ receipt" (warranty condition as a feature, split from "5yr limited warranty"); compatibility filed under "OF NOTE"'),
    (38, "r9-10", "bigcommerce", "technical", 4, 'Complete, but "Additional features: ..., register w/ receipt"; "Certifications: IP55"; compatibility list under "Notes"'),
    (39, "r9-10", "target", "professional", 4, '"is up to 1050MB/s ... and USB-C to C + C to A cables incl." (cables as a property); "Features: ... and register w/ receipt"'),
    (40, "r9-10", "shopify", "casual", 4, 'Decent rundown but "Register w/ receipt" as a bullet; the compatibility list is reduced to "One more thing:"'),
    # r9-11 Raspberry Pi 5 case (has details)
    (41, "r9-11", "shopify", "luxury", 1, 'Invented contents: "In the detail: ... Pi board, PSU as well as screws + hex key incl." (seller: Pi board, PSU NOT included); meta ends "...GPIO access slot and PSU."; SEO title "Aluminium Case"'),
    (42, "r9-11", "aliexpress", "casual", 1, 'Title "..., CNC aluminium alloy, PSU"; "The highlights: ..., Pi board, PSU, plus screws + hex key incl."; throttling design story lost'),
    (43, "r9-11", "woocommerce", "professional", 1, 'Details bullets "Pi board" and "PSU" advertised as contents, only "The SD card is NOT included" survives; SEO title "Aluminium Case"'),
    (44, "r9-11", "ebay", "technical", 1, 'Subtitle "Raspberry Pi 5 case, CNC aluminium alloy and Pi board"; "Specs: ... Pi board, PSU and screws + hex key incl."; throttling story lost'),
    # r9-12 Oral-B compatible heads (no details)
    (45, "r9-12", "amazon", "technical", 4, 'Lead bullet "FEATURE SET: It is BPA free."; the fit list (the buying decision) is bullet 4 "NOTES"; "~3 months" rewritten "approx. 3 months"; otherwise faithful'),
    (46, "r9-12", "walmart", "professional", 4, 'Key features complete and accurate; description opens "is BPA free" and repeats itself in a Specifications block'),
    (47, "r9-12", "aliexpress", "luxury", 4, '"Above all, the ... is BPA free."; the fit list is "Please bear in mind"; faithful'),
    (48, "r9-12", "target", "casual", 4, '"It\'s BPA free." is the whole pitch; fit list framed as "Heads up"; faithful'),
    # r9-13 PLA+ filament (no details)
    (49, "r9-13", "aliexpress", "professional", 4, 'Faithful; title tail "cardboard spool (200mm dia, 67mm wide)"; printer fit list is "Good to know: fits (...)"'),
    (50, "r9-13", "ebay", "luxury", 4, 'Title "...Matte Charcoal Nozzle 205-225°C" misses PLA Plus / Bambu; fit list "Please bear in mind: fits (...)"; faithful'),
    (51, "r9-13", "shopify", "casual", 5, 'Clean 8-item rundown, limits kept together; but intro is only "Say hi to the..." and printer compatibility is a "Just so you know"'),
    (52, "r9-13", "bigcommerce", "technical", 3, 'Single bullet crams all 8 specs; first fact is "Details: dry 6hrs at 50°C if it pops or strings."'),
    # r9-14 miniature paint set (no details)
    (53, "r9-14", "etsy", "casual", 2, 'False material: "It\'s made of metallic silver + gold."; title "| metallic silver + gold | water based"; "The good stuff: ... plus needs thinning for airbrush"; 8 tags incl "starters", "matte starter"'),
    (54, "r9-14", "shopify", "technical", 2, '"Build material: metallic silver + gold"; "Item: ... in metallic silver + gold"; checker wrongly failed the Warhammer keyword that "Compatible with: Warhammer 40k..." carries'),
    (55, "r9-14", "amazon", "professional", 2, 'Bullet "MATERIAL: Made of metallic silver + gold."; title "..., Metallic Silver + Gold, Water Based"; non-toxic, 14+ and "miniatures NOT included" in no bullet'),
    (56, "r9-14", "woocommerce", "luxury", 2, 'Opens "In metallic silver + gold, and complete with 16 colours..." (two metallics made the set\'s finish); "water based and matte throughout"'),
    # r9-15 stoneware clay (no details)
    (57, "r9-15", "etsy", "luxury", 2, '"It has no dry sweeping." cut from the silica warning, which is demoted to "Worth knowing"; 3 tags ("buff firing", "heavy item", "keep bag sealed")'),
    (58, "r9-15", "woocommerce", "technical", 2, '"Note: no dry sweeping." opens the body; silica hazard is "Details"; one bullet crams 12 items incl "heavy item, max 4 bags per parcel, Highlands & Islands surcharge"'),
    (59, "r9-15", "magento", "casual", 2, '"It\'s got no dry sweeping."; rundown bullets "Heavy item", "Highlands & Islands surcharge"; silica hazard a "Good to know"'),
    (60, "r9-15", "generic", "professional", 2, '"It has no dry sweeping."; "Also: heavy item, max 4 bags per parcel and Highlands & Islands surcharge" among features; silica hazard "Also of note"'),
    # r9-16 CV rewrite service (has details)
    (61, "r9-16", "etsy", "technical", 3, '"Parts: 1 round of revisions within 14 days." leads; the CV + cover letter + LinkedIn bundle is in the last paragraph; 5 tags incl "services", "Rewrite Service"'),
    (62, "r9-16", "generic", "professional", 3, 'Drops the credential "I spent 11 years screening applications..."; opens on "offers 1 round of revisions"; deliverables under "Further information"'),
    (63, "r9-16", "woocommerce", "luxury", 4, 'Faithful, story kept, but "Discover ..., with 1 round of revisions within 14 days" leads and the deliverables are "Worth knowing" at the end'),
    (64, "r9-16", "facebook", "casual", 4, 'Faithful, story kept; title "ATS Friendly, 48hr Delivery, ATS-friendly format"; leads with revisions, not the bundle'),
    # r9-17 Spanish lessons (no details)
    (65, "r9-17", "shopify", "technical", 3, '"Function: they can cover Latin American vocab." (split from "Castilian Spanish (Spain)"); "Parts:" and "Component list:" both "5 x 60 min private classes"; one bullet crams 10 facts'),
    (66, "r9-17", "generic", "luxury", 3, '"They can cover Latin American vocab." as sentence 2 while "Castilian Spanish (Spain)" is buried; cancellation rule as "More in the detail"'),
    (67, "r9-17", "facebook", "professional", 3, '"come with 5 x 60 min private classes. They can cover Latin American vocab."; one-paragraph dump'),
    (68, "r9-17", "magento", "casual", 5, 'Clean, complete 10-item rundown; but intro "And they can cover Latin American vocab." promotes the caveat and the cancellation rule sits among features'),
    # r9-18 compost worms (has details)
    (69, "r9-18", "ebay", "professional", 2, 'Title "...Wigglers Mix Open on Arrival"; "Key features: ... open on arrival and too small for fishing bait"; "More features: 5% DOA allowance"; breathable bag and "hand-weighed ... the morning it ships" lost'),
    (70, "r9-18", "etsy", "casual", 2, 'Tag "fishing bait" targets the buyers the seller rules out; 6 tags; "The highlights: ... open on arrival, plus too small for fishing bait"; breathable bag and hand-weighed line lost'),
    (71, "r9-18", "generic", "technical", 3, '"Feature list: ..., open on arrival and too small for fishing bait"; "Notes: mix of Eisenia fetida (tiger)"; breathable bag and hand-weighed line lost'),
    (72, "r9-18", "facebook", "luxury", 3, '"as well as too small for fishing bait"; "More in the detail: 5% DOA allowance"; breathable bag and hand-weighed line lost'),
    # r9-19 hatching eggs (has details)
    (73, "r9-19", "ebay", "technical", 2, '"with an each wrapped in bubble + egg box"; "Feature: no Northern Ireland / EU."; "Please don\'t buy if you can\'t accept that risk." follows "NOT for eating" because the 4-of-6 / 0-of-6 figures were dropped; "collected within 48hrs" lost'),
    (74, "r9-19", "etsy", "luxury", 2, '"They have no Northern Ireland / EU."; orphaned "that risk" (hatch figures lost); freshness line lost; 8 tags incl "before setting", "egg", "Pure"'),
    (75, "r9-19", "shopify", "casual", 3, 'All facts present but "They come with an each wrapped in bubble + egg box. There\'s no Northern Ireland / EU."; "that risk" precedes the hatch figures it refers to'),
    (76, "r9-19", "woocommerce", "professional", 3, '"come with an each wrapped in bubble + egg box. They have no Northern Ireland / EU."; "that risk" before its antecedent; NO hatch guarantee is the last line'),
    # r9-20 Bernina 1008, used (no details)
    (77, "r9-20", "ebay", "luxury", 3, '"which is Swiss made and oiled with new motor brushes"; "In the detail: ... cosmetic scratches on bed" as a feature; "UK shipping only" lost; included feet buried in "Worth knowing"'),
    (78, "r9-20", "facebook", "professional", 3, '"Key features: metal body, ... and cosmetic scratches on bed + yellowing on free arm cover"; "UK shipping only" lost; accessories buried'),
    (79, "r9-20", "magento", "casual", 4, 'Complete incl UK shipping only, but rundown bullets "Oiled" and "Cosmetic scratches on bed..." as features; "It\'s Swiss made and oiled."'),
    (80, "r9-20", "generic", "technical", 3, '"Properties: Swiss made and oiled. Parts: new motor brushes."; "Specs: ... cosmetic scratches on bed"; "UK shipping only" lost; 99-char title of appended fragments'),
    # r9-21 Honda EU22i, used (no details)
    (81, "r9-21", "ebay", "professional", 2, 'Title "...Serviced 21kg New Spark Plug Phones", subtitle "...and phones"; "shipped WITHOUT fuel or oil - add 0.4L 10W-30 before first start" and "collection or pallet delivery only" lost'),
    (82, "r9-21", "bigcommerce", "technical", 4, 'Only complete Honda listing (no-oil instruction, pallet delivery, bold CO warning), but "Component list: new spark plug", quiet claim given twice, 12-item crammed bullet'),
    (83, "r9-21", "amazon", "luxury", 2, 'No bullet carries the carbon-monoxide warning; "PROPORTIONS: Weight 21kg."; title ends "New Spark Plug, Phones, CPAP"; no-oil first-start instruction and pallet-only delivery lost'),
    (84, "r9-21", "walmart", "casual", 2, 'Key features "Phones" and "CPAP" as standalone items, "21kg" first; no-oil instruction and pallet-only delivery lost; "Comes with: new spark plug"'),
    # r9-22 Persian Kashan rug (has details)
    (85, "r9-22", "etsy", "technical", 2, 'False colour: "It is supplied in ivory." (dyes "madder red, indigo, ivory" split); "Reported condition: rotate yearly to even out sun fading."; "free UK delivery" lost; tags "ONE-OFF", "fringes re-stitched"'),
    (86, "r9-22", "shopify", "luxury", 2, '"Its color is ivory." (false, and US spelling against the seller\'s "Colours"); "Its condition: rotate yearly to even out sun fading."; "as well as ONE-OFF"'),
    (87, "r9-22", "magento", "professional", 3, '"Item condition: rotate yearly to even out sun fading."; dye bullets "Natural dyes - madder red" / "Indigo" / "Ivory"; filler "Shoppers looking for..." opener; provenance kept'),
    (88, "r9-22", "bigcommerce", "casual", 3, '"The condition: rotate yearly to even out sun fading."; bullets "Indigo", "ONE-OFF", "Ivory"; provenance and colour-warmth note kept'),
    # r9-23 optical smoke alarm twin pack (no details)
    (89, "r9-23", "target", "luxury", 3, '"Among the details of the ...: a ceiling mount."; the 10yr sealed battery is the last "Of note"; "Beyond that: test weekly."'),
    (90, "r9-23", "walmart", "casual", 3, 'Key features lead "Ceiling mount", end "Test weekly"; no 10yr battery, NO wiring or kitchen/Scotland limits among key features; "Comes with: ceiling mount"'),
    (91, "r9-23", "woocommerce", "professional", 4, '"offers a ceiling mount" as the lead; "Test weekly" as a Details bullet; otherwise complete, limits together'),
    (92, "r9-23", "amazon", "technical", 3, 'Lead bullet "FEATURE SET: It has a ceiling mount."; no bullet mentions the 10yr sealed battery or end-of-life warning; two bullets both "ADDITIONAL SPECS"'),
    # r9-24 70mm refractor (has details)
    (93, "r9-24", "target", "technical", 2, '"Additional: kids 8+ with adult, shows Moon craters and Saturn\'s rings."; "Note: Jupiter\'s 4 moons - NOT colourful galaxies" turns a thing it shows into a caveat; son story and free sky-guide PDF lost'),
    (94, "r9-24", "amazon", "luxury", 2, 'Lead bullet "THE DETAILS: It is with an alt-az mount."; 3 bullets, none with the Sun/blindness WARNING; "shows Moon craters, Saturn\'s rings as well as kids 8+ with adult"; sky-guide PDF lost'),
    (95, "r9-24", "aliexpress", "casual", 2, '"Also in the mix: shows Moon craters, Saturn\'s rings, plus kids 8+ with adult."; "Just so you know: Jupiter\'s 4 moons - NOT colourful galaxies"; son story and sky-guide PDF lost'),
    (96, "r9-24", "shopify", "professional", 4, 'Keeps son story, sky-guide PDF and bold Sun WARNING; but "offers an alt-az mount" leads; bullets "Shows Moon craters" / "Saturn\'s rings" / "Kids 8+ with adult"; Jupiter caveat garble'),
    # r9-25 chest freezer (no details)
    (97, "r9-25", "walmart", "luxury", 2, '"leave standing 4 hrs before switching on after delivery" lost; "complete with 2 storage baskets, an energy class E ..., 40 dB"; garage-ready range not in key features; "At a glance" repeats the body'),
    (98, "r9-25", "magento", "professional", 4, 'Complete, 4-hr standing note kept, clean list; but sentence 2 is "It has NO interior light." and the garage range is "Also of note"'),
    (99, "r9-25", "bigcommerce", "technical", 3, '"Note: NO interior light." is the first fact; "Component list: 2 storage baskets, energy class E (new UK/EU label), 40 dB..."'),
    (100, "r9-25", "target", "casual", 2, '"leave standing 4 hrs before switching on" lost; "You get 2 storage baskets, an energy class E (new UK/EU label), 40 dB..."'),
]

# Product ids whose seller pasted a "details" text (from products.json)
WITH_DETAILS = {"r9-01", "r9-02", "r9-06", "r9-07", "r9-11", "r9-16", "r9-18", "r9-19", "r9-22", "r9-24"}


def main():
    assert len(SCORES) == 100, len(SCORES)
    assert [s[0] for s in SCORES] == list(range(1, 101))
    assert all(s[1] == "r9-%02d" % ((s[0] - 1) // 4 + 1) for s in SCORES)
    vals = [s[4] for s in SCORES]
    n = len(vals)
    print("count: %d" % n)
    print("mean: %.2f" % statistics.mean(vals))
    print("median: %.1f" % statistics.median(vals))
    print("share >=8: %.0f%%" % (100.0 * sum(v >= 8 for v in vals) / n))
    print("share >=6: %.0f%%" % (100.0 * sum(v >= 6 for v in vals) / n))
    print("share <=2: %.0f%%" % (100.0 * sum(v <= 2 for v in vals) / n))
    print("histogram:")
    for k in range(1, 11):
        c = sum(v == k for v in vals)
        print("  %2d: %3d %s" % (k, c, "#" * c))
    for label, idx in (("tone", 3), ("platform", 2)):
        groups = defaultdict(list)
        for s in SCORES:
            groups[s[idx]].append(s[4])
        print("mean by %s:" % label)
        for key in sorted(groups):
            print("  %-12s %.2f  (n=%d)" % (key, statistics.mean(groups[key]), len(groups[key])))
    with_d = [s[4] for s in SCORES if s[1] in WITH_DETAILS]
    without_d = [s[4] for s in SCORES if s[1] not in WITH_DETAILS]
    print("mean with details text:    %.2f  (n=%d)" % (statistics.mean(with_d), len(with_d)))
    print("mean without details text: %.2f  (n=%d)" % (statistics.mean(without_d), len(without_d)))


if __name__ == "__main__":
    main()
