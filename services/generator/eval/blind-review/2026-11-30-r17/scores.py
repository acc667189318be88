#!/usr/bin/env python3
"""Blind review r17: scores for 100 listings (25 sellers x 4 platforms/tones).

Each record: (listing no., product id, platform, tone, score 1-10, reason, verbatim quote).
The quote must occur verbatim in that listing's own section of listings.md.
Run: python3 scores.py
"""
import json
import os
import re
import statistics

HERE = os.path.dirname(os.path.abspath(__file__))

R = [
 # r17-01 lead flashing (details given)
 (1, "r17-01", "etsy", "professional", 3, "Uses recast as contents: a lead roll 'comes with' a valley lining and bay windows; junk tags ('dormers code'); warnings intact", "comes with a code 4 lead, a valley lining and bay windows"),
 (2, "r17-01", "amazon", "luxury", 3, "Same false-contents garble in the first spec bullet; 'THE DETAILS/FURTHER DETAILS' labels, nothing luxurious; courier omission correct", "It offers a code 4 lead, a valley lining as well as bay windows."),
 (3, "r17-01", "walmart", "technical", 3, "Contents garble again; bare key features 'Bay windows', 'Dormers'; title loses 'Lead' ('Roofing BS EN 12588')", "with a code 4 lead, a valley lining and bay windows"),
 (4, "r17-01", "ebay", "casual", 3, "Casual opener still says the roll comes with bay windows; 'cut from full 6m rolls' repeated as an afterthought", "It comes with a code 4 lead, a valley lining, plus bay windows."),
 # r17-02 porcini (no details)
 (5, "r17-02", "shopify", "professional", 4, "Allergen line kept word for word, but backwards logic opener and uses as bare bullets (Risotto, Pasta, Gravy)", "contain no animal-derived ingredients, because they are vegan"),
 (6, "r17-02", "aliexpress", "luxury", 4, "Odd lead ('Above all ... gluten free'), uses run in as 'details'; no luxury voice; allergen/grit lines intact", "Above all, the Dried Porcini Mushrooms 100g are gluten free."),
 (7, "r17-02", "target", "technical", 4, "Label soup: a synonym filed as a feature; faithful otherwise", "Additional features: ceps"),
 (8, "r17-02", "facebook", "casual", 4, "Choppy robotic casual; no reason to buy (flavour, 600g yield) up front", "They're gluten free. They're vegan. So yes, they contain no animal-derived ingredients."),
 # r17-03 edible cake topper (details given)
 (9, "r17-03", "woocommerce", "luxury", 3, "Tells a WooCommerce buyer to use Etsy messages; garbled opener; FDA-inks line wrongly dropped as a 'health claim'", "Purchase policy: send photo via Etsy message after ordering."),
 (10, "r17-03", "magento", "technical", 3, "Seller's print restriction recast as a product feature; Etsy-message instruction on Magento", "Feature: no copyrighted characters."),
 (11, "r17-03", "bigcommerce", "casual", 3, "Restriction reads as a property of the topper; Etsy instruction on BigCommerce; SEO title cut to 24 chars", "It's got no copyrighted characters."),
 (12, "r17-03", "generic", "professional", 4, "Tautological opener and fact list; seller's good printer/spelling note kept; Etsy reference less wrong on a generic page", "Shoppers looking for an edible cake topper will find it in the Edible Photo Cake Topper."),
 # r17-04 hair extensions (no details)
 (13, "r17-04", "etsy", "professional", 3, "Other shades listed as details of this set and one filed as care instructions; a feature filed as a synonym", "Care instructions: #613 bleach blonde."),
 (14, "r17-04", "amazon", "luxury", 3, "Heat-styling filed as 'ITS PURPOSE'; a shade as care; returns policy kept on Amazon", "To look after it: #613 bleach blonde."),
 (15, "r17-04", "walmart", "technical", 3, "Shade as maintenance (also in the spec table); title drops 'Hair' ('Remy Human 20')", "Maintenance: #613 bleach blonde."),
 (16, "r17-04", "ebay", "casual", 3, "Clips 'on' the set, a feature as a nickname, a shade as care", "You might know it as: silicone lined clips."),
 # r17-05 tow bar (details given)
 (17, "r17-05", "shopify", "professional", 4, "NOT-hybrid / NOT-spare-wheel negations intact, but 'CAN' read as a verb; bullet dump", "Importantly, it CAN bus compatible"),
 (18, "r17-05", "aliexpress", "luxury", 4, "Same broken grammar in the lead; no luxury register; negations intact", "Quite simply, it CAN bus compatible"),
 (19, "r17-05", "target", "technical", 4, "Broken 'Function' line; otherwise complete spec list incl. approval cert", "Function: it CAN bus compatible"),
 (20, "r17-05", "facebook", "casual", 4, "Keeps fitting/local offer, but the key compatibility sentence is ungrammatical", "It CAN bus compatible and fits"),
 # r17-06 hedgehog house (details given)
 (21, "r17-06", "woocommerce", "luxury", 2, "'fill with dry leaves or hay, NOT straw' split: the welfare negation now says the house isn't straw", "Kindly note that it is NOT straw."),
 (22, "r17-06", "magento", "technical", 3, "Straw warning orphaned (ambiguous rather than false); siting advice and 'Wildlife garden' filed as specs", "Note: NOT straw."),
 (23, "r17-06", "bigcommerce", "casual", 2, "Welfare negation broken; 'You'll find a hedgehog hibernation box on it'", "Heads up: it's NOT straw."),
 (24, "r17-06", "generic", "professional", 2, "Straw warning broken the same way; good maker story kept", "It is NOT straw."),
 # r17-07 calligraphy (no details)
 (25, "r17-07", "etsy", "professional", 4, "Disclaimer merged with the return-shipping promise; tags 'black', 'white' wasted", "I am NOT responsible for spelling errors in your list, envelopes returned tracked & signed for"),
 (26, "r17-07", "amazon", "luxury", 4, "Template bullets; service terms dumped as 'OF NOTE'; nothing to make a bride want the lettering", "THE DETAILS: It is hand lettered."),
 (27, "r17-07", "walmart", "technical", 4, "Key features spend two slots on bare 'Black' and 'White'; label soup", "Properties: hand lettered."),
 (28, "r17-07", "ebay", "casual", 4, "Readable but flat; same merged disclaimer", "Pick from black, white and gold or silver ink."),
 # r17-08 embroidery files (no details)
 (29, "r17-08", "shopify", "professional", 2, "Digital download said to 'offer' tea towels, cushion covers and blankets (meta too), against 'nothing will be posted'", "offer embroidery files, tea towels, cushion covers and baby blankets"),
 (30, "r17-08", "aliexpress", "luxury", 2, "Same invented physical contents; formats split into orphan items", "with embroidery files, tea towels, cushion covers as well as baby blankets"),
 (31, "r17-08", "target", "technical", 2, "Lists tea towels etc. as 'Parts'; 26-letter set shown as '26 designs' variants", "Parts: embroidery files, tea towels, cushion covers and baby blankets."),
 (32, "r17-08", "facebook", "casual", 2, "Invented contents plus 'Pick from 26 designs' (it is a full set)", "You'll find embroidery files, tea towels, cushion covers, plus baby blankets on them."),
 # r17-09 Royal Doulton figurine (details given)
 (33, "r17-09", "woocommerce", "luxury", 4, "Condition and 'NOT in original box' kept, grandmother story kept, but garbled opener", "With a bone china figurine, the Royal Doulton Figurine"),
 (34, "r17-09", "magento", "technical", 4, "Designer filed as a feature; packing filed as 'Characteristics'", "Additional features: Leslie Harradine"),
 (35, "r17-09", "bigcommerce", "casual", 4, "Figurine 'has' a figurine; a nice gift line but still a list", "It's got a bone china figurine"),
 (36, "r17-09", "generic", "professional", 4, "Faithful but templated; odd 'sold as a gift' phrasing", "It is sold as a gift for mum."),
 # r17-10 swimsuit (no details)
 (37, "r17-10", "etsy", "professional", 5, "Everything kept incl. sizing advice and hygiene-liner rule; stilted opener; 'tummy control' only in tags", "can be set to suit the person using it, as it has adjustable straps"),
 (38, "r17-10", "amazon", "luxury", 4, "Stutter in a bullet; template labels; seller returns terms left on Amazon", "ITS COLORS: Its colors: navy w/ white polka dot."),
 (39, "r17-10", "walmart", "technical", 5, "Clean key features; description is a labelled fact dump", "Benefit: can be set to suit the person using it (adjustable straps)."),
 (40, "r17-10", "ebay", "casual", 5, "Readable casual opener, sizes in body after title trim; weak subtitle", "The colors? Navy w/ white polka dot."),
 # r17-11 Moses basket (no details)
 (41, "r17-11", "shopify", "professional", 2, "Safe-sleep stop rule split: 'roll or kneel' hangs off the mattress, the stop line keeps only 'sit up'", "brand new foam mattress (sealed); roll or kneel. 0-6 months or until baby can roll. Stop using once baby can sit up."),
 (42, "r17-11", "aliexpress", "luxury", 2, "Same broken safety line; also drops that the stand cannot be posted", "Worth knowing: brand new foam mattress (sealed); roll or kneel."),
 (43, "r17-11", "target", "technical", 2, "Broken stop-using rule; basket-only postage fact dropped", "Details: brand new foam mattress (sealed); roll or kneel."),
 (44, "r17-11", "facebook", "casual", 2, "Collection info kept, but the infant-safety line is still broken", "Good to know: brand new foam mattress (sealed); roll or kneel."),
 # r17-12 dog cooling vest (no details)
 (45, "r17-12", "woocommerce", "luxury", 3, "A measuring tip listed as a feature; colours split (orange shown, not in 'blue, grey'); sizes 'S as well as M'", "a reflective trim, quick release buckles as well as measure chest behind front legs"),
 (46, "r17-12", "magento", "technical", 3, "Measuring instruction as a 'Part'; 'soak, wring & wear' cut in two; 23-line spec dump", "Parts: a reflective trim, quick release buckles and measure chest behind front legs."),
 (47, "r17-12", "bigcommerce", "casual", 3, "Says the vest 'comes with' measure chest; breeds and weather words as bullets", "It comes with a reflective trim, quick release buckles, plus measure chest behind front legs."),
 (48, "r17-12", "generic", "professional", 3, "Colour list wrong (orange separate); re-wet instruction buried mid-list; safety lines intact", "It is in blue, grey."),
 # r17-13 Concept2 rower (details given)
 (49, "r17-13", "etsy", "professional", 5, "Complete and honest (scuffs, sold as seen, collection, seller's story); clumsy pairing in the lead; junk tag 'USED monitor'", "which is heart rate strap compatible and chain oiled"),
 (50, "r17-13", "amazon", "luxury", 3, "'Collection only' dropped as shipping, yet title and bullet still say collection/cash, which is off-platform payment; 'It has no offers.'", "OF NOTE: I can help load, cash or bank transfer on collection."),
 (51, "r17-13", "walmart", "technical", 3, "'No offers' filed as a feature; same collection/cash contradiction", "Feature: no offers."),
 (52, "r17-13", "ebay", "casual", 4, "Right platform, everything kept, but garbled 'got no offers'; subtitle wasted", "It's got no offers."),
 # r17-14 violin (no details)
 (53, "r17-14", "shopify", "professional", 4, "Other sizes become orphan bullets '1/2', '1/4'; solid spruce only in title; luthier set-up buried", "Also available 4/4."),
 (54, "r17-14", "aliexpress", "luxury", 3, "Luthier set-up wrongly dropped as 'shipping' (it's the best quality fact); size list garbled", "In addition: sizing chart in photos, 1/2, 1/4 as well as natural varnish."),
 (55, "r17-14", "target", "technical", 3, "Luthier set-up wrongly dropped; product type filed as an 'additional feature'", "Additional features: 3/4 violin"),
 (56, "r17-14", "facebook", "casual", 4, "Keeps luthier set-up and NOT-incl shoulder rest; orphan size bullets remain", "It comes with ebony fingerboard & pegs, 4 fine tuners, plus an oblong lightweight case w/ shoulder straps."),
 # r17-15 radiator cover (no details)
 (57, "r17-15", "woocommerce", "luxury", 3, "Synonym turned into contents: the cover 'comes with a radiator cabinet'; storage-heater negation intact", "the Radiator Cover comes with a radiator cabinet"),
 (58, "r17-15", "magento", "technical", 3, "Synonym as design feature and contents; the fit dimensions are good", "Design features: radiator cabinet"),
 (59, "r17-15", "bigcommerce", "casual", 3, "Same contents garble in casual form", "it's got a radiator cabinet"),
 (60, "r17-15", "generic", "professional", 3, "Same contents garble; otherwise compact and complete", "comes with a radiator cabinet"),
 # r17-16 Aeron (details given)
 (61, "r17-16", "etsy", "professional", 5, "Sound lead sentence, honest condition, seller's inspection story; weak tags ('Graphite', 'Used')", "With adjustable arms and a graphite frame, the Herman Miller Aeron Chair Size B (used) is an ergonomic office chair."),
 (62, "r17-16", "amazon", "luxury", 4, "Lumbar support turned into what the chair 'is'; correct delivery/discount omissions", "It is posturefit lumbar"),
 (63, "r17-16", "walmart", "technical", 5, "Good key features (condition first); label-soup description", "Properties: posturefit lumbar."),
 (64, "r17-16", "ebay", "casual", 6, "Best of the batch: natural lead, clear condition, trade story and delivery terms; still list-led, 'fully loaded' unexplained", "Meet the Herman Miller Aeron Chair Size B (used): an ergonomic office chair with adjustable arms, plus a graphite frame."),
 # r17-17 custom diamond painting (no details)
 (65, "r17-17", "shopify", "professional", 4, "Circular 'because it is personalised' logic; subjects split into bullets 'Family', 'Memorials'; choking warning intact", "so it is one of a kind, because it is personalised"),
 (66, "r17-17", "aliexpress", "luxury", 4, "One photo subject promoted to the product's purpose; warning intact", "Consider the Custom Diamond Painting Kit From Your Photo, meant for weddings."),
 (67, "r17-17", "target", "technical", 4, "Same 'made for weddings' narrowing; 'Scope of delivery: frame NOT included' is good", "Item: Custom Diamond Painting Kit From Your Photo, made for weddings."),
 (68, "r17-17", "facebook", "casual", 4, "Same narrowing; complete otherwise", "Meet the Custom Diamond Painting Kit From Your Photo, made for weddings."),
 # r17-18 juniper bonsai (details given)
 (69, "r17-18", "woocommerce", "luxury", 4, "Garbled lead; OUTDOOR warning kept but buried under 'A note'; nursery story kept", "is an approx 8 years old"),
 (70, "r17-18", "magento", "technical", 4, "Age filed as product 'Type'; one overloaded spec bullet", "Type: an approx 8 years old."),
 (71, "r17-18", "bigcommerce", "casual", 4, "Nonsense lead sentence; tidy bullets and honest notes", "Meet the Juniper Bonsai Tree 8 Years Old: an approx 8 years old."),
 (72, "r17-18", "generic", "professional", 4, "Tautology lead; otherwise complete", "Shoppers looking for an approx 8 years old will find it"),
 # r17-19 barber chair (no details)
 (73, "r17-19", "etsy", "professional", 2, "'Vintage style' (new reproduction) turned into '(vintage)': a false claim, and on Etsy vintage means 20+ years", "The Heavy Duty Hydraulic Barber Chair (vintage) is a salon chair"),
 (74, "r17-19", "amazon", "luxury", 2, "Same false 'vintage' claim; 'tattoo studio' listed as a detail", "the Heavy Duty Hydraulic Barber Chair (vintage) is a salon chair"),
 (75, "r17-19", "walmart", "technical", 2, "False '(vintage)' in the item line; clean key features otherwise", "Item: Heavy Duty Hydraulic Barber Chair (vintage)"),
 (76, "r17-19", "ebay", "casual", 2, "False '(vintage)' on eBay, where buyers filter on it", "Meet the Heavy Duty Hydraulic Barber Chair (vintage)"),
 # r17-20 blood pressure monitor (no details)
 (77, "r17-20", "shopify", "professional", 5, "Medical caveats exact; leads with CE mark, not a benefit; 'Hypertension' as a bare bullet", "The Upper Arm Blood Pressure Monitor is CE marked."),
 (78, "r17-20", "aliexpress", "luxury", 4, "Run-on list mixes pouch, use and device class", "Besides: storage pouch, home use, hypertension as well as medical device class IIa."),
 (79, "r17-20", "target", "technical", 4, "Spec bullets lump unrelated items; caveats intact", "Storage pouch, home use, hypertension, medical device class IIa"),
 (80, "r17-20", "facebook", "casual", 5, "Clean list and exact caveats; thin two-line opener", "Meet the Upper Arm Blood Pressure Monitor. It's CE marked."),
 # r17-21 Walkman (details given)
 (81, "r17-21", "woocommerce", "luxury", 4, "Restorer's honest caveat kept; garbled 'is battery door intact'; 'collectors' as a feature", "which is battery door intact"),
 (82, "r17-21", "magento", "technical", 4, "Era filed as a feature; 'battery door intact' twice", "Additional features: 90s"),
 (83, "r17-21", "bigcommerce", "casual", 4, "Broken grammar in the lead; good restorer paragraph", "It's battery door intact."),
 (84, "r17-21", "generic", "professional", 4, "Broken grammar ('it is portable tape player'), plus a filler benefit of the tool's own", "because it is portable tape player"),
 # r17-22 acrylic pen blanks (no details)
 (85, "r17-22", "etsy", "professional", 4, "Kit list split (Slimline/Cigar/Sierra); dust warning exact; invented tags", "cigar assorted, assorteds"),
 (86, "r17-22", "amazon", "luxury", 4, "Warning first (good) but garbled 'has no two sets the same'", "It has no two sets the same."),
 (87, "r17-22", "walmart", "technical", 4, "Title loses 'Pen' ('Woodturning & Turning'); bare 'Cigar' key feature", "Woodturning & Turning"),
 (88, "r17-22", "ebay", "casual", 4, "Some casual voice, but the kit-compatibility list is still split", "No two sets the same, simple as that."),
 # r17-23 petal confetti (no details)
 (89, "r17-23", "shopify", "professional", 3, "Colour mix loses 'blush' (contradicts title); 'Confetti cones' listed as a detail, then 'cones NOT incl'", "Ivory & sage mix (shown) - other mixes in shop"),
 (90, "r17-23", "aliexpress", "luxury", 3, "Blush dropped; cones in the detail list; free postage correctly left out", "ivory & sage mix (shown) - other mixes in shop as well as confetti cones"),
 (91, "r17-23", "target", "technical", 3, "'Church & venue approved' upgraded to a certification; blush lost; cones listed", "Certifications: church & venue approved"),
 (92, "r17-23", "facebook", "casual", 3, "Blush lost, cones listed; NOT-edible and pets lines intact", "Ivory & sage mix (shown) - other mixes in shop"),
 # r17-24 rocket motors (no details)
 (93, "r17-24", "woocommerce", "luxury", 4, "18+, ID and 1.4S warnings intact, but the safety code is filed among specs", "single stage as well as follow the model rocketry safety code"),
 (94, "r17-24", "magento", "technical", 4, "Safety code filed as an 'additional feature'", "Additional features: C class"),
 (95, "r17-24", "bigcommerce", "casual", 3, "Explosive storage framed as cosmetic care; safety code a bullet", "To keep them looking good: store in a cool dry place."),
 (96, "r17-24", "generic", "professional", 4, "Explosive storage under 'care'; warnings otherwise exact", "To care for them: store in a cool dry place."),
 # r17-25 letterbox flowers (details given)
 (97, "r17-25", "etsy", "professional", 5, "Cat/lily warning and farm story kept; lead is an occasions list; junk tags ('well soon')", "The Letterbox Flowers are made for a birthday, thank you, sympathy, get well soon and just because."),
 (98, "r17-25", "amazon", "luxury", 3, "Winter dried-stems disclosure dropped under a 'Fresh Cut' title; gift card (an inclusion) wrongly cut as shipping", "ITS PURPOSE: Quite simply, they open over 2-3 days."),
 (99, "r17-25", "walmart", "technical", 3, "Same lost winter disclosure and gift card; 'our farm' made anonymous", "Seasonal stems from a farm"),
 (100, "r17-25", "ebay", "casual", 5, "Complete incl. farm story and cat warning; subtitle repeats the title", "Here's the Letterbox Flowers."),
]


