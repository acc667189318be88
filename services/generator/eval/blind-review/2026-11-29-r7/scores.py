#!/usr/bin/env python3
"""Review r7: scores for the 100 AI-generated listings (25 sellers x 4 platform/tone pairs).
Each tuple: (number, platform, tone, score 1-10, short reason quoting the worst phrase)."""
import statistics
from collections import Counter, defaultdict

SCORES = [
    # u01 oscillating multi-tool blades
    (1, "aliexpress", "casual", 4, 'Truthful but a raw keyword dump; casual only via "Say hi to"; "One more thing: 2x delta sanding pads (sandpaper NOT incl); universal quick release fits Bosch..." crams fit list into an aside'),
    (2, "woocommerce", "luxury", 4, 'Same dump with "as well as"; nothing luxurious; heading "A note" then "A note: does NOT fit Fein Supercut"; warning whole and well placed'),
    (3, "target", "professional", 4, 'Dump; title padded with ", 2x Scraper"; no benefit sentence anywhere'),
    (4, "walmart", "technical", 2, 'False spec: first key feature "Plastic" and "Build material: plastic" (plastic is a material it cuts, not what the blades are made of)'),
    # u02 RAV4 seat covers
    (5, "walmart", "technical", 2, 'Title drops "2019-2024" although seller says 2018 returns come "every week"; "Feature: no tumble dryer."; airbag warning filed under "Restrictions", case changed to "Airbag"'),
    (6, "aliexpress", "professional", 3, '"They have no tumble dryer." and "are neoprene outer"; airbag warning not set apart as a warning; "Airbag" capitalised; 2-year dogs/kids test lost'),
    (7, "target", "casual", 3, '"Good news: they have no tumble dryer." presents a care rule as a perk; airbag warning buried mid-paragraph; seller proof lost'),
    (8, "woocommerce", "luxury", 3, '"Notably, they have no tumble dryer."; seoTitle "Waterproof Front Seat Covers x2" omits RAV4 and years'),
    # u03 boxing gloves
    (9, "generic", "technical", 2, 'False contents: "Parts: pads." (pads was a use, not an inclusion); "Options: 10oz" loses 12/14/16oz; orphan "goes in a week"'),
    (10, "bigcommerce", "luxury", 2, '"Discover the ... Boxing Gloves ..., with pads." implies pads included; "Offered in 10oz"; meta ends "and goes in a week"'),
    (11, "facebook", "professional", 2, '"The Leather Boxing Gloves ... offer pads." false; "They come in 10oz"; "More features: goes in a week."'),
    (12, "magento", "casual", 2, '"They come with pads." false; variant list "Sizes: 10oz" drops three sizes; "Air out after use" as a feature bullet'),
    # u04 body butter
    (13, "walmart", "casual", 2, 'False: "a cocoa butter", "Unscented version by request means it leaves no scent behind" (this jar is vanilla-orange), "You might know it as: mango butter"; sun warning split'),
    (14, "aliexpress", "technical", 2, 'False: "Type: a cocoa butter." "leaves no scent behind to clash with anything else (unscented version by request)" "Also listed as: mango butter."'),
    (15, "woocommerce", "luxury", 2, 'False: "one finds a cocoa butter" "it leaves no scent behind" "Known, too, as: mango butter."; good: allergen in Safety block, daughter story kept'),
    (16, "target", "professional", 2, 'False: "Thanks to unscented version by request, it leaves no scent behind" "It is a cocoa butter."; "avoid applying before sunbathing" sits under "Also of note" beside "pop in fridge"'),
    # u05 Scottish tablet
    (17, "magento", "professional", 1, 'Food "is made from gold"; "Helpfully, it has no international."; soy cross-contact split off as "Good to know: soy - may contain traces." away from the allergen block'),
    (18, "bigcommerce", "technical", 1, 'Spec "Build material: gold" for fudge; "Feature: no international."; allergen cross-contact warning split (soy under "Notes")'),
    (19, "facebook", "casual", 1, '"made of gold. It\'s gift message card free. It\'s got no international."; soy warning split into "Heads up"; title "..., gold, salted caramel"'),
    (20, "generic", "luxury", 2, '"in gold. It is gift message card free throughout. It has no international."; soy cross-contact split; "ships Mon-Wed" dropped though "UK mainland only" kept'),
    # u06 baby sleeping bag
    (21, "aliexpress", "technical", 3, 'Title ends ", tumble low"; "Parts: a zip guard."; safe-sleep rules under "Note:" after "Care: machine wash 40C", not as a warning'),
    (22, "woocommerce", "professional", 3, 'Safe-sleep rules filed under heading "Care" and "Good to know: do not use w/ duvets, blankets or pillows."; "offer a zip guard" lead'),
    (23, "walmart", "luxury", 3, 'Safe-sleep rules softened to "A fair note:" / "Treat them kindly: machine wash 40C. Do note:"; key feature "Tumble low"'),
    (24, "target", "casual", 3, 'Title ", Tumble Low"; "You get a zip guard."; infant safety lines under "Heads up" after care'),
    # u07 cat tree
    (25, "aliexpress", "professional", 3, 'Anti-tip "MUST be fixed to wall" in "Also of note"; kitten caution under "Care instructions"; orphan "approx 45 mins"; Maine Coon testing lost'),
    (26, "walmart", "luxury", 3, 'Key features "Approx 45 mins", "Tools incl", "Slight glue smell on unboxing"; wall strap absent from features; "please don\'t leave a bad review" on Walmart'),
    (27, "target", "casual", 3, '"Plus: tools incl, approx 45 mins, slight glue smell on unboxing, plus air for 24hrs."; anti-tip rule not a warning; seller proof lost'),
    (28, "woocommerce", "technical", 4, 'Clean spec sheet, Maine Coons kept, but "Component list: 5 levels" and kitten caution under "Maintenance"'),
    # u08 name necklace
    (29, "etsy", "technical", 1, 'Inverts the seller\'s rule: "Intended use: for swimming and for the gym." (seller: remove before swimming, gym); tags "swimming", "gym", "block caps"'),
    (30, "amazon", "casual", 1, 'Bullet "WHEN TO USE IT: It\'s great for swimming and for the gym." inverts the seller\'s warning; search terms "solid 18k gold"; title ends with the 16-inch length as if it were the only one'),
    (31, "shopify", "luxury", 1, '"It is meant for swimming and for the gym." false and harmful to plating; lengths scrambled: 16/18 inch "Offered in", 14/20 inch listed as "chain lengths"'),
    (32, "ebay", "professional", 1, '"It is a good fit for swimming and for the gym." inverts the seller\'s warning; care line keeps only "remove before showering"'),
    # u09 botanical prints
    (33, "ebay", "luxury", 4, 'Truthful but flat; the main selling point (own watercolour studies) is lost; "Do note: they are not rolled." with "ships flat w/ card backing" dropped'),
    (34, "amazon", "professional", 4, 'Only 4 bullets, first labelled "MORE FEATURES:"; watercolour origin lost; search terms generic "wall decor home artwork decoration room walls"'),
    (35, "shopify", "casual", 5, 'Best of set: story and "ships flat" kept; still "One more thing:" twice and no reason to buy beyond the spec list'),
    (36, "etsy", "technical", 4, 'Tags filler "art", "artwork", "home art", "art for walls"; no fern/eucalyptus/giclee/set-of-3 tag'),
    # u10 oak dining chairs
    (37, "shopify", "professional", 3, '"Helpfully, they have no two alike."; load limit as "Also searched as: max load 120kg / 265lb per chair."; "do not stand on chair. Good to know: this is not a defect."'),
    (38, "etsy", "casual", 3, 'Tags "Mid Chairs", "Solid Chairs", "seat", "overall 80cm"; "They\'ve got no two alike."; "You might know them as: max load 120kg"'),
    (39, "ebay", "technical", 3, '"Parts: an oiled finish."; "Also listed as: max load 120kg / 265lb per chair."; kerbside delivery dropped on eBay'),
    (40, "amazon", "luxury", 3, 'Bullet 1 "THE DETAILS: They are with an oiled finish."; "NOT for outdoor use, do not stand on chair, this is not a defect."; load limit not in bullets'),
    # u11 gyuto knife
    (41, "amazon", "luxury", 3, 'Only 2 bullets; "one finds a damascus pattern varies per knife"; hand-wash rule not in bullets; Seki forge story lost'),
    (42, "etsy", "casual", 3, '"Meet the 8" Japanese Gyuto Chef Knife - VG10 Damascus 67 Layer, Walnut Handle: a damascus pattern varies per knife."; tags "service by request", "knife", "HRC 60-61"'),
    (43, "ebay", "technical", 3, '"Type: a damascus pattern varies per knife."; "ID check on delivery" and Seki hand-checking lost'),
    (44, "shopify", "professional", 4, 'Opens "is a damascus pattern varies per knife"; Seki/hand-check proof buried under "Care"; seoTitle generic'),
    # u12 USB-C hub
    (45, "etsy", "technical", 2, 'Title ends "| normal"; tags "normal", "keep receipt", "C Hub"; "Specs: aluminium shell and normal."'),
    (46, "amazon", "casual", 3, 'Title ends ", Normal"; bullet "ALSO IN THE MIX: Aluminium shell, plus normal."; lead bullet only "It\'s got 2x USB-A 3.0"'),
    (47, "ebay", "luxury", 3, 'Title "...SD/microSD Normal"; subtitle "aluminium shell and normal"'),
    (48, "shopify", "professional", 4, 'Compat facts kept, but bullet "Normal" and meta "aluminium shell and normal"'),
    # u13 overdrive pedal
    (49, "amazon", "technical", 2, 'Warning split into "OPERATION: It will damage the circuit and void warranty and works for guitar + bass"; 9V centre-negative spec not in bullets; 4 bullets; orphan "+2 weeks"'),
    (50, "ebay", "casual", 2, '"Good news: it has no battery clip."; "It will damage the circuit and void warranty and works for guitar + bass"'),
    (51, "etsy", "professional", 2, '"It will damage the circuit and void warranty"; tags "tone", "level", "instrument"; "More features: custom paint by request and +2 weeks."'),
    (52, "shopify", "luxury", 2, '"It will damage the circuit and void warranty and works for guitar + bass"; meta ends "and +2 weeks"'),
    # u14 journal cover
    (53, "bigcommerce", "casual", 4, '"It\'s NOT thick fountain pens."; "Natural marks" as a feature bullet'),
    (54, "generic", "luxury", 3, 'Title padded ", natural marks"; "Kindly note that it is NOT thick fountain pens."; no luxury language for a full-grain hand-stitched item'),
    (55, "magento", "professional", 4, '"Please note that it is NOT thick fountain pens."; "Shoppers looking for an A5 journal cover will find it in..." filler lead'),
    (56, "facebook", "technical", 3, 'Title padded ", natural marks"; "NOT thick fountain pens. NOT vegan." as fragments'),
    # u15 embroidery kit
    (57, "bigcommerce", "professional", 5, 'Sound facts and library story, but WARNING block ends "no returns once pattern opened; wholesale for craft groups by request"'),
    (58, "generic", "luxury", 4, 'Workshop story lost; "With 2 needles, the ... is an embroidery starter kit."; returns/wholesale inside WARNING'),
    (59, "magento", "casual", 5, 'Clear and complete, but "an embroidery starter kit with 2 needles" lead and returns/wholesale inside WARNING'),
    (60, "facebook", "technical", 5, '"Parts: 2 needles." odd; returns/wholesale text inside WARNING; otherwise complete'),
    # u16 Rumours LP
    (61, "ebay", "professional", 5, 'Grading complete, but "offers a green WB label", "Item condition: condition:", "Good to know: only if not as described."; mailer note dropped on eBay'),
    (62, "etsy", "casual", 3, 'Only 11 tags incl. "some creasing", "some creasing mac", "macs"; "Only if not as described."'),
    (63, "shopify", "luxury", 5, 'All facts incl. mailer; still "As to condition: condition:" and "Please bear in mind: only if not as described."'),
    (64, "amazon", "technical", 3, '4 bullets; "NOTES: NOT a reissue, only if not as described." garbles the returns rule; sleeve VG- faults not in bullets'),
    # u17 Boba Fett
    (65, "magento", "professional", 4, '"is both arms tight and legs slightly loose, with a loose (no card, no box)"; condition otherwise complete, warning placed'),
    (66, "facebook", "luxury", 3, '"which is both arms tight and legs slightly loose with a loose (no card, no box)"; title ", both arms tight"'),
    (67, "generic", "casual", 3, '"The good stuff: ... plus missing original rifle" sells a defect as a perk; title "Loose, Original, loose (no card, no box)"'),
    (68, "bigcommerce", "technical", 4, '"Component list: loose (no card, no box), Hong Kong COO stamp on leg"; otherwise accurate'),
    # u18 wedding template
    (69, "shopify", "technical", 3, '"No physical item will BE SHIPPED." loses the seller\'s all-caps; "Parts: a details card."; "Details: colours in free Canva account" cut from "edit text, fonts"'),
    (70, "ebay", "luxury", 3, '"With a details card, the ... is an editable canva template."; title padded "Details Card"; digital-only item on eBay not flagged'),
    (71, "amazon", "professional", 3, 'Lead bullet "KEY FEATURES: It comes with a details card."; "No physical item will BE SHIPPED."'),
    (72, "etsy", "casual", 2, 'Tags "fonts", "edit text", "fonts template", "template", "personal use only"; no tag says wedding/invitation/canva'),
    # u19 merino base layer
    (73, "facebook", "professional", 3, 'Exchange condition moved into title "..., unworn w/ tags, odour resistant"; "With unworn w/ tags, the ... is odour resistant."'),
    (74, "generic", "luxury", 3, 'Title ", unworn w/ tags, odour resistant, sizes XS-XXL"; "which is odour resistant with unworn w/ tags"; exchange policy loses its condition'),
    (75, "magento", "technical", 4, '"Component list: unworn w/ tags"; meta "specifications: unworn w/ tags"; otherwise complete, allergy in Safety block'),
    (76, "bigcommerce", "casual", 3, '"You get unworn w/ tags, too." and bullet "Unworn w/ tags"; exchange rule loses "unworn w/ tags"'),
    # u20 rain boots
    (77, "facebook", "professional", 3, '"The material is normal for natural rubber."; invented "stays where you put it" for a boot "not for use on ice"; "a colours green, blue, pink unicorn print"'),
    (78, "bigcommerce", "casual", 2, '"It\'s made of normal for natural rubber"; bullet "Normal for natural rubber"; meta repeats it'),
    (79, "generic", "technical", 2, 'Title ", normal for natural rubber"; "Material: normal for natural rubber."; "Benefit: stays where you put it"; son\'s story lost'),
    (80, "magento", "luxury", 2, 'Opens "Fashioned from normal for natural rubber"; "With a non-slip sole, it stays where you put it."'),
    # u21 tomato seeds
    (81, "aliexpress", "professional", 4, 'Accurate but flat; allotment seed-saving story lost; Checks claims quarantine line "left out" though it is present'),
    (82, "woocommerce", "casual", 5, 'Story and sowing tip kept; but bullet "Approx 20 seeds per pack: Brandywine" and "It\'s untreated." as the lead'),
    (83, "target", "luxury", 4, '"Above all, the ... is untreated."; allotment story lost'),
    (84, "walmart", "technical", 4, 'Key feature "Approx 20 seeds per pack: Brandywine"; only 6 of 8 varieties in key features; story lost'),
    # u22 marble run
    (85, "magento", "technical", 5, 'Complete, warning whole, but "expansion packs sold separately (elevator, bell tower)" inside the CHOKING HAZARD block'),
    (86, "facebook", "luxury", 4, '"Take a closer look at..." filler; title padded ", idea booklet incl"; upsell inside WARNING'),
    (87, "bigcommerce", "casual", 5, 'Clean, but "Wood colour varies" and "Small natural knots" as rundown bullets; upsell inside WARNING'),
    (88, "generic", "professional", 5, '"Importantly, it builds 30+ designs." is as close to a pitch as it gets; upsell inside WARNING'),
    # u23 weighted blanket
    (89, "etsy", "luxury", 2, 'Tags "air out", "body weight", "movie nights", "chilly evenings", "throw"; no "weighted blanket" tag; "do NOT use on anyone unable to remove it themselves" under care'),
    (90, "ebay", "professional", 3, 'Title "...Cover Incl Air Out"; subtitle "and air out"; the "unable to remove it" clause split from the child warning'),
    (91, "shopify", "technical", 4, 'Clean specs, child warning in Safety block, but "Do NOT use on anyone unable to remove it themselves" under "Maintenance"; meta ends "and air out"'),
    (92, "amazon", "casual", 2, 'Title ends ", Air Out"; child/infant warning absent from bullets; "BEFORE YOU BUY: Small quilted pockets so beads don\'t shift"'),
    # u24 AirPods refurbished
    (93, "target", "casual", 4, 'Title ", earbuds Excellent"; "It\'s earbuds excellent."; grade split from its defects; otherwise honest and complete'),
    (94, "aliexpress", "luxury", 3, '"which is earbuds excellent"; "A note: ... A note: ... A note:"; no luxury register at all'),
    (95, "walmart", "technical", 4, 'Key feature #1 "Small scuff on lid hinge"; "Characteristics: earbuds excellent"; facts complete'),
    (96, "woocommerce", "professional", 4, 'Opens "is earbuds excellent."; otherwise complete, testing note kept'),
    # u25 iSUP
    (97, "target", "luxury", 2, 'False condition: "As to condition: UV fading." (a warranty exclusion); "pressure rises" split from sun warning; surcharge kept, "shipping to UK mainland free" dropped'),
    (98, "aliexpress", "casual", 2, '"Current condition: UV fading."; "Plus: removable US fin, pressure rises, dry before packing, plus highlands + islands surcharge."'),
    (99, "walmart", "technical", 1, 'First key feature "UV fading" and spec "Item condition: UV fading" on a new board; "pressure rises" as a feature'),
    (100, "woocommerce", "professional", 2, '"Item condition: UV fading."; bullets "Pressure rises", "Highlands + islands surcharge"'),
]


def main():
    assert len(SCORES) == 100 and [s[0] for s in SCORES] == list(range(1, 101))
    vals = [s[3] for s in SCORES]
    n = len(vals)
    print(f"count: {n}")
    print(f"mean: {statistics.mean(vals):.2f}")
    print(f"median: {statistics.median(vals)}")
    print(f"share >=8: {sum(v >= 8 for v in vals) / n:.0%}")
    print(f"share >=6: {sum(v >= 6 for v in vals) / n:.0%}")
    print(f"share <=2: {sum(v <= 2 for v in vals) / n:.0%}")
    print("histogram:")
    c = Counter(vals)
    for k in range(1, 11):
        print(f"  {k:2d}: {c.get(k, 0):3d} {'#' * c.get(k, 0)}")
    for key, idx in (("tone", 2), ("platform", 1)):
        g = defaultdict(list)
        for s in SCORES:
            g[s[idx]].append(s[3])
        print(f"mean by {key}:")
        for name in sorted(g, key=lambda x: (-statistics.mean(g[x]), x)):
            print(f"  {name:12s} {statistics.mean(g[name]):.2f} (n={len(g[name])})")


if __name__ == "__main__":
    main()
