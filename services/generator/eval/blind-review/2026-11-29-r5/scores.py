"""Scores for the 100 listings in /work/review/r5/listings.md (seller input: products.json).
Each tuple: (number, platform, tone, score 1-10, one-line reason quoting the worst phrase).
Run: python3 scores.py"""

from collections import Counter, defaultdict
from statistics import mean, median

SCORES = [
    (1, "generic", "luxury", 3, "Sizes split and connectives misused: “In short, they contain BEESWAX (not vegan). Offered in S 7x8\".”; maker story and re-wax service dropped; no luxury voice"),
    (2, "etsy", "technical", 4, "Mislabelled fields “Performance: they contain BEESWAX (not vegan)” and “Variants: S 7x8\".”; only 10 of 13 Etsy tags used"),
    (3, "ebay", "professional", 3, "Subtitle wasted on “Organic cotton, jojoba oil + pine resin and M 10x11\"”; maker story and re-wax service lost"),
    (4, "woocommerce", "casual", 5, "Best of the set but sizes split (“• M 10x11\"” … “• Sizes: S 7x8\"”), SEO title “| M 10x11\"”, and “hot water melts the wax!.”"),
    (5, "shopify", "technical", 5, "All facts and rebuild story kept, but “Parts: a descaled + new gaskets & shower screen” and the SEO title drops “Refurbished”"),
    (6, "ebay", "casual", 4, "“You get a descaled + new gaskets & shower screen.”; rebuild story and double-boxed shipping dropped from a refurb listing"),
    (7, "walmart", "professional", 5, "Clean bullets but description “comes with a descaled + new gaskets & shower screen”; rebuild story and shipping note lost"),
    (8, "aliexpress", "luxury", 4, "No luxury voice (“Beyond that: 90 day seller warranty.”); rebuild story and packing note dropped"),
    (9, "shopify", "technical", 2, "Medical instruction filed as a feature: “Additional features: 4 rhombus, rainbow translucent colours, ultrasonic welded + riveted, seek medical help immediately”; “Type: a 1 drawstring bag”"),
    (10, "amazon", "professional", 2, "Bullet “MORE FEATURES: 4 rhombus, rainbow translucent colours, ultrasonic welded + riveted and seek medical help immediately.”; product “is a 1 drawstring bag”"),
    (11, "generic", "luxury", 2, "“the Magnetic Building Tiles 100pc Set w/ Storage Bag is a 1 drawstring bag”; “The particulars: … seek medical help immediately”"),
    (12, "etsy", "casual", 2, "“The highlights: 4 rhombus, rainbow translucent colours, ultrasonic welded + riveted and seek medical help immediately.”; tags like “1 drawstring bag”"),
    (13, "magento", "technical", 4, "Safety step listed as a spec and de-capitalised: “Additional features: … wear gloves, DISCONNECT SPARK PLUG before fitting”"),
    (14, "facebook", "casual", 4, "“The highlights: 21in / 533mm blade, upper + lower set (2 pcs), centre hole 1.77in and wear gloves.”"),
    (15, "aliexpress", "professional", 4, "“Key features: … centre hole 1.77in and wear gloves.”; seller's “WEAR GLOVES” lower-cased"),
    (16, "amazon", "luxury", 4, "Bullet “FURTHER DETAILS: … wear gloves and DISCONNECT SPARK PLUG before fitting.”; filler “pre-sharpened throughout”"),
    (17, "woocommerce", "professional", 4, "Compatibility list shredded into bullets “• HP ENVY 6020”, “• 6032”, “• 6420”; “are chip pre-installed”"),
    (18, "etsy", "luxury", 2, "Title “| chip pre-installed | 6032 | 6420”; only 7 tags incl. “month guarantee”, “Black”"),
    (19, "aliexpress", "casual", 3, "“They're chip pre-installed.”; “The highlights: … HP ENVY 6020 and 6032. Also in the mix: 6420”"),
    (20, "magento", "technical", 4, "Printer models and the ink-warning notice dumped under “Additional features: … HP ENVY 6020, 6032, 6420, shows low/empty ink warning”"),
    (21, "aliexpress", "technical", 3, "Invented claim “keeps out the chill even when it gets damp”; “Every cardigan is knitted, one at a time” loses “by me”; button-check advice dropped"),
    (22, "facebook", "casual", 4, "Invented claim “it stays soft and keeps out the chill even when it gets damp”; otherwise complete"),
    (23, "etsy", "professional", 4, "Invented “keeps out the chill even when it gets damp”; filler tags “knit top, knitted top, knits, sweater top”"),
    (24, "generic", "luxury", 3, "Invented chill/damp claim; “Every cardigan is knitted, one at a time” drops “by me”; button-check advice dropped"),
    (25, "bigcommerce", "luxury", 5, "Facts intact but “Also of interest: cold soak before wear.” and no luxury voice"),
    (26, "woocommerce", "casual", 6, "Clean and complete; “• Cold soak before wear” filed as a feature and shrink note sits below the list"),
    (27, "target", "technical", 5, "“Feature list continued: cold soak before wear.”; label soup"),
    (28, "amazon", "professional", 4, "Bullets omit “WILL SHRINK approx 1\" waist / 2\" leg”; “MORE FEATURES: … and cold soak before wear.”"),
    (29, "target", "luxury", 1, "Allergen line broken: title “Rolled Oats, Sunflower Seeds, Sesame”, “Also to note: sesame, milk” and “Made in a kitchen that handles peanuts.”"),
    (30, "amazon", "professional", 1, "Title “Sunflower Seeds, Sesame, Milk”; bullet “rolled oats, maple syrup, sunflower seeds, sesame, milk”; cross-contact cut to “handles peanuts.”"),
    (31, "shopify", "technical", 1, "SEO title “Oven Baked | milk”; “sesame, milk” in the features; cross-contact cut to “Made in a kitchen that handles peanuts.”"),
    (32, "etsy", "casual", 1, "Title “| sesame | milk”; tags “sesame, milk, best before 3 months”; cross-contact cut to “handles peanuts.”"),
    (33, "bigcommerce", "luxury", 5, "Story kept, but “WARNING: DO NOT give honey to infants under 12 MONTHS; glass jar” plus a duplicate warning line"),
    (34, "walmart", "casual", 4, "Crystallise note printed three times; “Extras: raw honey 1lb jar (454g)”; warning fused with “; glass jar”"),
    (35, "etsy", "technical", 5, "Good story and 13 tags, but “; glass jar” fused to the infant warning and a duplicate warning; tag “honeys”"),
    (36, "magento", "professional", 5, "“WARNING: DO NOT give honey to infants under 12 MONTHS; glass jar” repeated by a second warning"),
    (37, "shopify", "casual", 4, "Allergen as a perk “And it contains COCONUT.”; allergens split into bullets “• Limonene”; LIMONENE de-capitalised"),
    (38, "target", "professional", 3, "Title “130g Each (4.5oz), Limonene”; “Features: … INGREDIENTS incl. LINALOOL, limonene”"),
    (39, "woocommerce", "luxury", 4, "“In short, it contains COCONUT. Notably, it has no glitter. Notably, it has no SLS.”"),
    (40, "generic", "technical", 3, "Title “INGREDIENTS incl. LINALOOL”; “Function: it contains COCONUT.”"),
    (41, "facebook", "professional", 6, "Accurate, DANGER line intact; title repeats “Vegan, 10-Free, vegan + cruelty free”"),
    (42, "shopify", "luxury", 6, "Accurate and compact; no luxury voice, only “Consider the … The particulars:”"),
    (43, "walmart", "casual", 5, "Same facts printed three times (“Extras: nail polish x6 (10ml each)…”)"),
    (44, "bigcommerce", "technical", 6, "Accurate and safe; “Properties: vegan + cruelty free” then “Characteristics: vegan + cruelty free”"),
    (45, "magento", "casual", 2, "False age limit from mis-parsed keyword: “It's made for ages 40+ step photos.”; “It's credit appreciated”"),
    (46, "walmart", "luxury", 2, "“For ages 40+ step photos” printed three times; “which is credit appreciated with 14 pages”"),
    (47, "woocommerce", "professional", 2, "“It is made for ages 40+ step photos.”; “is credit appreciated, with 14 pages”"),
    (48, "bigcommerce", "technical", 2, "“It is designed for ages 40+ step photos.”; “Properties: credit appreciated.”"),
    (49, "amazon", "professional", 3, "“comes with a DIGITAL download .brushset file and a pressure + tilt sensitive w/ Apple Pencil” reads like a pencil is included; search terms “paints painting supplies”"),
    (50, "aliexpress", "luxury", 3, "“with a DIGITAL download .brushset file and a pressure + tilt sensitive w/ Apple Pencil”; brush breakdown buried last"),
    (51, "magento", "technical", 3, "“Component list: DIGITAL download .brushset file, pressure + tilt sensitive w/ Apple Pencil”"),
    (52, "etsy", "casual", 3, "Tags aimed at the wrong buyers: “art paint, craft paint, artist paint, paint, painting supplies”; “You get … a pressure + tilt sensitive w/ Apple Pencil”"),
    (53, "shopify", "luxury", 5, "Complete, but the age limit sits outside the safety block: “Kindly note that it is not for under 6 yrs.”"),
    (54, "ebay", "professional", 4, "Drops “ships in 3 BOXES, total 68kg - kerbside delivery only” on a 68kg item"),
    (55, "magento", "casual", 5, "Complete; bullets are a plain keyword dump (“• Assembly 2 adults approx 2-3 hrs”)"),
    (56, "target", "technical", 4, "Shipping/kerbside line dropped; “Scope of delivery: the anchor kit is sold separately.”"),
    (57, "magento", "professional", 4, "“comes with 1983 (serial in pics)”; scratches stated twice"),
    (58, "ebay", "casual", 3, "“You get 1983 (serial in pics)”; “Inside the box, you'll find a stool.” for a collection-only piano"),
    (59, "facebook", "technical", 4, "“Parts: 1983 (serial in pics)”; “Specs: … cash/bank transfer on pickup”"),
    (60, "bigcommerce", "luxury", 4, "“with 1983 (serial in pics)”; “Its proportions: 121cm tall.”"),
    (61, "bigcommerce", "casual", 6, "Complete with story and warning; “Good to know: 4-6 wks to finished beer; MUST BE 21+ (US) to purchase.” mashed together; 77-char meta"),
    (62, "facebook", "professional", 6, "Complete; “Importantly, it makes approx 10 x 12oz bottles.”"),
    (63, "ebay", "technical", 5, "41-char eBay title wastes half the allowance; “Function: it makes approx 10 x 12oz bottles.”"),
    (64, "generic", "luxury", 5, "“At heart, … In short, it makes approx 10 x 12oz bottles.”; founder story dropped"),
    (65, "ebay", "casual", 5, "Instruction sold as contents: “What you get: … and check part# 81150-06D40 before buying.”; part# not in title"),
    (66, "amazon", "technical", 5, "“OPERATION: It fits Toyota Camry L, LE, SE”; search terms “fits le SE 2019”"),
    (67, "target", "professional", 5, "“Key features: … brand new aftermarket and check part# 81150-06D40 before buying.”"),
    (68, "woocommerce", "luxury", 5, "“In the detail: … check part# 81150-06D40 before buying.”; luxury tone for a car part is a template swap"),
    (69, "bigcommerce", "professional", 3, "Devices listed as contents “• iPad Pro”, “• iPhone 15”, “• Galaxy S24”; “Further information: Switch (docked mode not supported).”"),
    (70, "generic", "casual", 2, "False contents: “What you get: 2x USB-C + 1x USB-A, PD 3.0, PPS and iPad Pro. And more: iPhone 15, Galaxy S24”"),
    (71, "ebay", "luxury", 3, "“In the detail: … PPS and iPad Pro.”; “It is BRAND NEW sealed throughout.”"),
    (72, "amazon", "technical", 3, "“ADDITIONAL SPECS: … PPS, iPad Pro, iPhone 15, Galaxy S24”; “FEATURE SET: It is BRAND NEW sealed.”"),
    (73, "woocommerce", "professional", 3, "OLED cut from compatibility (“it fits Switch V1, V2” + bullet “• OLED”); SEO title drops “Refurbished”"),
    (74, "aliexpress", "technical", 3, "Title ends “cleaned + tested, OLED”; “Variants: neon red / neon blue” for a fixed pair"),
    (75, "target", "casual", 2, "“Pick from neon red / neon blue.” (it is a pair) and “What you get: genuine Nintendo Joy-Con L+R pair, OLED, minor shell wear”"),
    (76, "ebay", "luxury", 3, "Title “Drift Fixed OLED”; “Offered in neon red / neon blue.”"),
    (77, "target", "casual", 4, "Safety check sold as contents: “Also in there: check seams regularly.”; “don't put it in the dryer!.”"),
    (78, "facebook", "luxury", 5, "Story kept, but “Beyond that: check seams regularly.” and “don't put it in the dryer!.”"),
    (79, "walmart", "technical", 4, "Key feature “• Check seams regularly”; facts printed three times"),
    (80, "generic", "professional", 4, "“Further details: check seams regularly.”; maker story and the baby-safe eye reason dropped"),
    (81, "etsy", "technical", 3, "“Properties: hang dry.”; title “| hang dry |”; tags “warm iron while damp, hang dry, … frock”"),
    (82, "walmart", "professional", 4, "“The Women's Linen Wrap Dress - Midi, Short Sleeve is hang dry.”; title “Side Pockets, Hang Dry”"),
    (83, "facebook", "luxury", 3, "“which is hang dry. With side pockets!, it keeps small essentials close at hand.”"),
    (84, "magento", "casual", 4, "“It's hang dry. Side pockets! means it keeps small essentials close at hand.”; SEO title “| hang dry”"),
    (85, "walmart", "technical", 3, "Title adds “2x5” and bullets “• Also 2x3” “• 2x5” “• 3x5 by request” drop the by-request qualifier; care steps as key features"),
    (86, "shopify", "casual", 4, "Opens “You get a waterproof PUL bottom.”; sizes split (“• 2x5”); SEO title “| also 2x3”"),
    (87, "aliexpress", "professional", 5, "Complete and correct sizes in title; “comes with a waterproof PUL bottom” as the lead"),
    (88, "bigcommerce", "luxury", 4, "“Discover … with a waterproof PUL bottom.”; SEO title “| also 2x3”"),
    (89, "shopify", "professional", 3, "“Varieties: echeveria.” alone; other varieties as bullets, “(assortment varies, NO duplicates)” only on Aeonium; SEO title “| haworthia”"),
    (90, "magento", "luxury", 3, "“In the detail: haworthia, sedum, graptopetalum and crassula.” … “Varieties: echeveria.”"),
    (91, "generic", "casual", 2, "Promises set varieties: “What you get: haworthia, sedum, graptopetalum and crassula.”; bare-root choice and Mon-Wed shipping dropped"),
    (92, "woocommerce", "technical", 3, "“Additional features: haworthia, sedum, …, heat packs in winter”; “Varieties: echeveria.”"),
    (93, "woocommerce", "technical", 3, "Invented “holds heat evenly once it is hot (cast iron)”; “Characteristics: dry on heat”"),
    (94, "facebook", "professional", 3, "Invented “it holds heat evenly”; “It is dry on heat.”; 5lb weight/shipping dropped"),
    (95, "target", "luxury", 2, "“Moreover, it is dry on heat.”; invented even-heating claim; estate-sale story and weight dropped"),
    (96, "generic", "casual", 2, "Title ends “dry on heat, 1940s”; “It's dry on heat.”; invented even-heating claim; weight dropped"),
    (97, "walmart", "casual", 3, "“It's alignment lines printed”; “Made from: natural rubber” for a cork mat; latex warning buried after care"),
    (98, "ebay", "technical", 4, "“Properties: alignment lines printed.”; latex warning kept but after care"),
    (99, "amazon", "professional", 3, "Bullet “MATERIAL: Made of natural rubber.”; no latex warning in bullets; “because it has non-slip gets GRIPPIER w/ sweat”"),
    (100, "aliexpress", "luxury", 3, "“Non-slip gets GRIPPIER w/ sweat - great for hot yoga is a considered detail”; “which is alignment lines printed”"),
]


def summary():
    vals = [s for _, _, _, s, _ in SCORES]
    n = len(vals)
    assert n == 100, n
    assert sorted(x[0] for x in SCORES) == list(range(1, 101))
    print(f"listings: {n}")
    print(f"mean: {mean(vals):.2f}")
    print(f"median: {median(vals):g}")
    print(f"share >=8: {sum(v >= 8 for v in vals) / n:.0%}")
    print(f"share >=6: {sum(v >= 6 for v in vals) / n:.0%}")
    print(f"share <=2: {sum(v <= 2 for v in vals) / n:.0%}")
    dist = Counter(vals)
    print("distribution:")
    for k in range(1, 11):
        print(f"  {k:2d}: {dist.get(k, 0):3d} {'#' * dist.get(k, 0)}")
    for label, idx in (("tone", 2), ("platform", 1)):
        groups = defaultdict(list)
        for row in SCORES:
            groups[row[idx]].append(row[3])
        print(f"mean by {label}:")
        for key in sorted(groups, key=lambda k: (-mean(groups[k]), k)):
            print(f"  {key:12s} {mean(groups[key]):.2f}  (n={len(groups[key])})")


if __name__ == "__main__":
    summary()