def sections(md_text):
    """Map listing number -> (header line, section text)."""
    out = {}
    parts = re.split(r"(?m)^(?=## #\d+ )", md_text)
    for p in parts:
        m = re.match(r"## #(\d+) (\S+) · (\S+) · (\S+)", p)
        if m:
            out[int(m.group(1))] = (m.group(2), m.group(3), m.group(4), p)
    return out


def main():
    md = open(os.path.join(HERE, "listings.md"), encoding="utf-8").read()
    prods = json.load(open(os.path.join(HERE, "products.json"), encoding="utf-8"))
    has_details = {p["id"]: bool((p.get("details") or "").strip()) for p in prods}
    names = {p["id"]: p["productName"] for p in prods}
    secs = sections(md)

    assert len(R) == 100 and sorted(r[0] for r in R) == list(range(1, 101)), "need listings 1..100 once each"
    scores = [r[4] for r in R]
    n = len(scores)

    print(f"count: {n}")
    print(f"mean: {statistics.mean(scores):.2f}")
    print(f"median: {statistics.median(scores):g}")
    print(f"share >=8: {sum(s >= 8 for s in scores) / n:.0%}")
    print(f"share >=6: {sum(s >= 6 for s in scores) / n:.0%}")
    print(f"share <=2: {sum(s <= 2 for s in scores) / n:.0%}")

    print("\nhistogram:")
    for k in range(1, 11):
        c = scores.count(k)
        print(f"  {k:>2} | {'#' * c}{' ' if c else ''}{c}")

    def group(keyf, label, order=None):
        g = {}
        for r in R:
            g.setdefault(keyf(r), []).append(r[4])
        print(f"\nmean by {label}:")
        keys = order or sorted(g, key=lambda k: (-statistics.mean(g[k]), k))
        for k in keys:
            print(f"  {k:<16} {statistics.mean(g[k]):.2f}  (n={len(g[k])})")

    group(lambda r: r[3], "tone")
    group(lambda r: r[2], "platform")
    group(lambda r: "with details" if has_details[r[1]] else "without details", "seller details text",
          order=["with details", "without details"])

    print("\nmean by product:")
    byp = {}
    for r in R:
        byp.setdefault(r[1], []).append(r[4])
    for pid in sorted(byp):
        print(f"  {pid}  {statistics.mean(byp[pid]):.2f}  {byp[pid]}  {names[pid][:60]}")

    # verification: header metadata and verbatim quotes
    meta_ok, quote_ok, bad = 0, 0, []
    for num, pid, plat, tone, score, reason, quote in R:
        spid, splat, stone, text = secs[num]
        if (spid, splat, stone) == (pid, plat, tone):
            meta_ok += 1
        else:
            bad.append(f"#{num}: header says {spid}/{splat}/{stone}")
        if quote in text:
            quote_ok += 1
        else:
            bad.append(f"#{num}: quote not found: {quote!r}")
        assert 1 <= score <= 10
    print(f"\nheaders matched: {meta_ok}/100")
    print(f"quotes verified verbatim: {quote_ok}/100")
    for b in bad:
        print("  MISMATCH", b)


if __name__ == "__main__":
    main()
